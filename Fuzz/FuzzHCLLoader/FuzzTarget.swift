import RedirectLintSyntax

/// Any bytes through decoding and the HCL loader (Terraform's `.tf`): unclosed blocks,
/// strings, heredocs and brackets, and nesting past the limit, must be a `SyntaxError`,
/// never a crash or a hang; the comment scan must survive the same bytes.
@_cdecl("LLVMFuzzerTestOneInput")
public func FuzzHCLLoaderTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let raw = Array(UnsafeBufferPointer(start: data, count: size))
    guard case .text(let bytes) = TextDecoding.decode(raw, path: "main.tf") else { return 0 }
    let file = SourceFile(path: "main.tf", bytes: bytes)
    _ = try? HCLLoader.load(file)
    _ = HCLLoader.comments(in: file)
    return 0
}
