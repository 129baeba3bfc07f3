import RedirectLintDialects
import RedirectLintModel
import Testing

@Suite("Spring Authorization Server dialect")
struct SpringAuthorizationServerDialectTests {
    static let yaml = """
    spring:
      security:
        oauth2:
          authorizationserver:
            issuer: https://auth.example.com
            client:
              desktop:
                require-proof-key: false
                require-authorization-consent: false
                registration:
                  client-id: desktop-app
                  client-secret: "{noop}plain-text"
                  client-authentication-methods: [none]
                  authorization-grant-types: [authorization_code, refresh_token]
                  redirect-uris:
                    - http://127.0.0.1/callback
              portal:
                registration:
                  clientId: portal
                  clientSecret: "{bcrypt}$2a$10$abcdefghijklmnopqrstuv"
                  redirectUris: https://portal.example.com/a, https://portal.example.com/b
    ---
    spring:
      config.activate.on-profile: dev
      security.oauth2.authorizationserver.client.dev.registration:
        client-id: dev
        redirect-uris[1]: http://localhost:8080/b
        redirect-uris[0]: http://localhost:8080/a
    """

    @Test func yamlClientsWithRelaxedBinding() throws {
        let model = try extract("application.yml", Self.yaml, with: SpringAuthorizationServerDialect())
        #expect(model.registrations.map(\.displayName) == ["desktop-app", "portal", "dev"])
        let desktop = model.registrations[0]
        #expect(desktop.server == ServerIdentity(name: "https://auth.example.com", source: .declared))
        #expect(desktop.anchor.at == "7:11")
        #expect(desktop.declaredType?.value == .public)
        #expect(desktop.grantTypes.map(\.value) == ["authorization_code", "refresh_token"])
        #expect(desktop.redirectURIs.first?.range.at == "16:19")
        #expect(desktop.secrets.map(\.range.at) == ["12:37"], "the secret after {noop}")
        #expect(desktop.pkce?.value == PKCEPolicy(required: true, allowsPlain: false), "public clients always need PKCE")
        #expect(desktop.consentSkipped?.value == true)
    }

    @Test func commaListsHashedSecretsAndProfiles() throws {
        let model = try extract("application.yml", Self.yaml, with: SpringAuthorizationServerDialect())
        let portal = model.registrations[1]
        #expect(portal.secrets.isEmpty, "a bcrypt hash is not the secret")
        #expect(portal.redirectURIs.map(\.value.text) == ["https://portal.example.com/a", "https://portal.example.com/b"])
        #expect(portal.redirectURIs.map(\.range.at) == ["21:29", "21:59"])
        #expect(portal.pkce?.value == PKCEPolicy(required: false, allowsPlain: false))
        #expect(portal.defaultAuthMethod == "client_secret_basic")
        let dev = model.registrations[2]
        #expect(dev.server.name == "https://auth.example.com", "a profile inherits the default issuer")
        #expect(dev.redirectURIs.map(\.value.text) == ["http://localhost:8080/a", "http://localhost:8080/b"])
        #expect(dev.redirectURIs[0].range.at == "28:23")
    }

    @Test func propertiesFile() throws {
        let text = """
        # Authorization server
        spring.security.oauth2.authorizationserver.client.cli.registration.client-id=cli
        spring.security.oauth2.authorizationserver.client.cli.registration.client-secret = hunter2-plain
        spring.security.oauth2.authorizationserver.client.cli.registration.redirect-uris[0]=\\
            com.contoso.cli:/callback
        spring.security.oauth2.authorizationserver.client.cli.require-proof-key: true
        """
        let model = try extract("application.properties", text, with: SpringAuthorizationServerDialect())
        let cli = try #require(model.registrations.first)
        #expect(cli.clientID?.value == "cli")
        #expect(cli.clientID?.range.at == "2:78")
        #expect(cli.server.source == .file)
        #expect(cli.secrets.map(\.range.at) == ["3:84"], "an unprefixed secret is plain text")
        #expect(cli.redirectURIs.first?.value.text == "com.contoso.cli:/callback")
        #expect(cli.redirectURIs.first?.range.at == "5:5", "where the value is written, not the `\\` before it")
        #expect(cli.pkce?.value == PKCEPolicy(required: true, allowsPlain: false))
        #expect(cli.pkce?.range.at == "6:74")
    }

    @Test func springConfigWithoutClientsIsNotOurs() throws {
        #expect(try recognizedDialect("application.yml", "spring:\n  security:\n    oauth2:\n      client:\n        registration: {}\n") == nil)
        #expect(try recognizedDialect("application.properties", "server.port=8080\n") == nil)
    }

    /// `${VAR:default}` registers the default when the variable is unset: it is checked, at
    /// its place inside the value.
    @Test func placeholderDefaultsAreWhatGetsRegistered() throws {
        let properties = """
            spring.security.oauth2.authorizationserver.issuer=${ISSUER:http://login.example.org}
            spring.security.oauth2.authorizationserver.client.portal.registration.client-id=portal
            spring.security.oauth2.authorizationserver.client.portal.registration.client-secret=${PORTAL_SECRET:{noop}q8Zr2LwT0vX4mK}
            spring.security.oauth2.authorizationserver.client.portal.registration.redirect-uris=${PORTAL_REDIRECT:http://portal.example.org/cb}
            spring.security.oauth2.authorizationserver.client.other.registration.redirect-uris=${OTHER_REDIRECT}
            """
        let model = try extract("application.properties", properties, with: SpringAuthorizationServerDialect())
        #expect(model.issuers.map(\.value) == ["http://login.example.org"])
        #expect(model.issuers.first?.range.at == "1:60")
        let portal = try #require(model.registrations.first { $0.clientID?.value == "portal" })
        #expect(portal.redirectURIs.map(\.value.text) == ["http://portal.example.org/cb"])
        #expect(portal.redirectURIs.first?.range.at == "4:103")
        #expect(portal.secrets.map(\.range.at) == ["3:107"])
        let other = try #require(model.registrations.first { $0.clientID == nil || $0.clientID?.value != "portal" })
        #expect(other.redirectURIs.map(\.value.text) == ["${OTHER_REDIRECT}"])
    }

    /// A placeholder followed by more text is not a default: the value stays a template.
    @Test func aPlaceholderInsideAValueIsNotADefault() throws {
        let properties = """
            spring.security.oauth2.authorizationserver.client.portal.registration.client-id=portal
            spring.security.oauth2.authorizationserver.client.portal.registration.redirect-uris=${BASE:http://127.0.0.1:8080}/login/oauth2/code/{registrationId}
            """
        let model = try extract("application.properties", properties, with: SpringAuthorizationServerDialect())
        #expect(model.registrations.first?.redirectURIs.map(\.value.text) == ["${BASE:http://127.0.0.1:8080}/login/oauth2/code/{registrationId}"])
    }
}
