// Host tests for http(s) URIs. They look only at scheme and host, not at `kind`, so
// a URI classified `invalid` for another reason (`http://localhost:*/cb`) still tells
// the loopback rules what it was meant to be. Answered once, while parsing, into
// `RedirectURI.isLoopbackIP`, `isLocalhostName` and `isUnspecifiedAddress`.

extension RedirectURI {
    public var isLoopback: Bool { isLoopbackIP || isLocalhostName }

    /// An http(s) host that is a wildcard DNS name for the loopback address: one that embeds
    /// it (`dex.127.0.0.1.nip.io`, `*.127.0.0.1.sslip.io`), or a public domain whose every
    /// name resolves to 127.0.0.1 (`dex.localtest.me`, `app.lvh.me`, `app.traefik.me`): how
    /// local setups name a server on the machine. Its traffic never leaves the machine, so it is no cleartext
    /// remote host; it is still a name, not the IP literal RFC 8252 §7.3 asks of a loopback
    /// redirect.
    public var namesLoopbackAddress: Bool {
        guard schemeLowercased == "http" || schemeLowercased == "https", let host else { return false }
        let labels = host.asciiLowercased.filter { $0 != "*" }.split(separator: ".")
        if labels.count >= 2, Self.loopbackDomains.contains(labels.suffix(2).joined(separator: ".")) { return true }
        if let address = Self.addressSpelt(by: labels) { return address[0] == 127 }
        // traefik.me resolves any name that spells no address to 127.0.0.1.
        return labels.count >= 3 && labels.suffix(2).joined(separator: ".") == "traefik.me"
    }

    /// The IPv4 address a wildcard DNS name resolves to, the one its last four parts before
    /// the domain spell (`dex.10.0.0.1.nip.io`, `app-10-0-0-1.sslip.io`, `10.0.0.1.traefik.me`).
    static func addressSpelt(by labels: [Substring]) -> [UInt8]? {
        guard labels.count >= 3, ["nip.io", "sslip.io", "traefik.me"].contains(labels.suffix(2).joined(separator: ".")) else { return nil }
        let parts = labels.dropLast(2).flatMap { $0.split(separator: "-") }.suffix(4)
        return IPAddress.ipv4(Substring(parts.joined(separator: ".")))
    }

    /// Public domains kept for local development, every name under which resolves to 127.0.0.1.
    static let loopbackDomains: Set<String> = ["localtest.me", "lvh.me", "vcap.me", "localho.st"]
}

extension RedirectURI {
    /// An http(s) host no deployment can have: under the domains RFC 2606 reserves for
    /// documentation (`example.com`, `example.net`, `example.org`) or a top-level domain
    /// reserved for tests and examples (`.test`, `.example`, `.invalid`). Such a URI is a
    /// placeholder a deployment replaces (`http://portal.example.org/*` in a realm template),
    /// so nothing can travel to it in clear text.
    public var hasReservedExampleHost: Bool {
        guard schemeLowercased == "http" || schemeLowercased == "https", let host else { return false }
        // A pattern's `*` (`portal.example.org*`, `*.example.org`) is no part of the domain.
        let labels = host.asciiLowercased.filter { $0 != "*" }.split(separator: ".").map(String.init)
        guard let last = labels.last else { return false }
        if ["test", "example", "invalid"].contains(last) { return true }
        return labels.count >= 2 && labels[labels.count - 2] == "example" && ["com", "net", "org"].contains(last)
    }
}

struct LoopbackHost {
    /// An http(s) URI whose host is a loopback IP literal: `127.0.0.0/8` in strict
    /// dotted-decimal, or any spelling of `[::1]` (`[0:0:0:0:0:0:0:1]`). IPv4-mapped
    /// forms (`[::ffff:127.0.0.1]`) are not counted: RFC 8252 names only the two.
    var isLoopbackIP = false
    /// An http(s) URI whose host is `localhost` or ends in `.localhost` (RFC 6761
    /// §6.3), any case, trailing root dot allowed.
    var isLocalhostName = false
    /// An http(s) URI to `0.0.0.0` or `[::]`: "listen everywhere", not loopback;
    /// a redirect there reaches whatever the browser's OS routes it to.
    var isUnspecifiedAddress = false

    init(schemeLowercased: String?, host: String?) {
        // http or https: the schemes whose hosts RFC 8252 §7.3 and §8.3 talk about.
        guard schemeLowercased == "http" || schemeLowercased == "https", let host else { return }
        if let octets = IPAddress.ipv4(Substring(host)) {
            isLoopbackIP = octets[0] == 127
            isUnspecifiedAddress = octets == [0, 0, 0, 0]
        } else if host.unicodeScalars.count >= 2, host.unicodeScalars.first == "[", host.unicodeScalars.last == "]",
                  let groups = IPAddress.ipv6(Substring(String(host.unicodeScalars.dropFirst().dropLast()))) {
            isLoopbackIP = groups == [0, 0, 0, 0, 0, 0, 0, 1]
            isUnspecifiedAddress = groups == [0, 0, 0, 0, 0, 0, 0, 0]
        }
        var name = host.asciiLowercased
        if name.hasSuffix(".") { name.removeLast() }
        isLocalhostName = name == "localhost" || name.hasSuffix(".localhost")
    }
}
