import AutoLayoutInterfaceBuilder
import AutoLayoutLog

/// The reports the playground shows that the command-line tool also
/// prints: `check`'s findings for a storyboard's root and `why`'s
/// explanation of a log in sentences. The tool hands its own to
/// ``PlaygroundAPI/init(reports:)``, so the page says exactly what the
/// commands say, and this module imports only the libraries.
public struct PlaygroundReports: Sendable {
  /// One finding of `check`.
  public struct Finding: Sendable {
    /// `conflict`, `ambiguity`, `misplaced` or `warning`.
    public var kind: String
    /// The XML line and column it points at.
    public var line: Int
    /// The column on ``line``.
    public var column: Int
    /// What was found, in words.
    public var message: String

    /// A finding as given.
    public init(kind: String, line: Int, column: Int, message: String) {
      self.kind = kind
      self.line = line
      self.column = column
      self.message = message
    }
  }

  /// `check`'s findings for one root of a document.
  public var findings: @Sendable (InterfaceBuilderDocument.Scene, InterfaceBuilderDocument) -> [Finding]
  /// `why`'s explanation of every block, in sentences.
  public var explanation: @Sendable ([ConflictExplanation]) -> String

  /// Reports from these functions.
  public init(
    findings: @escaping @Sendable (InterfaceBuilderDocument.Scene, InterfaceBuilderDocument) -> [Finding],
    explanation: @escaping @Sendable ([ConflictExplanation]) -> String
  ) {
    self.findings = findings
    self.explanation = explanation
  }
}
