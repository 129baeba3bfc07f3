import RedirectLintSyntax

/// Any bytes through the binary property list reader, and as text through the XML one, with
/// the limits a run uses (lower ones here once hid a memory bomb the run's limits let by).
@_cdecl("LLVMFuzzerTestOneInput")
public func FuzzPlistLoaderTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let raw = Array(UnsafeBufferPointer(start: data, count: size))
    _ = try? PlistLoader.loadBinary(raw)
    if case .text(let bytes) = TextDecoding.decode(raw, path: "fuzz.plist") {
        _ = try? PlistLoader.loadXML(SourceFile(path: "fuzz.plist", bytes: bytes))
    }
    return 0
}
