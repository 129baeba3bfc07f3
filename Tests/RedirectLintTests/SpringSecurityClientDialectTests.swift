import RedirectLintDialects
import RedirectLintModel
import Testing

@Suite("Spring Security OAuth2 client dialect")
struct SpringSecurityClientDialectTests {
    @Test func yamlRegistrationWithItsSecret() throws {
        let yaml = """
        spring:
          security:
            oauth2:
              client:
                registration:
                  keycloak:
                    client-id: orders-web
                    client-secret: 9fJq2LkT7vXbR4sWn8YcZ1Hd
                    authorization-grant-type: authorization_code
                  github:
                    client-id: Iv1.abcdef
                    client-secret: ${GITHUB_CLIENT_SECRET}
                provider:
                  keycloak:
                    issuer-uri: https://sso.contoso.com/realms/orders
        """
        let model = try extract("application.yml", yaml, with: SpringSecurityClientDialect())
        #expect(model.registrations.map(\.displayName) == ["orders-web", "Iv1.abcdef"])
        let keycloak = try #require(model.registrations.first)
        #expect(keycloak.secrets.map(\.range.at) == ["8:28"])
        // Named as the realm's export names it, so that the two are one client.
        #expect(keycloak.server == ServerIdentity(name: "keycloak realm orders", source: .declared))
        #expect(keycloak.redirectURIs.isEmpty && !keycloak.grantTypesAreDefault)
        // A value Spring takes from the environment is not in the file.
        #expect(model.registrations[1].secrets.isEmpty)
    }

    @Test func propertiesAndPublicClients() throws {
        let properties = """
        spring.security.oauth2.client.registration.portal.client-id=portal
        spring.security.oauth2.client.registration.portal.client-secret=XUtC7FMUQWHCNcvFqsTisZIK
        spring.security.oauth2.client.registration.cli.client-secret=unused-by-a-public-client
        spring.security.oauth2.client.registration.cli.client-authentication-method=none
        """
        let model = try extract("application.properties", properties, with: SpringSecurityClientDialect())
        #expect(model.registrations.count == 2)
        #expect(model.registrations[0].secrets.count == 1)
        #expect(model.registrations[1].declaredType?.value == .public)
        #expect(model.registrations[1].secrets.isEmpty)
    }

    @Test func anAuthorizationServerFileIsNotAClientFile() throws {
        let yaml = """
        spring:
          security:
            oauth2:
              authorizationserver:
                client:
                  web:
                    registration:
                      client-id: web
                      client-secret: "{noop}secret"
        """
        #expect(try recognizedDialect("application.yml", yaml) == "spring-authorization-server")
    }
}
