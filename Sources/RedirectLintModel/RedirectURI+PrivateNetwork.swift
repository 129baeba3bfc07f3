// Whether an http(s) host is one only a private network knows, which makes a cleartext
// finding a note.

extension RedirectURI {
    /// An http(s) host that only a private network resolves or routes: an address in a
    /// private range (RFC 1918 `10/8`, `172.16/12`, `192.168/16`, RFC 6598 `100.64/10`,
    /// link-local `169.254/16`, written or spelt by a wildcard DNS name, IPv6 unique-local `fc00::/7` and link-local `fe80::/10`), a
    /// name of one label (a compose service: `http://frontend:3000`), a name under no public
    /// top-level domain, which only a private resolver answers (`.local`, `.internal`, `.lan`,
    /// `.minikube`, a cluster's DNS: `dex.auth.svc.cluster.local`, `kubeapps.kubeapps`), or a
    /// name under `home.arpa`, `fritz.box` or `ddev.site`. How development stacks, clusters and
    /// VPNs name their servers, and how a cluster's services reach each other inside it (review
    /// 37: Kubeflow's Dex issuer, reached through the mesh).
    public var hasPrivateNetworkHost: Bool {
        guard let labels = privateHostLabels else { return false }
        guard let last = labels.last else { return true }
        return !TopLevelDomains.icann.contains(String(last))
    }

    /// A host a development stack, a laptop's cluster or a VPN names its servers with: as
    /// `hasPrivateNetworkHost`, but of the names under no public top-level domain only those
    /// kept for private networks and development tools (`.local`, `.internal`, `.lan`,
    /// `.minikube`): a deployed cluster's DNS (`keycloak.auth.svc.cluster.local`) is no
    /// developer's.
    public var hasDevelopmentNetworkHost: Bool {
        guard let labels = privateHostLabels else { return false }
        guard let last = labels.last else { return true }
        return Self.developmentSuffixes.contains(String(last)) && !labels.suffix(2).elementsEqual(["cluster", "local"])
    }

    /// Names no public DNS answers for that development stacks, routers and companies use.
    static let developmentSuffixes: Set<String> = [
        "local", "internal", "lan", "home", "corp", "localdomain", "intranet", "private", "minikube", "docker", "docksal",
    ]

    /// The labels of a host that may be private, the last one a top-level name to judge; empty
    /// when the host is private whatever its name (a private address, one label, a name under
    /// `home.arpa`); nil when it is public (a public address, a numeric last label, which
    /// browsers read as an IPv4 address, or a non-ASCII one).
    private var privateHostLabels: [Substring]? {
        guard schemeLowercased == "http" || schemeLowercased == "https", var host = host?.asciiLowercased, !host.isEmpty else { return nil }
        if host.hasSuffix(".") { host.removeLast() }
        // A wildcard DNS name is the address it spells (review 74: `dashboard.172.30.2.2.nip.io`).
        if let octets = IPAddress.ipv4(Substring(host)) ?? Self.addressSpelt(by: host.filter { $0 != "*" }.split(separator: ".")) {
            let (a, b) = (octets[0], octets[1])
            let isPrivate = a == 10 || (a == 172 && (16...31).contains(b)) || (a == 192 && b == 168)
                || (a == 100 && (64...127).contains(b)) || (a == 169 && b == 254)
            return isPrivate ? [] : nil
        }
        if host.hasPrefix("["), host.hasSuffix("]") {
            guard let groups = IPAddress.ipv6(Substring(String(host.dropFirst().dropLast()))) else { return nil }
            return groups[0] & 0xfe00 == 0xfc00 || groups[0] & 0xffc0 == 0xfe80 ? [] : nil
        }
        let labels = host.filter { $0 != "*" }.split(separator: ".")
        guard let last = labels.last, last.allSatisfy(\.isASCII), !last.allSatisfy(\.isNumber) else { return nil }
        if labels.count == 1 || Self.privateParents.contains(where: { host.hasSuffix($0) }) { return [] }
        return labels
    }

    /// Names under which a home network's router answers: RFC 8375's `home.arpa`, and
    /// `fritz.box`, AVM's FRITZ!Box routers' (`.box` itself is a public top-level domain); and
    /// `ddev.site`, whose every name DDEV's public DNS answers with 127.0.0.1.
    static let privateParents = [".home.arpa", ".fritz.box", ".ddev.site"]
}

extension RedirectURI {
    /// A host of one label other than `localhost` (`http://frontend:3001`): a compose service
    /// of the same stack, which only that stack's network resolves; or Docker's name for the
    /// machine the stack runs on (`host.docker.internal`, review 68).
    public var hasComposeServiceHost: Bool {
        guard let host = host?.asciiLowercased, !host.isEmpty, !isLoopback, hasPrivateNetworkHost else { return false }
        if ["host.docker.internal", "gateway.docker.internal"].contains(host) { return true }
        return !host.contains(".") && !host.hasPrefix("[") && !host.contains("*")
    }

    /// An address only the developer's machine or network knows (`http://localhost:8080/realms/demo`,
    /// `https://dex-server:10443/dex`): a server that is a tutorial's, a test's or a
    /// development stack's, not a deployment's.
    public var isDevelopmentAddress: Bool {
        isLoopbackIP || isLocalhostName || hasDevelopmentNetworkHost
    }
}
