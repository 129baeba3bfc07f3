import Foundation
import RedirectLintSource
import RedirectLintSyntax
import Testing

/// Inputs the fuzzer found; each one once made the Gradle scanner loop forever.
@Suite("Gradle scanner regressions")
struct GradleScannerRegressionTests {
    @Test(arguments: [
        "manifestPlaceholders = [x)",
        "manifestPlaceholders = [a: 'b' } c]",
        "manifestPlaceholders = mapOf(\"a\" to \"b\" ] \"c\")",
        "addManifestPlaceholders([k: 'v' })",
    ])
    func aCloserThatClosesNothingEndsTheMap(_ script: String) {
        let settings = GradleScanner.scan(SourceFile(path: "build.gradle", text: script)).settings
        #expect(settings.count <= 1)
    }

    @Test(arguments: ["gradle-unbalanced-map-hang.gradle", "gradle-scanner-timeout.gradle", "pipeline-gradle-hang.gradle"])
    func theFuzzerInputEnds(_ name: String) throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Regressions/\(name)")
        let bytes = Array(try Data(contentsOf: url))
        _ = GradleScanner.scan(SourceFile(path: "build.gradle", bytes: bytes))
    }

    @Test func aWellFormedMapAfterABrokenOneIsStillRead() {
        let script = "manifestPlaceholders = [x)\nmanifestPlaceholders = [appAuthRedirectScheme: 'com.contoso.app']\n"
        let settings = GradleScanner.scan(SourceFile(path: "build.gradle", text: script)).settings
        #expect(settings.map(\.name) == ["appAuthRedirectScheme"])
    }
}
