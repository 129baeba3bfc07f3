import RedirectLintSyntax

/// Any bytes through decoding and the YAML/JSON loader: an error is fine, a crash is not.
@_cdecl("LLVMFuzzerTestOneInput")
public func FuzzYAMLLoaderTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let raw = Array(UnsafeBufferPointer(start: data, count: size))
    guard case .text(let bytes) = TextDecoding.decode(raw, path: "fuzz.yaml") else { return 0 }
    _ = try? YAMLLoader.load(SourceFile(path: "fuzz.yaml", bytes: bytes))
    return 0
}
