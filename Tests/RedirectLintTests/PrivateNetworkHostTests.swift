import RedirectLintModel
import Testing

/// Hosts only a private network knows: how development stacks, clusters and VPNs name their
/// servers (review 9b: a compose service, a LAN address, a WireGuard tunnel, `.local` ingress
/// names; review 37: a cluster's service names, which only its DNS answers).
@Suite("Private-network hosts")
struct PrivateNetworkHostTests {
    @Test(arguments: [
        "http://frontend:3000/auth/callback", "http://192.168.196.1:5556/dex", "http://10.0.0.1:3000/*",
        "http://172.20.0.5/cb", "http://100.101.102.103/cb", "http://app.collector.local/*", "http://dex.internal/cb",
        "http://nas.home.arpa/cb", "https://jitsi-admin.ddev.site/cb", "http://box.fritz.box/cb", "http://portal.nlx.minikube/cb", "http://[fd12:3456::1]/cb", "http://oauth2-proxy",
        "http://dex.auth.svc.cluster.local:5556/dex", "http://keycloak.auth:8080/cb", "http://kubeapps.kubeapps/oauth2/callback",
    ])
    func isPrivate(_ uri: String) {
        #expect(RedirectURI(uri).hasPrivateNetworkHost)
    }

    @Test(arguments: [
        "http://portal.contoso.com/cb", "http://172.32.0.1/cb", "http://8.8.8.8/cb", "http://192.169.1.1/cb",
        "http://shop.contoso.app/cb", "http://[2001:db8::1]/cb", "http://auth.contoso.dev/cb", "com.contoso.app:/cb",
        "http://пример.рф/cb", "http://login.contoso.xn--p1ai/cb",
        // A numeric last label is an IPv4 address to browsers (134.744 is 134.0.2.232).
        "http://134.744/cb", "http://8.8.8.8./cb",
    ])
    func isNotPrivate(_ uri: String) {
        #expect(!RedirectURI(uri).hasPrivateNetworkHost)
    }

    /// A deployed cluster's service names are private, but no developer's: a secret for a
    /// server there is a production one (second reading of review 37's change).
    @Test(arguments: [
        ("http://localhost:8080/realms/demo", true), ("http://keycloak.local:8080/realms/demo", true),
        ("http://keycloak:8080/realms/demo", true), ("http://192.168.1.20/realms/demo", true),
        ("http://keycloak.identity.svc.cluster.local:8080/realms/prod", false), ("http://keycloak.auth:8080/realms/prod", false),
        ("https://sso.contoso.com/realms/prod", false),
    ])
    func isDevelopmentAddress(_ uri: String, _ expected: Bool) {
        #expect(RedirectURI(uri).isDevelopmentAddress == expected)
    }
}
