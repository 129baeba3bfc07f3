import FuzzSupport

/// SwiftPM links an executable's entry point as `FuzzPlistLoader_main`.
@_cdecl("FuzzPlistLoader_main")
public func FuzzPlistLoaderMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv) { data, size in FuzzPlistLoaderTestOneInput(data, size) }
}
