import RedirectLintSyntax

/// Any bytes through decoding and the Gradle scanner (Groovy and Kotlin script text, read
/// without evaluation): unbalanced brackets and strings must end the scan, not the process.
@_cdecl("LLVMFuzzerTestOneInput")
public func FuzzGradleScannerTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let raw = Array(UnsafeBufferPointer(start: data, count: size))
    guard case .text(let bytes) = TextDecoding.decode(raw, path: "build.gradle") else { return 0 }
    _ = GradleScanner.scan(SourceFile(path: "build.gradle", bytes: bytes))
    return 0
}
