import ArgumentParser

/// "did you mean" for a mistyped command (`autolayout lyout`).
enum CommandSuggestion {
  /// The error for a first argument that is no command of `root`, with the
  /// closest command name when one is close; nil when it is a command or
  /// an option (the parser reports those).
  static func unknownCommand<Root: ParsableCommand>(_ arguments: [String], root: Root.Type) -> CommandOutput? {
    guard let first = arguments.first, !first.hasPrefix("-") else { return nil }
    let names = root.configuration.subcommands.compactMap { $0.configuration.commandName ?? name(of: $0) } + ["help"]
    guard !names.contains(first) else { return nil }
    var message = "error: unknown command '\(first.prefix(100))'"
    if let near = closest(first, among: names) { message += "; did you mean '\(near)'?" }
    message += "\ncommands: \(names.filter { $0 != "help" }.joined(separator: ", ")) (autolayout --help says more)\n"
    return CommandOutput(exitCode: 2, stderr: message)
  }

  /// The command name ArgumentParser derives from a type (`Layout` → `layout`).
  static func name(of type: any ParsableCommand.Type) -> String {
    String(describing: type).lowercased()
  }

  /// The name within a small edit distance of `word` (a third of its
  /// length, at least 1), nearest first; words longer than 40 are not compared.
  static func closest(_ word: String, among names: [String]) -> String? {
    guard word.count <= 40 else { return nil }
    let limit = max(1, word.count / 3)
    let scored = names.map { ($0, distance(Array(word.lowercased()), Array($0))) }.filter { $0.1 <= limit }
    return scored.min { ($0.1, $0.0) < ($1.1, $1.0) }?.0
  }

  /// Levenshtein distance.
  static func distance(_ a: [Character], _ b: [Character]) -> Int {
    var previous = Array(0...b.count)
    for (i, x) in a.enumerated() {
      var current = [i + 1]
      for (j, y) in b.enumerated() {
        current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
      }
      previous = current
    }
    return previous[b.count]
  }
}
