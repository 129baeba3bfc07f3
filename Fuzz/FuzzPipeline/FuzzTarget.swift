import RedirectLintEngine
import RedirectLintReporters

/// One file through the whole pipeline (load, recognise, extract, every rule, every
/// reporter), under each name that routes it differently.
@_cdecl("LLVMFuzzerTestOneInput")
public func FuzzPipelineTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let raw = Array(UnsafeBufferPointer(start: data, count: size))
    for name in ["client.json", "Info.plist", "AndroidManifest.xml"] {
        let report = Linter.lint(bytes: raw, path: name)
        for format in OutputFormat.allCases {
            _ = Reporters.render(report, as: format)
        }
    }
    return 0
}
