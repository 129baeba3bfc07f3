import FuzzSupport

/// SwiftPM links an executable's entry point as `FuzzPipeline_main`.
@_cdecl("FuzzPipeline_main")
public func FuzzPipelineMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv) { data, size in FuzzPipelineTestOneInput(data, size) }
}
