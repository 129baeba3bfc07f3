import RedirectLintDialects
import RedirectLintModel
import Testing

/// Ory Hydra Maester's `OAuth2Client` resources, as a GitOps repository keeps them: several
/// documents of one manifest, beside other Kubernetes objects.
@Suite("Hydra Maester dialect")
struct HydraMaesterDialectTests {
    static let manifest = """
    apiVersion: v1
    kind: ServiceAccount
    metadata:
      name: maester
    ---
    apiVersion: hydra.ory.sh/v1alpha1
    kind: OAuth2Client
    metadata:
      name: reporting
    spec:
      grantTypes: [client_credentials]
      responseTypes: [token]
      secretName: reporting-credentials
    ---
    apiVersion: hydra.ory.sh/v1alpha1
    kind: OAuth2Client
    metadata:
      name: notes-mobile
    spec:
      clientName: Notes
      grantTypes:
        - authorization_code
      redirectUris:
        - com.contoso.notes:/oauth2redirect
      postLogoutRedirectUris: [com.contoso.notes:/signed-out]
      tokenEndpointAuthMethod: none
      skipConsent: true
    """

    @Test func eachResourceIsAClient() throws {
        let (format, model) = try extract("deploy/oauth2-clients.yaml", Self.manifest)
        let clients = try #require(model).registrations
        #expect(format == "hydra-maester")
        #expect(clients.map(\.displayName) == ["reporting", "Notes"])
        #expect(clients[0].grantTypes.map(\.value) == ["client_credentials"])
        #expect(clients[0].responseTypes.map(\.at) == ["12:19"])
        #expect(!clients[0].usesRedirects)
        let mobile = clients[1]
        #expect(mobile.redirectURIs.map(\.at) == ["24:7"])
        #expect(mobile.postLogoutRedirectURIs.map(\.value.text) == ["com.contoso.notes:/signed-out"])
        #expect(mobile.declaredType?.value == .public)
        #expect(mobile.consentSkipped?.value == true)
        #expect(mobile.isNative, "the private-use redirect shows an app")
        #expect(mobile.secrets.isEmpty, "the secret is in the Kubernetes secret the resource names")
    }

    @Test func otherResourcesAndOtherAPIGroupsAreNotClients() throws {
        #expect(try recognizedDialect("a.yaml", "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: OAuth2Client\n") == nil)
        let other = "apiVersion: example.com/v1\nkind: OAuth2Client\nspec:\n  redirectUris: [https://a.example.com/cb]\n"
        #expect(try recognizedDialect("a.yaml", other) != "hydra-maester")
    }
}
