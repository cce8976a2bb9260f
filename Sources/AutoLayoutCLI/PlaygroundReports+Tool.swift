import AutoLayoutPlayground

extension PlaygroundReports {
  /// The tool's own reports: `check`'s findings and `why`'s sentences, so
  /// the playground words them exactly as the commands do.
  public static let tool = PlaygroundReports(
    findings: { scene, document in
      InterfaceBuilderCommands.findings(scene, doc: document).map {
        Finding(kind: $0.kind, line: $0.line, column: $0.column, message: $0.message)
      }
    },
    explanation: { WhyCommand.text($0) })
}
