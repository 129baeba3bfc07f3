import FuzzSupport

/// SwiftPM links an executable's entry point as `FuzzXMLLoader_main`.
@_cdecl("FuzzXMLLoader_main")
public func FuzzXMLLoaderMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv) { data, size in FuzzXMLLoaderTestOneInput(data, size) }
}
