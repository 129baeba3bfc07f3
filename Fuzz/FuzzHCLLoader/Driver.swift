import FuzzSupport

/// SwiftPM links an executable's entry point as `FuzzHCLLoader_main`.
@_cdecl("FuzzHCLLoader_main")
public func FuzzHCLLoaderMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv) { data, size in FuzzHCLLoaderTestOneInput(data, size) }
}
