import RedirectLintSyntax

/// Any bytes through decoding and the XML loader: an error is fine, a crash is not.
@_cdecl("LLVMFuzzerTestOneInput")
public func FuzzXMLLoaderTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let raw = Array(UnsafeBufferPointer(start: data, count: size))
    guard case .text(let bytes) = TextDecoding.decode(raw, path: "fuzz.xml") else { return 0 }
    _ = try? XMLLoader.load(SourceFile(path: "fuzz.xml", bytes: bytes))
    return 0
}
