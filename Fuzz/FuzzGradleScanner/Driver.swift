import FuzzSupport

/// SwiftPM links an executable's entry point as `FuzzGradleScanner_main`.
@_cdecl("FuzzGradleScanner_main")
public func FuzzGradleScannerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv) { data, size in FuzzGradleScannerTestOneInput(data, size) }
}
