import RedirectLintSource
import Testing
@testable import RedirectLintModel

private func slice(_ uri: RedirectURI, _ range: Range<String.Index>?) -> String? {
    range.map { String(uri.text.unicodeScalars[$0]) }
}

@Suite("RedirectURI classification")
struct RedirectURIKindTests {
    @Test(arguments: [
        ("org.northwind.app:/cb", RedirectURIKind.privateUse),
        ("myapp:/cb", .privateUse),
        ("com.contoso.app://cb", .privateUse),
        ("http://127.0.0.1/cb", .loopbackIP),
        ("http://127.8.9.10:5000/", .loopbackIP),
        ("http://[::1]:8080/cb", .loopbackIP),
        ("http://[0:0:0:0:0:0:0:1]/cb", .loopbackIP),
        ("http://[0000::0001]/cb", .loopbackIP),
        ("https://127.0.0.1/cb", .loopbackIP),
        ("http://localhost/cb", .localhostName),
        ("http://app.localhost:3000", .localhostName),
        ("http://localhost./cb", .localhostName),
        ("HTTP://LOCALHOST/", .localhostName),
        ("http://0.0.0.0/cb", .cleartextHTTP),
        ("http://[::]/cb", .cleartextHTTP),
        ("http://127.0.0.01/cb", .cleartextHTTP),
        ("http://127.0.0.256/cb", .cleartextHTTP),
        ("http://[::ffff:127.0.0.1]/cb", .cleartextHTTP),
        ("http://localhost.example.com/cb", .cleartextHTTP),
        ("https://app.example.com/cb#x", .claimedHTTPS),
        ("https://*.example.com/cb", .claimedHTTPS),
        ("http://app.example.com/cb", .cleartextHTTP),
        ("javascript:alert(1)", .privateUse),
        ("data:text/html,hi", .privateUse),
        ("https://user:pw@app.example.com/cb", .claimedHTTPS),
        ("urn:ietf:wg:oauth:2.0:oob", .outOfBand),
        ("urn:ietf:wg:oauth:2.0:oob:auto", .outOfBand),
        ("URN:IETF:WG:OAUTH:2.0:OOB", .outOfBand),
        ("oob", .outOfBand),
        ("/cb", .relative),
        ("cb", .relative),
        ("//app.example.com/cb", .relative),
        ("${authBaseUrl}/cb", .templated),
        ("$(APP_SCHEME):/cb", .templated),
        ("https://{{host}}/cb", .templated),
        ("https://##DOMAIN##/cb", .templated),
        ("https://@@DOMAIN@@/cb", .templated),
        ("{customUriScheme}:/callback", .templated),
        ("https://{yourOktaDomain}/callback", .templated),
        ("{baseUrl}/login/oauth2/code/{registrationId}", .templated),
        ("https://ISSUER_HOST_PLACEHOLDER/oidc-callback.html", .templated),
        ("https://APP_HOST:8443/cb", .templated),
        ("<your_custom_scheme>://kinde_callback", .templated),
        ("https://<tenant>.contoso.com/cb", .templated),
        // An environment variable envsubst fills in when the container starts.
        ("$DEX_PUBLIC_URL/callback", .templated),
        ("https://app.contoso.com/$CALLBACK_PATH", .templated),
        ("https://app.contoso.com/cb?price=$5", .claimedHTTPS),
        // What to fill in, in words (MSAL's and Dex's samples).
        ("msal{your client ID}://auth", .templated),
        ("https://<your app host>/callback", .templated),
        ("https://exa mple.com/{a b", .invalid),
        ("https://a<b.contoso.com/cb", .invalid),
        ("http://localhost:*/callback", .invalid),
        ("https://exa mple.com", .invalid),
        ("http://[::1", .invalid),
        ("1abc:/x", .invalid),
        ("com.contoso.app:cb", .privateUse),
        ("", .invalid),
        ("https:///cb", .invalid),
        ("https://example.com/cb?x=100%", .invalid),
        ("https://bücher.example/cb", .claimedHTTPS),
    ])
    func kind(text: String, expected: RedirectURIKind) {
        #expect(RedirectURI(text).kind == expected)
    }

    @Test func schemeIsLowercasedForClassificationButKeptAsWritten() {
        let uri = RedirectURI("HTTP://LOCALHOST/")
        #expect(uri.scheme == "HTTP")
        #expect(uri.host == "LOCALHOST")
        #expect(uri.schemeLowercased == "http")
        #expect(uri.text == "HTTP://LOCALHOST/")
    }

    @Test func javascriptIsPrivateUseWithLowercasedScheme() {
        let uri = RedirectURI("JavaScript:alert(1)")
        #expect(uri.kind == .privateUse)
        #expect(uri.schemeLowercased == "javascript")
        #expect(uri.path == "alert(1)")
    }

    @Test func unspecifiedAddressIsNotLoopback() {
        for text in ["http://0.0.0.0/cb", "http://[::]/cb", "http://[0:0:0:0:0:0:0:0]:80/"] {
            let uri = RedirectURI(text)
            #expect(uri.isUnspecifiedAddress, "\(text)")
            #expect(!uri.isLoopback, "\(text)")
        }
        #expect(!RedirectURI("http://127.0.0.1/").isUnspecifiedAddress)
    }

    @Test func loopbackPredicates() {
        #expect(RedirectURI("http://127.0.0.1/").isLoopbackIP)
        #expect(RedirectURI("http://127.0.0.1/").isLoopback)
        #expect(!RedirectURI("http://127.0.0.1/").isLocalhostName)
        #expect(RedirectURI("http://a.b.localhost/").isLocalhostName)
        #expect(RedirectURI("http://a.b.localhost/").isLoopback)
        #expect(!RedirectURI("com.contoso.app://localhost/cb").isLocalhostName)
        #expect(!RedirectURI("com.contoso.app://127.0.0.1/cb").isLoopbackIP)
        #expect(!RedirectURI("http://notlocalhost/").isLocalhostName)
        // The kind is invalid (bad port), the host still says what it was meant to be.
        #expect(RedirectURI("http://localhost:*/callback").isLocalhostName)
    }

    /// Wildcard DNS names that resolve to the machine itself (review 58: traefik.me, which
    /// resolves a name to the address its last four parts spell, and any other to 127.0.0.1).
    @Test(arguments: [
        ("http://my-app.traefik.me/*", true), ("http://127.0.0.1.traefik.me/cb", true), ("http://web-1.traefik.me/cb", true),
        ("http://app-127-0-0-1.traefik.me/cb", true), ("http://app-203-0-113-7.traefik.me/cb", false),
        ("http://10.0.0.1.traefik.me/cb", false), ("http://dex.localtest.me/cb", true), ("http://app.lvh.me/cb", true),
        ("http://dex.127.0.0.1.nip.io/cb", true), ("http://dex.10.0.0.1.nip.io/cb", false), ("http://traefik.me.contoso.com/cb", false),
    ])
    func namesThatResolveToTheMachine(_ uri: String, _ loopback: Bool) {
        #expect(RedirectURI(uri).namesLoopbackAddress == loopback)
    }

    @Test func templateRangePointsAtThePlaceholder() {
        let uri = RedirectURI("${authBaseUrl}/cb")
        #expect(slice(uri, uri.templateRange) == "${authBaseUrl}")
        let later = RedirectURI("https://x/{{a}}/${b}")
        #expect(slice(later, later.templateRange) == "{{a}}")
        let hash = RedirectURI("https://##TENANT_DOMAIN##/callback")
        #expect(slice(hash, hash.templateRange) == "##TENANT_DOMAIN##")
    }

    @Test(arguments: ["${}", "${unclosed", "{{}}", "####", "@@a", "$()", "https://x/a$b", "user@@host"])
    func notATemplate(text: String) {
        #expect(RedirectURI(text).templateRange == nil)
    }
}

@Suite("RedirectURI components")
struct RedirectURIComponentTests {
    @Test func privateUseWithAuthority() {
        let uri = RedirectURI("com.contoso.app://cb")
        #expect(uri.scheme == "com.contoso.app")
        #expect(uri.hasAuthority)
        #expect(uri.host == "cb")
        #expect(uri.path == "")
        #expect(uri.hasDoubleSlashAfterPrivateScheme)
        #expect(slice(uri, uri.doubleSlashRange) == "//")
        #expect(uri.doubleSlashRange?.lowerBound == uri.text.firstIndex(of: "/"))
    }

    @Test func privateUseSingleSlash() {
        let uri = RedirectURI("org.northwind.app:/cb")
        #expect(uri.scheme == "org.northwind.app")
        #expect(!uri.hasAuthority)
        #expect(uri.authority == nil)
        #expect(uri.host == nil)
        #expect(uri.path == "/cb")
        #expect(uri.schemeHasPeriod)
        #expect(!uri.hasDoubleSlashAfterPrivateScheme)
        #expect(!uri.hasNoSlashAfterScheme)
    }

    @Test func privateUseWithoutSlash() {
        let uri = RedirectURI("com.contoso.app:cb")
        #expect(uri.hasNoSlashAfterScheme)
        #expect(uri.path == "cb")
        #expect(!RedirectURI("https:cb").hasNoSlashAfterScheme)
        #expect(!RedirectURI("myapp:/cb").schemeHasPeriod)
    }

    @Test func ipv6LoopbackWithPort() {
        let uri = RedirectURI("http://[::1]:8080/cb")
        #expect(uri.host == "[::1]")
        #expect(uri.hostWithoutBrackets == "::1")
        #expect(uri.port == "8080")
        #expect(uri.portNumber == 8080)
        #expect(uri.path == "/cb")
        #expect(uri.issues.isEmpty)
    }

    @Test func everyComponent() {
        let uri = RedirectURI("https://user:pw@app.example.com:8443/a/b?x=1&y=2#frag")
        #expect(uri.scheme == "https")
        #expect(uri.authority == "user:pw@app.example.com:8443")
        #expect(uri.userinfo == "user:pw")
        #expect(uri.host == "app.example.com")
        #expect(uri.hostWithoutBrackets == "app.example.com")
        #expect(uri.port == "8443")
        #expect(uri.path == "/a/b")
        #expect(uri.query == "x=1&y=2")
        #expect(uri.fragment == "frag")
        #expect(uri.issues.isEmpty)
    }

    @Test func rangesPointIntoTheText() throws {
        let uri = RedirectURI("http://localhost:3000/cb?a#f")
        let text = uri.text
        #expect(text[try #require(uri.hostRange)] == "localhost")
        #expect(text[try #require(uri.portRange)] == "3000")
        #expect(text[try #require(uri.schemeRange)] == "http")
        #expect(text[uri.pathRange] == "/cb")
        #expect(text[try #require(uri.queryRange)] == "a")
        #expect(text[try #require(uri.fragmentRange)] == "f")
        #expect(text[try #require(uri.authorityRange)] == "localhost:3000")
    }

    @Test func rangesBecomeSourceRanges() throws {
        // How rules will use the ranges: a verbatim value at line 3, column 10.
        let uri = RedirectURI("http://löcalhost:8080/cb")
        let start = SourcePosition(line: 3, column: 10, offset: 40)
        let located = Located(uri.text, range: SourceRange(start: start, end: start), isVerbatim: true)
        let port = located.range(of: try #require(uri.portRange))
        #expect(port.start.column == 10 + "http://löcalhost:".unicodeScalars.count)
        #expect(port.end.column == port.start.column + 4)
        #expect(port.start.offset == 40 + "http://löcalhost:".utf8.count)
    }

    @Test func fragmentAndWildcard() {
        let fragment = RedirectURI("https://app.example.com/cb#x")
        #expect(fragment.fragment == "x")
        #expect(!fragment.hasWildcard)

        let wildcard = RedirectURI("https://*.example.com/cb")
        #expect(wildcard.host == "*.example.com")
        #expect(wildcard.hasWildcard)
        #expect(wildcard.wildcardRange?.lowerBound == wildcard.hostRange?.lowerBound)
        #expect(wildcard.issues.isEmpty)
    }

    @Test func emptyQueryAndFragmentAreNotAbsent() {
        let uri = RedirectURI("https://x/cb?#")
        #expect(uri.query == "")
        #expect(uri.fragment == "")
        #expect(RedirectURI("https://x/cb").query == nil)
        #expect(RedirectURI("https://x/cb").fragment == nil)
    }

    @Test func emptyPortIsPresentButHasNoNumber() {
        let uri = RedirectURI("http://localhost:/cb")
        #expect(uri.port == "")
        #expect(uri.portNumber == nil)
        #expect(uri.issues.isEmpty)
    }

    @Test func portWithLeadingZeros() {
        #expect(RedirectURI("http://x:0080/").portNumber == 80)
        #expect(RedirectURI("http://x:65535/").portNumber == 65535)
        #expect(RedirectURI("http://x:65536/").portNumber == nil)
        #expect(RedirectURI("http://x:99999999999999999999999/").portNumber == nil)
    }

    @Test func userinfoEndsAtTheLastAt() {
        let uri = RedirectURI("https://a@b@evil.example/cb")
        #expect(uri.userinfo == "a@b")
        #expect(uri.host == "evil.example")
        #expect(uri.kind == .invalid)
    }

    @Test func relativeReferences() {
        let path = RedirectURI("/cb")
        #expect(path.scheme == nil)
        #expect(path.path == "/cb")
        let network = RedirectURI("//host/cb")
        #expect(network.host == "host")
        #expect(network.hasAuthority)
    }

    @Test func combiningMarkAfterDelimiterIsSlicedByScalar() {
        // ":" + U+0301 is one Character; the path must still start at the accent.
        let uri = RedirectURI("a:\u{301}b")
        #expect(uri.scheme == "a")
        #expect(uri.path == "\u{301}b")
    }
}

@Suite("RedirectURI syntax issues")
struct URISyntaxIssueTests {
    private func issue(_ text: String, _ kind: URISyntaxIssue.Kind) -> (RedirectURI, URISyntaxIssue)? {
        let uri = RedirectURI(text)
        return uri.issues.first { $0.kind == kind }.map { (uri, $0) }
    }

    @Test func space() throws {
        let (uri, found) = try #require(issue("https://exa mple.com", .space))
        #expect(uri.text[found.range] == " ")
        #expect(uri.text.distance(from: uri.text.startIndex, to: found.range.lowerBound) == 11)
        #expect(uri.kind == .invalid)
    }

    @Test func firstOfSeveralSpaces() throws {
        let (uri, found) = try #require(issue("https://x/a b c", .space))
        #expect(uri.text[uri.text.startIndex..<found.range.lowerBound] == "https://x/a")
        #expect(uri.issues.filter { $0.kind == .space }.count == 1)
    }

    @Test(arguments: ["https://x/\u{0}", "https://x/\t", "https://x/cb\n", "https://x/\u{7F}"])
    func controlCharacter(text: String) throws {
        let (uri, found) = try #require(issue(text, .controlCharacter))
        #expect(uri.kind == .invalid)
        #expect(found.message.contains("U+00"))
    }

    @Test func nonASCIIIsAnIssueButNotInvalid() throws {
        let (uri, found) = try #require(issue("https://x/caf\u{E9}", .nonASCIICharacter))
        #expect(uri.text[found.range] == "\u{E9}")
        #expect(found.message.hasPrefix("non-ASCII character"))
        #expect(found.message.contains("U+00E9"))
        #expect(uri.kind == .claimedHTTPS)
    }

    @Test func emoji() throws {
        let (uri, found) = try #require(issue("myapp.example.com:/👍", .nonASCIICharacter))
        #expect(uri.text[found.range] == "👍")
        #expect(uri.kind == .privateUse)
    }

    @Test(arguments: ["\"", "<", ">", "\\", "^", "`", "{", "|", "}"])
    func disallowedASCII(character: String) throws {
        let (uri, found) = try #require(issue("https://x/a" + character + "b", .disallowedCharacter))
        #expect(uri.text[found.range] == Substring(character))
        #expect(uri.kind == .invalid)
    }

    @Test func backslashBeforeAtIsInvalid() {
        // WHATWG turns "\" into "/", so browsers and servers would disagree on the host.
        #expect(RedirectURI("https://evil.example\\@good.example/").kind == .invalid)
    }

    @Test(arguments: [
        ("https://x/[a]", "["),
        ("https://x/cb#a#b", "#"),
        ("https://a@b@x/", "@"),
        ("https://a:b:80/", ":"),
        ("https://x/cb?a]", "]"),
    ])
    func misplacedDelimiter(text: String, expected: String) throws {
        let (uri, found) = try #require(issue(text, .disallowedCharacter))
        #expect(uri.text[found.range] == Substring(expected))
    }

    @Test(arguments: [("https://x/%", "%"), ("https://x/%4", "%4"), ("https://x/%zz", "%zz"), ("https://x/a%2", "%2")])
    func invalidPercentEncoding(text: String, pointed: String) throws {
        let (uri, found) = try #require(issue(text, .invalidPercentEncoding))
        #expect(String(uri.text.unicodeScalars[found.range]) == pointed)
        #expect(uri.kind == .invalid)
    }

    @Test func validPercentEncoding() {
        #expect(RedirectURI("https://x/a%20b%2F%c3%A9").issues.isEmpty)
    }

    @Test(arguments: [("http://localhost:*/callback", "*"), ("http://x:80a/", "80a"), ("http://x:65536/", "65536"),
                      ("http://x:123456789012345678901234567890/", "123456789012345678901234567890")])
    func invalidPort(text: String, port: String) throws {
        let (uri, found) = try #require(issue(text, .invalidPort))
        #expect(uri.text[found.range] == Substring(port))
        #expect(uri.kind == .invalid)
    }

    @Test func wildcardPortAlsoCountsAsWildcard() throws {
        let uri = RedirectURI("http://localhost:*/callback")
        #expect(uri.hasWildcard)
        #expect(uri.port == "*")
        #expect(uri.host == "localhost")
        #expect(uri.text[try #require(uri.wildcardRange)] == "*")
    }

    @Test func unclosedIPv6Literal() throws {
        let (uri, found) = try #require(issue("http://[::1", .unbalancedBrackets))
        #expect(uri.text[found.range] == "[")
        #expect(uri.host == "[::1")
        #expect(uri.port == nil)
        #expect(uri.kind == .invalid)
    }

    @Test func strayClosingBracket() throws {
        let (uri, found) = try #require(issue("http://::1]:80/", .unbalancedBrackets))
        #expect(uri.text[found.range] == "]")
        #expect(uri.port == "80")
    }

    @Test(arguments: ["http://[::g]/", "http://[1:2:3:4:5:6:7:8:9]/", "http://[1::2::3]/", "http://[127.0.0.1]/",
                      "http://[fe80::1%25en0]/", "http://[::1]x/", "http://[1.2.3.4::1]/", "http://[vZ.x]/", "http://[]/"])
    func invalidIPLiteral(text: String) throws {
        let (uri, _) = try #require(issue(text, .invalidIPLiteral))
        #expect(uri.kind == .invalid)
    }

    @Test(arguments: ["http://[::ffff:1.2.3.4]/", "http://[1:2:3:4:5:6:7::]/", "http://[::]/", "http://[v1.fe80::a+en1]/",
                      "http://[2001:DB8::1]:443/", "http://[1:2:3:4:5:6:1.2.3.4]/"])
    func validIPLiteral(text: String) {
        #expect(RedirectURI(text).issues.isEmpty)
    }

    @Test func invalidSchemeIsReportedSeparately() throws {
        let uri = RedirectURI("1abc:/x")
        let scheme = try #require(uri.schemeIssue)
        #expect(scheme.kind == .invalidScheme)
        #expect(uri.text[scheme.range] == "1abc")
        #expect(uri.issuesExceptScheme.isEmpty)
        #expect(uri.kind == .invalid)
    }

    @Test(arguments: [("http://keycloak_app:8080/cb", "_"), ("https://-api.contoso.com/cb", "-api"),
                      ("https://api-.contoso.com", "api-"), ("https://contoso..com/cb", "."), ("https://.contoso.com", ".")])
    func hostThatIsNoDNSName(text: String, pointed: String) throws {
        let (uri, found) = try #require(issue(text, .invalidHostName))
        #expect(String(uri.text.unicodeScalars[found.range]) == pointed)
        // The URI still splits reliably: rules about its scheme or port go on judging it.
        #expect(uri.kind != .invalid)
    }

    @Test(arguments: ["https://contoso.com./cb", "https://xn--bcher-kva.example", "http://127.0.0.1:8080",
                      "https://*.contoso.com", "https://{tenant}.contoso.com", "com.contoso.app://my_host/cb",
                      "https://a1-b2.c3.contoso.com"])
    func hostsLeftToOtherChecks(text: String) {
        #expect(issue(text, .invalidHostName) == nil)
    }

    @Test(arguments: ["my_app:/cb", "com.contoso.my app:/cb", "-app:/cb", "+x:/y"])
    func invalidSchemes(text: String) {
        #expect(RedirectURI(text).schemeIssue != nil)
    }

    @Test func leadingColonIsAnEmptyScheme() throws {
        let uri = RedirectURI(":cb")
        let scheme = try #require(uri.schemeIssue)
        #expect(uri.text[scheme.range] == ":")
        #expect(uri.scheme == nil)
    }

    @Test func empty() throws {
        let uri = RedirectURI("")
        #expect(uri.issues.map(\.kind) == [.empty])
        #expect(uri.kind == .invalid)
        #expect(uri.path == "")
    }

    @Test(arguments: ["https:///cb", "http:/cb", "https:"])
    func httpWithoutHost(text: String) throws {
        let (uri, _) = try #require(issue(text, .missingHost))
        #expect(uri.kind == .invalid)
    }

    @Test func issuesAreInTextOrder() {
        let uri = RedirectURI("ht_tp://x y/%zz|")
        let positions = uri.issues.map(\.range.lowerBound)
        #expect(positions == positions.sorted())
        #expect(Set(uri.issues.map(\.kind)) == [.invalidScheme, .space, .invalidPercentEncoding, .disallowedCharacter])
    }

    @Test func validURIsHaveNoIssues() {
        for text in ["org.northwind.app:/cb", "http://127.0.0.1:5000/cb", "https://app.example.com/a/b?c=d&e=f#g",
                     "urn:ietf:wg:oauth:2.0:oob", "/cb", "mailto:a@b.example", "https://x/!$&'()*+,;=:@-._~"] {
            #expect(RedirectURI(text).issues.isEmpty, "\(text)")
        }
    }
}

@Suite("RedirectURI robustness and keys")
struct RedirectURIRobustnessTests {
    @Test(arguments: ["", "%", "[", "]", ":", "//", "///", "?", "#", "@", "[:", "//[", "//@", "//:", "a://[::1]:",
                      "\u{0}", "👍", "é:/", "::::", "$(", "${", "{{", "##", "@@", "http://[", "http://]", "x:%"])
    func neverCrashes(text: String) {
        let uri = RedirectURI(text)
        #expect(uri.text == text)
        _ = (uri.scheme, uri.authority, uri.userinfo, uri.host, uri.port, uri.portNumber, uri.path,
             uri.query, uri.fragment, uri.hostWithoutBrackets, uri.loopbackKey, uri.isLoopback,
             uri.isUnspecifiedAddress, uri.wildcardRange, uri.hasNoSlashAfterScheme)
    }

    @Test func hugeInput() {
        let text = "https://x/" + String(repeating: "${a", count: 20_000) + String(repeating: "%", count: 20_000)
        let uri = RedirectURI(text)
        #expect(uri.kind == .invalid)
        #expect(uri.templateRange == nil)
    }

    @Test func loopbackKeyIgnoresLoopbackPorts() {
        #expect(RedirectURI("http://127.0.0.1:1234/cb").loopbackKey == RedirectURI("http://127.0.0.1:5678/cb").loopbackKey)
        #expect(RedirectURI("http://127.0.0.1:1234/cb").loopbackKey == RedirectURI("http://127.0.0.1/cb").loopbackKey)
        #expect(RedirectURI("http://[::1]:1/cb").loopbackKey == RedirectURI("http://[::1]/cb").loopbackKey)
        #expect(RedirectURI("http://localhost:1/cb").loopbackKey == RedirectURI("HTTP://LocalHost:2/cb").loopbackKey)
    }

    @Test func loopbackKeyKeepsRemotePortsAndPaths() {
        #expect(RedirectURI("https://app.example.com:8443/cb").loopbackKey
                != RedirectURI("https://app.example.com:9443/cb").loopbackKey)
        #expect(RedirectURI("http://127.0.0.1/cb").loopbackKey != RedirectURI("http://127.0.0.1/cb/").loopbackKey)
        #expect(RedirectURI("HTTPS://App.Example.com/CB").loopbackKey == "https://app.example.com/CB")
        #expect(RedirectURI("http://127.0.0.1:1234/cb?a=B#F").loopbackKey == "http://127.0.0.1/cb?a=B#F")
    }

    @Test func equalityIsByteExact() {
        #expect(RedirectURI("https://x/caf\u{E9}") != RedirectURI("https://x/cafe\u{301}"))
        #expect(RedirectURI("https://x/cb") == RedirectURI("https://x/cb"))
        #expect(Set([RedirectURI("a:/b"), RedirectURI("a:/b"), RedirectURI("A:/b")]).count == 2)
    }
}

@Suite("RedirectURI random inputs")
struct RedirectURIFuzzTests {
    /// A fixed-seed generator, so a failure reproduces.
    private struct SplitMix: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    @Test func componentsStayInOrderAndInsideTheText() {
        let alphabet: [String] = [":", "/", "/", "?", "#", "[", "]", "@", "%", "a", "F", "1", ".", "*", "$", "{", "}",
                                  " ", "é", "\u{301}", "👍", "\u{0}", "h", "t", "p", "::1"]
        var random = SplitMix(state: 8252)
        for _ in 0..<3_000 {
            let length = Int.random(in: 0...16, using: &random)
            let text = (0..<length).map { _ in alphabet.randomElement(using: &random) ?? "" }.joined()
            let uri = RedirectURI(text)
            let whole = text.startIndex..<text.endIndex
            let ordered = [uri.schemeRange, uri.authorityRange, Optional(uri.pathRange), uri.queryRange, uri.fragmentRange]
                .compactMap { $0 }
            #expect(zip(ordered, ordered.dropFirst()).allSatisfy { $0.upperBound <= $1.lowerBound }, "\(text.debugDescription)")
            for part in [uri.userinfoRange, uri.hostRange, uri.portRange].compactMap({ $0 }) {
                #expect(uri.authorityRange.map { $0.contains(part.lowerBound) || $0.upperBound == part.lowerBound } ?? false,
                        "\(text.debugDescription)")
            }
            #expect(uri.issues.allSatisfy { whole.contains($0.range.lowerBound) || $0.range.lowerBound == text.endIndex },
                    "\(text.debugDescription)")
            #expect(text.isEmpty == uri.issues.contains { $0.kind == .empty })
            _ = (uri.loopbackKey, uri.portNumber, uri.hostWithoutBrackets, uri.templateRange)
        }
    }
}

@Suite("Deploy-script placeholders")
struct QuestionMarkPlaceholderTests {
    @Test(arguments: ["?ROOTURL?/*", "https://?HOST?/callback", "?APP_URL_2?"])
    func upperCaseNamesBetweenQuestionMarksArePlaceholders(text: String) {
        #expect(RedirectURI(text).kind == .templated)
    }

    @Test(arguments: ["https://x.contoso.com/cb?A=1", "https://x.contoso.com/cb?next?", "https://x.contoso.com/?B?", "?"])
    func queriesAreNot(text: String) {
        // `?B?` has a one-letter name: too short to tell from a query.
        #expect(RedirectURI(text).kind != .templated)
    }

    /// Names between double underscores, as a deploy script's `sed` replaces them (review 66:
    /// a Dex config's `https://dex.__REPLACE_CLUSTER_FQDN__/callback`).
    @Test(arguments: ["https://dex.__REPLACE_CLUSTER_FQDN__/callback", "__APP_URL__/cb", "https://__HOST2__/"])
    func upperCaseNamesBetweenDoubleUnderscoresArePlaceholders(text: String) {
        #expect(RedirectURI(text).kind == .templated)
    }

    @Test(arguments: ["https://x.contoso.com/__init__/cb", "https://x.contoso.com/a__B", "https://x.contoso.com/__A__", "myapp://__x__",
                      "https://x.contoso.com/__/auth/handler", "https://x.contoso.com/cb?c=__Secure-id"])
    func otherUnderscoresAreNot(text: String) {
        // `__A__` has a one-letter name, as `?B?` does.
        #expect(RedirectURI(text).kind != .templated)
    }

    /// Inside a word, double underscores are a secret's characters (second reader 13), and a
    /// long run that never closes is read once.
    @Test func underscoresInsideAWordAreNoPlaceholder() {
        #expect(!SecretHasher.isPlaceholder("q8Zr1m__K7P2X__vN4t"))
        #expect(SecretHasher.isPlaceholder("__CLIENT_SECRET__"))
        #expect(TemplateSyntax.firstPlaceholder(in: String(repeating: "__A", count: 30_000)) == nil)
    }

    @Test func aTemplatedSecretIsAPlaceholder() {
        #expect(SecretHasher.isPlaceholder("?UUID?"))
    }

    /// A placeholder after the scheme leaves the scheme known; one in it, or an http(s)
    /// scheme, gives none.
    @Test func aPrivateUseSchemeBeforeAPlaceholderIsKnown() {
        #expect(RedirectURI("moneymateapp://${var.auth0_domain}/callback").privateUseScheme == "moneymateapp")
        #expect(RedirectURI("com.contoso.app:/oauth").privateUseScheme == "com.contoso.app")
        #expect(RedirectURI("${SCHEME}://callback").privateUseScheme == nil)
        #expect(RedirectURI("https://${HOST}/callback").privateUseScheme == nil)
        #expect(RedirectURI("http://localhost/cb").privateUseScheme == nil)
        #expect(RedirectURI("localhost:${var.port}/callback").privateUseScheme == nil)
        #expect(RedirectURI("myapp:${path}").privateUseScheme == nil)
    }
}
