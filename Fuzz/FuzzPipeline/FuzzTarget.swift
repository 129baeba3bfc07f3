import RedirectLintEngine
import RedirectLintReporters

/// One file through the whole pipeline (load, recognise, extract, every rule, every
/// reporter), under each name that routes it differently. SARIF is rendered for the first
/// name only: its rule metadata does not depend on the input and dominated each run.
@_cdecl("LLVMFuzzerTestOneInput")
public func FuzzPipelineTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let raw = Array(UnsafeBufferPointer(start: data, count: size))
    for (i, name) in ["client.json", "Info.plist", "AndroidManifest.xml", "build.gradle", "realm.yaml",
                      "Platforms/Android/CallbackActivity.cs"].enumerated() {
        let report = Linter.lint(bytes: raw, path: name)
        for format in OutputFormat.allCases where format != .sarif || i == 0 {
            _ = Reporters.render(report, as: format)
        }
    }
    return 0
}
