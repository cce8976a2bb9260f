// The libFuzzer entry points. Scripts/fuzz.sh builds one binary from every
// library source and these files; FUZZ_TARGET chooses the parser it feeds.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The parsers there are targets for, by the name FUZZ_TARGET takes.
let fuzzTargets: [(name: String, run: @Sendable (UnsafeBufferPointer<UInt8>) -> Void)] = [
  ("equation", fuzzEquation),
  ("vfl", fuzzVisualFormat),
  ("layoutfile", fuzzLayoutFile),
  ("uikitlog", fuzzConflictLog),
  ("interfacebuilder", fuzzInterfaceBuilder),
]

nonisolated(unsafe) var chosenTarget: ((UnsafeBufferPointer<UInt8>) -> Void)?

@_cdecl("LLVMFuzzerInitialize")
public func fuzzInitialize(
  _ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>>
) -> CInt {
  let name = getenv("FUZZ_TARGET").map { String(cString: $0) } ?? ""
  guard let target = fuzzTargets.first(where: { $0.name == name }) else {
    let names = fuzzTargets.map(\.name).joined(separator: ", ")
    print("set FUZZ_TARGET to one of: \(names)")
    exit(2)
  }
  chosenTarget = target.run
  return 0
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  chosenTarget?(UnsafeBufferPointer(start: data, count: size))
  return 0
}
