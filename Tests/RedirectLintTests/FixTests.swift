import Foundation
import RedirectLintEngine
import Testing

/// `--fix` in the engine: each rule's fix, in each format it applies to, changes exactly the
/// bytes of the value, and linting the result no longer reports the rule. (No rule fixes a
/// property list or a Gradle script: iOS schemes are not case-sensitive, and a scheme filled
/// in from a Gradle placeholder gets no fix.)
@Suite("Fixes")
struct FixTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var rules: [String]
        var path: String
        var before: String
        var after: String
        var testDescription: String { "\(rules.joined(separator: ", ")) in \(path)" }
    }

    static let cases: [Case] = [
        Case(rules: ["loopback-uses-localhost", "loopback-port-pinned"], path: "client.json",
             before: #"{"client_id": "cli", "application_type": "native", "token_endpoint_auth_method": "none",  "redirect_uris": ["http://localhost:8080/cb"]}"# + "\n",
             after: #"{"client_id": "cli", "application_type": "native", "token_endpoint_auth_method": "none",  "redirect_uris": ["http://127.0.0.1/cb"]}"# + "\n"),
        Case(rules: ["private-scheme-double-slash"], path: "clients.yaml",
             before: """
                 # Desktop notes
                 - client_id: notes
                   application_type: native
                   token_endpoint_auth_method: none
                   redirect_uris:
                     - com.contoso.notes://callback   # keep this comment
                     - "http://127.0.0.1/cb"

                 """,
             after: """
                 # Desktop notes
                 - client_id: notes
                   application_type: native
                   token_endpoint_auth_method: none
                   redirect_uris:
                     - com.contoso.notes:/callback   # keep this comment
                     - "http://127.0.0.1/cb"

                 """),
        Case(rules: ["redirect-uri-has-fragment", "redirect-uri-cleartext-http"], path: "application.properties",
             before: """
                 spring.security.oauth2.authorizationserver.client.web.registration.client-id=web
                 spring.security.oauth2.authorizationserver.client.web.registration.client-authentication-methods=client_secret_basic
                 spring.security.oauth2.authorizationserver.client.web.registration.authorization-grant-types=authorization_code
                 # the portal
                 spring.security.oauth2.authorizationserver.client.web.registration.redirect-uris[0]=http://portal.contoso.com/cb#done

                 """,
             after: """
                 spring.security.oauth2.authorizationserver.client.web.registration.client-id=web
                 spring.security.oauth2.authorizationserver.client.web.registration.client-authentication-methods=client_secret_basic
                 spring.security.oauth2.authorizationserver.client.web.registration.authorization-grant-types=authorization_code
                 # the portal
                 spring.security.oauth2.authorizationserver.client.web.registration.redirect-uris[0]=https://portal.contoso.com/cb

                 """),
        Case(rules: ["scheme-not-lowercase"], path: "AndroidManifest.xml",
             before: android("com.Contoso.Photos"), after: android("com.contoso.photos")),
        Case(rules: ["windows-protocol-name-invalid"], path: "Package.appxmanifest",
             before: appx("Com.Contoso.Photos"), after: appx("com.contoso.photos")),
    ]

    static func android(_ scheme: String) -> String {
        """
        <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="com.contoso.photos">
          <application>
            <!-- sign-in -->
            <activity android:name="net.openid.appauth.RedirectUriReceiverActivity" android:exported="true">
              <intent-filter>
                <action android:name="android.intent.action.VIEW"/>
                <category android:name="android.intent.category.DEFAULT"/>
                <category android:name="android.intent.category.BROWSABLE"/>
                <data android:scheme="\(scheme)" android:host="oauth"/>
              </intent-filter>
            </activity>
          </application>
        </manifest>

        """
    }

    static func appx(_ name: String) -> String {
        """
        <?xml version="1.0" encoding="utf-8"?>
        <Package xmlns="http://schemas.microsoft.com/appx/manifest/foundation/windows10"
                 xmlns:uap="http://schemas.microsoft.com/appx/manifest/uap/windows10"
                 IgnorableNamespaces="uap">
          <Identity Name="Example.Photos" Publisher="CN=Example" Version="1.0.0.0"/>
          <Applications>
            <Application Id="App" Executable="Photos.exe" EntryPoint="Photos.App">
              <Extensions>
                <uap:Extension Category="windows.protocol">
                  <uap:Protocol Name="\(name)"/>
                </uap:Extension>
              </Extensions>
            </Application>
          </Applications>
        </Package>

        """
    }

    static func folder(_ files: [(String, String)]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("redirectlint-fix-\(UUID().uuidString)")
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return root
    }

    @Test(arguments: cases)
    func theFixChangesOnlyTheValue(_ case: Case) throws {
        let root = try Self.folder([(`case`.path, `case`.before)])
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent(`case`.path)
        let before = try Linter.lint(LintRequest(paths: [root.path], jobs: 1))
        // The first rule's fix applies first; the others' findings may appear only once it has
        // (a pinned port is reported for 127.0.0.1, not for localhost).
        #expect(before.findings.contains { $0.ruleID == `case`.rules[0] && $0.fix != nil })
        // Every fix here is unsafe: --fix alone changes nothing.
        #expect(try Fixer.run(LintRequest(paths: [root.path], jobs: 1), unsafe: false).files.isEmpty)
        let run = try Fixer.run(LintRequest(paths: [root.path], jobs: 1), unsafe: true)
        #expect(run.files.count == 1)
        for fixed in run.files { #expect(Fixer.write(fixed) == nil) }
        #expect(try String(contentsOf: file, encoding: .utf8) == `case`.after)
        let after = try Linter.lint(LintRequest(paths: [root.path], jobs: 1))
        for rule in `case`.rules {
            #expect(!after.findings.contains { $0.ruleID == rule }, "\(rule) still reported")
            #expect(!run.report.findings.contains { $0.ruleID == rule })
        }
    }

    @Test func everyRuleWithAFixSaysWhetherItIsSafe() throws {
        for example in RuleExample.all where example.example.triggers {
            let root = try Self.folder(example.example.files.map { ($0.path, $0.content) })
            defer { try? FileManager.default.removeItem(at: root) }
            let report = try Linter.lint(LintRequest(paths: [root.path], jobs: 1))
            for finding in report.findings where finding.fix != nil {
                #expect(Catalog.rule(finding.ruleID)?.fixSafety != nil, "\(finding.ruleID) makes fixes but its YAML has no fix-safety")
            }
        }
    }

    /// Every catalog example whose findings carry fixes: applying them keeps every line that
    /// held no fixed value byte for byte, and the rule reports fewer findings afterwards.
    @Test(arguments: RuleExample.all.filter { $0.example.triggers && $0.rule.fixSafety != nil })
    func catalogExamplesFix(_ example: RuleExample) throws {
        let root = try Self.folder(example.example.files.map { ($0.path, $0.content) })
        defer { try? FileManager.default.removeItem(at: root) }
        let request = LintRequest(paths: [root.path], jobs: 1)
        let before = try Linter.lint(request).findings
        let fixable = before.filter { $0.ruleID == example.rule.id && $0.fix != nil }
        guard !fixable.isEmpty else { return }
        let run = try Fixer.run(request, unsafe: true)
        let fixedLines = Set(before.filter { $0.fix != nil }.map { "\($0.path):\($0.range.start.line)" })
        for file in run.files {
            let old = String(decoding: file.original, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            let new = String(decoding: file.fixed, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            #expect(old.count == new.count)
            for (index, (a, b)) in zip(old, new).enumerated() where a != b {
                #expect(fixedLines.contains("\(file.path):\(index + 1)"), "line \(index + 1) changed though no fix is on it")
            }
        }
        let remaining = run.report.findings.filter { $0.ruleID == example.rule.id }.count
        #expect(remaining < before.filter { $0.ruleID == example.rule.id }.count)
    }

    @Test func aFileThatChangedSinceItWasCheckedIsNotWritten() throws {
        let root = try Self.folder([("client.json", Self.cases[0].before)])
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try Fixer.run(LintRequest(paths: [root.path], jobs: 1), unsafe: true)
        let file = root.appendingPathComponent("client.json")
        try Data("{}\n".utf8).write(to: file)
        #expect(run.files.first.flatMap(Fixer.write)?.contains("changed since it was checked") == true)
        #expect(try String(contentsOf: file, encoding: .utf8) == "{}\n")
    }

    @Test func aFileThatDidNotParseIsNeverFixed() throws {
        let broken = #"{"client_id": "cli", "application_type": "native", "redirect_uris": ["http://localhost:8080/cb"],,}"#
        let root = try Self.folder([("client.json", broken)])
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try Fixer.run(LintRequest(paths: [root.path], jobs: 1), unsafe: true)
        #expect(run.files.isEmpty)
        #expect(run.report.findings.contains { $0.ruleID == "parse-error" })
    }

    @Test func writingKeepsThePermissions() throws {
        let root = try Self.folder([("client.json", Self.cases[0].before)])
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("client.json")
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: file.path)
        let run = try Fixer.run(LintRequest(paths: [root.path], jobs: 1), unsafe: true)
        for fixed in run.files { #expect(Fixer.write(fixed) == nil) }
        let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
        #expect(mode == 0o640)
        #expect(try String(contentsOf: file, encoding: .utf8) == Self.cases[0].after)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: root.path).filter { $0.hasSuffix(".redirectlint-tmp") }
        #expect(leftovers.isEmpty)
    }

    @Test func aByteOrderMarkIsKept() throws {
        let root = try Self.folder([("client.json", "\u{FEFF}" + Self.cases[0].before)])
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try Fixer.run(LintRequest(paths: [root.path], jobs: 1), unsafe: true)
        #expect(run.files.first.map { String(decoding: $0.fixed, as: UTF8.self) } == "\u{FEFF}" + Self.cases[0].after)
    }
}

extension FixTests {
    @Test func windowsLineEndingsAreKept() throws {
        let before = Self.cases[1].before.replacingOccurrences(of: "\n", with: "\r\n")
        let root = try Self.folder([("clients.yaml", before)])
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try Fixer.run(LintRequest(paths: [root.path], jobs: 1), unsafe: true)
        #expect(run.files.first.map { String(decoding: $0.fixed, as: UTF8.self) } == Self.cases[1].after.replacingOccurrences(of: "\n", with: "\r\n"))
        let diff = String(decoding: Fixer.diff(run.files).text, as: UTF8.self)
        #expect(diff.contains("-    - com.contoso.notes://callback   # keep this comment\r\n+    - com.contoso.notes:/callback   # keep this comment\r\n"))
    }

    @Test func aFileInAnotherEncodingIsNotFixedAndSaysSo() throws {
        let before = Self.cases[2].before.replacingOccurrences(of: "# the portal", with: "# the portal, caf\u{E9}")
        let root = try Self.folder([])
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try Data(before.data(using: .isoLatin1)!).write(to: root.appendingPathComponent("application.properties"))
        let run = try Fixer.run(LintRequest(paths: [root.path], jobs: 1), unsafe: true)
        #expect(run.files.isEmpty)
        #expect(run.notFixed.count == 1 && run.notFixed[0].contains("not UTF-8"), "\(run.notFixed)")
    }
}
