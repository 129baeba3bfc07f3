// Whether an http(s) host is one only a private network knows, which makes a cleartext
// finding a note.

extension RedirectURI {
    /// An http(s) host that only a private network resolves or routes: an address in a
    /// private range (RFC 1918 `10/8`, `172.16/12`, `192.168/16`, RFC 6598 `100.64/10`,
    /// link-local `169.254/16`, IPv6 unique-local `fc00::/7` and link-local `fe80::/10`), a
    /// name of one label (a compose service: `http://frontend:3000`), or a name under a
    /// suffix kept for private networks (`.local`, `.internal`, `.lan`, `home.arpa`, `fritz.box`) or a
    /// development tool's (`.minikube`, `.docksal`, `ddev.site`). How development stacks, clusters on a
    /// laptop and VPNs name their servers. Kubernetes' cluster DNS (`dex.auth.svc.cluster.local`,
    /// `keycloak.auth`) is not counted: deployed clusters name their services so.
    public var hasPrivateNetworkHost: Bool {
        guard schemeLowercased == "http" || schemeLowercased == "https", var host = host?.asciiLowercased, !host.isEmpty else { return false }
        if let octets = IPAddress.ipv4(Substring(host)) {
            let (a, b) = (octets[0], octets[1])
            return a == 10 || (a == 172 && (16...31).contains(b)) || (a == 192 && b == 168)
                || (a == 100 && (64...127).contains(b)) || (a == 169 && b == 254)
        }
        if host.hasPrefix("["), host.hasSuffix("]") {
            guard let groups = IPAddress.ipv6(Substring(String(host.dropFirst().dropLast()))) else { return false }
            return groups[0] & 0xfe00 == 0xfc00 || groups[0] & 0xffc0 == 0xfe80
        }
        if host.hasSuffix(".") { host.removeLast() }
        if host.hasSuffix(".cluster.local") { return false }
        let labels = host.filter { $0 != "*" }.split(separator: ".")
        guard let last = labels.last else { return false }
        return labels.count == 1 || Self.privateParents.contains { host.hasSuffix($0) } || Self.privateSuffixes.contains(String(last))
    }

    /// Top-level names no public DNS answers for: RFC 6762's `.local`, ICANN's `.internal`,
    /// the ones routers and companies use, and development tools'.
    static let privateSuffixes: Set<String> = [
        "local", "internal", "lan", "home", "corp", "localdomain", "intranet", "private", "minikube", "docker", "docksal",
    ]

    /// Names under which a home network's router answers: RFC 8375's `home.arpa`, and
    /// `fritz.box`, AVM's FRITZ!Box routers' (`.box` itself is a public top-level domain); and
    /// `ddev.site`, whose every name DDEV's public DNS answers with 127.0.0.1.
    static let privateParents = [".home.arpa", ".fritz.box", ".ddev.site"]
}

extension RedirectURI {
    /// An address only the developer's machine or network knows (`http://localhost:8080/realms/demo`,
    /// `https://dex-server:10443/dex`): a server that is a tutorial's, a test's or a
    /// development stack's, not a deployment's.
    public var isDevelopmentAddress: Bool {
        isLoopbackIP || isLocalhostName || hasPrivateNetworkHost
    }
}
