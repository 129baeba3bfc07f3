import RedirectLintModel
import RedirectLintRules
import RedirectLintSource
import Testing

/// The platform rules, on models built by hand: their dialects (Windows `Package.appxmanifest`,
/// Apple `.entitlements`) are written on another branch, so the catalog examples of these two
/// rules wait for them (see `CatalogExampleTests.awaitingDialects`).
@Suite("Platform rules on the model")
struct PlatformRuleTests {
    /// A value written verbatim on line 3 from column 10.
    static func located(_ value: String, verbatim: Bool = true) -> Located<String> {
        let start = SourcePosition(line: 3, column: 10, offset: 40)
        let end = SourcePosition(line: 3, column: 10 + value.unicodeScalars.count, offset: 40 + value.utf8.count)
        return Located(value, range: SourceRange(start: start, end: end), isVerbatim: verbatim)
    }

    static func file(_ platform: Platform, schemes: [Located<String>] = [], associatedDomains: [String] = []) -> FileModel {
        var manifest = AppManifest(format: "test", path: "App/manifest", platform: platform)
        manifest.schemes = schemes.map { DeclaredScheme(scheme: $0) }
        manifest.associatedDomains = associatedDomains.map { located($0) }
        return FileModel(path: "App/manifest", format: "test", manifests: [manifest])
    }

    static func windows(_ names: String...) -> [Finding] {
        WindowsProtocolNameInvalid().check(file(.windows, schemes: names.map { located($0) }), options: RuleOptions())
    }

    static func domains(_ entries: String...) -> [Finding] {
        AssociatedDomainMalformed().check(file(.ios, associatedDomains: entries), options: RuleOptions())
    }

    // MARK: windows-protocol-name-invalid

    @Test(arguments: ["com.contoso.app", "ab", "x-callback+v2.example", String(repeating: "a", count: 39)])
    func validWindowsProtocolNames(_ name: String) {
        #expect(Self.windows(name).isEmpty)
    }

    @Test(arguments: [
        ("a", "1 character"),
        (String(repeating: "a", count: 40), "40 characters"),
        ("com.Example.app", "upper-case letter 'E'"),
        ("com_example_app", "contains '_'"),
        ("1password.app", "starts with '1'"),
        (".example.app", "starts with '.'"),
        ("-app", "starts with '-'"),
    ])
    func invalidWindowsProtocolNames(_ name: String, _ reason: String) throws {
        let findings = Self.windows(name)
        let finding = try #require(findings.first)
        #expect(findings.count == 1)
        #expect(finding.ruleID == "windows-protocol-name-invalid")
        #expect(finding.severity == .error)
        #expect(finding.range.start == SourcePosition(line: 3, column: 10, offset: 40))
        #expect(finding.message.contains(reason), "\(finding.message)")
    }

    @Test func upperCaseNameGetsALowerCaseFix() throws {
        let finding = try #require(Self.windows("Com.Contoso.App").first)
        #expect(finding.fix?.replacement == "com.contoso.app")
        // No fix when lower case alone does not make it valid, or the source is not verbatim.
        #expect(Self.windows("Com_Example").first?.fix == nil)
        let escaped = WindowsProtocolNameInvalid().check(
            Self.file(.windows, schemes: [Self.located("Com.Example", verbatim: false)]), options: RuleOptions())
        #expect(escaped.first?.fix == nil)
    }

    @Test func otherPlatformsAndPlaceholdersAreNotWindowsProtocols() {
        let android = WindowsProtocolNameInvalid().check(Self.file(.android, schemes: [Self.located("A")]), options: RuleOptions())
        #expect(android.isEmpty)
        #expect(Self.windows("$(PROTOCOL_NAME)").isEmpty)
    }

    @Test func windowsNamesAreNotAlsoReportedByTheSchemeRules() {
        let file = Self.file(.windows, schemes: [Self.located("My_App"), Self.located("MyApp")])
        #expect(SchemeInvalidSyntax().check(file, options: RuleOptions()).isEmpty)
        #expect(SchemeNotLowercase().check(file, options: RuleOptions()).isEmpty)
        #expect(WindowsProtocolNameInvalid().check(file, options: RuleOptions()).count == 2)
    }

    // MARK: associated-domain-malformed

    @Test(arguments: [
        "applinks:example.com", "applinks:*.example.com", "webcredentials:login.example.com?mode=developer",
        "appclips:example.com?mode=developer+managed", "activitycontinuation:www.example.co.uk?mode=managed",
        "applinks:$(ASSOCIATED_DOMAIN)",
    ])
    func wellFormedAssociatedDomains(_ entry: String) {
        #expect(Self.domains(entry).isEmpty)
    }

    @Test(arguments: [
        ("applinks:https://example.com/callback", 9, "URL scheme", Severity.error),
        ("https://example.com", 0, "URL scheme", .error),
        ("example.com", 0, "no service", .error),
        ("applink:example.com", 0, "'applink' is not a service", .error),
        ("applinks:example.com/oauth/callback", 20, "the path '/oauth/callback'", .error),
        ("applinks:example.com:8443", 20, "the port ':8443'", .warning),
        ("applinks:example.com?mode=debug", 20, "'?mode=debug' is not a mode", .error),
        ("applinks:login.*.example.com", 15, "'*' is allowed only", .error),
        ("applinks:*example.com", 9, "'*' is allowed only", .error),
        ("applinks:example.com.", 20, "trailing dot", .error),
        ("applinks:localhost", 9, "not a fully qualified domain name", .error),
        ("applinks:exa_mple.com", 9, "'exa_mple' is not a valid DNS label", .error),
        ("applinks:-example.com", 9, "'-example' is not a valid DNS label", .error),
        ("webcredentials:", 15, "the domain is empty", .error),
    ])
    func malformedAssociatedDomains(_ entry: String, _ offset: Int, _ reason: String, _ severity: Severity) throws {
        let findings = Self.domains(entry)
        let finding = try #require(findings.first)
        #expect(findings.count == 1)
        #expect(finding.ruleID == "associated-domain-malformed")
        #expect(finding.severity == severity)
        #expect(finding.range.start.column == 10 + offset, "\(finding.message)")
        #expect(finding.message.contains(reason), "\(finding.message)")
    }
}
