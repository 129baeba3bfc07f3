import FuzzSupport

/// SwiftPM links an executable's entry point as `FuzzYAMLLoader_main`.
@_cdecl("FuzzYAMLLoader_main")
public func FuzzYAMLLoaderMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv) { data, size in FuzzYAMLLoaderTestOneInput(data, size) }
}
