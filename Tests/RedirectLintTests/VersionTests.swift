import Foundation
import RedirectLintReporters
import Testing

/// `redirectlint --version` prints ToolInfo.version, the one source of truth of the version;
/// scripts/package.sh names the archives after it. CHANGELOG.md's latest release must agree.
@Suite("Version")
struct VersionTests {
    /// The first `## [x.y.z]` heading of CHANGELOG.md (`## [Unreleased]` is not a release).
    func latestReleaseHeading() throws -> String? {
        let text = try String(contentsOf: repositoryRoot.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) where line.hasPrefix("## [") {
            let name = line.dropFirst(4).prefix { $0 != "]" }
            if name.first?.isNumber == true { return String(name) }
        }
        return nil
    }

    @Test func versionIsTheChangelogsLatestRelease() throws {
        #expect(try latestReleaseHeading() == ToolInfo.version)
    }

    /// pyproject.toml (the pre-commit hook's shim) pins the wheel of the same version.
    @Test func preCommitShimPinsTheSameVersion() throws {
        let text = try String(contentsOf: repositoryRoot.appendingPathComponent("pyproject.toml"), encoding: .utf8)
        #expect(text.contains("\nversion = \"\(ToolInfo.version)\"\n"))
        #expect(text.contains("\"redirectlint==\(ToolInfo.version)\""))
    }

    @Test func versionIsSemantic() {
        let core = ToolInfo.version.prefix { $0 != "-" && $0 != "+" }.split(separator: ".", omittingEmptySubsequences: false)
        #expect(core.count == 3 && core.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isNumber) }, "\(ToolInfo.version)")
    }
}
