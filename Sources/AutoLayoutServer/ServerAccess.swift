import NIOConcurrencyHelpers

/// Who may ask: the `Host` names the server answers to and the one origin
/// whose pages may call the API.
///
/// The server answers to `127.0.0.1:PORT`, `localhost:PORT` and
/// `HOST:PORT` for the address it was told to listen on (`--host`), with
/// or without the port when it is 80, in any letter case. A page may call
/// the API only from `http://` one of those.
final class ServerAccess: Sendable {
  private let host: String
  private let boundPort: NIOLockedValueBox<Int>

  init(host: String, port: Int) {
    self.host = host.lowercased()
    self.boundPort = NIOLockedValueBox(port)
  }

  /// The port listened on (set once it is known, for port 0).
  var port: Int {
    get { boundPort.withLockedValue { $0 } }
    set { boundPort.withLockedValue { $0 = newValue } }
  }

  /// The `Host` values accepted.
  var hosts: Set<String> {
    let port = self.port
    var names = ["127.0.0.1", "localhost", host]
    if host.contains(":") && !host.hasPrefix("[") { names.append("[\(host)]") }
    var out = Set(names.map { "\($0):\(port)" })
    if port == 80 { out.formUnion(names) }
    return out
  }

  /// Whether a request's `Host` is one the server listens as.
  func accepts(host value: String) -> Bool { hosts.contains(value.lowercased()) }

  /// Whether a request's `Origin` is the page's own.
  func accepts(origin value: String) -> Bool {
    let lower = value.lowercased()
    guard lower.hasPrefix("http://") else { return false }
    return hosts.contains(String(lower.dropFirst("http://".count)))
  }
}
