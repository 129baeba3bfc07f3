import Foundation
import RedirectLintDialects
import RedirectLintEngine
import RedirectLintModel
import RedirectLintSyntax
import Testing

@Suite("Entitlements dialect")
struct EntitlementsDialectTests {
    static let entitlements = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
        \t<key>aps-environment</key>
        \t<string>development</string>
        \t<key>com.apple.developer.associated-domains</key>
        \t<array>
        \t\t<string>applinks:example.com</string>
        \t\t<string>applinks:*.example.com?mode=developer</string>
        \t\t<string>webcredentials:login.example.com</string>
        \t\t<string>applinks:$(APP_LINK_HOST)</string>
        \t</array>
        </dict>
        </plist>
        """

    @Test func readsAssociatedDomainsAndApplinksHosts() throws {
        let (dialect, model) = try extract("App.entitlements", Self.entitlements)
        #expect(dialect == "entitlements")
        let app = try #require(model?.manifests.first)
        #expect(app.platform == .apple)
        #expect(app.associatedDomains.map(\.value) == [
            "applinks:example.com", "applinks:*.example.com?mode=developer",
            "webcredentials:login.example.com", "applinks:$(APP_LINK_HOST)",
        ])
        #expect(app.associatedDomains.first?.at == "8:11")
        #expect(app.claimedHosts.map(\.host.value) == ["example.com", "*.example.com"])
        #expect(app.claimedHosts.map(\.host.at) == ["8:20", "9:20"])
        #expect(app.claimedHosts.allSatisfy { $0.verified })
        #expect(app.claimedHosts[1].host.range.end.column == 33)
        #expect(model?.unresolvedTemplates.map(\.value) == ["applinks:$(APP_LINK_HOST)"])
    }

    @Test func infoPlistDialectDoesNotClaimEntitlements() throws {
        let document = try DocumentLoader.load(SourceFile(path: "App.entitlements", text: Self.entitlements), as: .structured).document
        #expect(!InfoPlistDialect().recognizes(document))
        #expect(EntitlementsDialect().recognizes(document))
    }

    @Test func infoPlistIsNotEntitlements() throws {
        let plist = """
            <plist version="1.0"><dict>
            <key>CFBundleIdentifier</key><string>com.contoso.app</string>
            <key>com.apple.developer.associated-domains</key><array/>
            </dict></plist>
            """
        #expect(try extract("Info.plist", plist).dialect == "info-plist")
    }

    @Test func sandboxMeansMacOS() throws {
        let plist = "<plist><dict><key>com.apple.security.app-sandbox</key><true/></dict></plist>"
        let (dialect, model) = try extract("Mac.entitlements", plist)
        #expect(dialect == "entitlements")
        #expect(model?.manifests.first?.platform == .macos)
    }

    /// MAUI's `Platforms/iOS/Entitlements.plist` is found by a walk and read as entitlements,
    /// not passed over as a plist without Info.plist keys (second reader).
    @Test func aWalkReadsAnEntitlementsPlist() throws {
        let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
          <key>com.apple.developer.associated-domains</key>
          <array><string>https://login.contoso.com/callback</string></array>
        </dict>
        </plist>
        """
        let root = try makeProject([("Reader/Platforms/iOS/Entitlements.plist", plist)])
        defer { try? FileManager.default.removeItem(at: root) }
        let report = Linter.run(LintRequest(paths: [root.path], jobs: 1))
        #expect(report.files.first?.format == "entitlements")
        #expect(report.findings.contains { $0.ruleID == "associated-domain-malformed" })
    }
}
