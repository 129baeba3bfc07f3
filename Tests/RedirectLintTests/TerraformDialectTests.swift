import RedirectLintDialects
@testable import RedirectLintEngine
import RedirectLintModel
import RedirectLintSyntax
import Testing

@Suite("Terraform dialect")
struct TerraformDialectTests {
    static let keycloak = """
    resource "keycloak_realm" "home" {
      realm = "homelab"
    }

    resource "keycloak_openid_client" "grafana" {
      realm_id              = keycloak_realm.home.id
      client_id             = "grafana"
      access_type           = "CONFIDENTIAL"
      standard_flow_enabled = true
      client_secret         = "Zq8vN3rLx1TbW6yPc4Hd"
      root_url              = "https://grafana.home.example"
      valid_redirect_uris   = ["/login/generic_oauth", "https://grafana.home.example/*"]
      web_origins           = ["+"]
      valid_post_logout_redirect_uris = ["+"]
    }

    resource "keycloak_openid_client" "cli" {
      realm_id                     = "homelab"
      client_id                    = "kubectl"
      access_type                  = "PUBLIC"
      standard_flow_enabled        = true
      direct_access_grants_enabled = true
      client_secret                = "leftover-value-123"
      valid_redirect_uris          = ["http://localhost:8000"]
      pkce_code_challenge_method   = "S256"
    }

    resource "keycloak_openid_client" "api" {
      realm_id    = var.realm
      client_id   = "api"
      access_type = "BEARER-ONLY"
    }

    resource "keycloak_openid_client" "retired" {
      realm_id              = var.realm
      client_id             = "retired"
      enabled               = false
      access_type           = "PUBLIC"
      standard_flow_enabled = true
      valid_redirect_uris   = ["/realms/*"]
    }

    resource "keycloak_openid_client" "jobs" {
      realm_id                 = var.realm
      client_id                = "jobs"
      access_type              = "CONFIDENTIAL"
      service_accounts_enabled = true
      client_secret            = var.jobs_secret
      valid_redirect_uris      = ["http://jobs.internal/*"]
    }
    """

    @Test func keycloakClients() throws {
        let model = try extract("infra/keycloak.tf", Self.keycloak, with: TerraformDialect())
        #expect(model.format == "terraform")
        #expect(model.registrations.map(\.displayName) == ["grafana", "kubectl", "jobs"])
        let grafana = model.registrations[0]
        #expect(grafana.server == .keycloakRealm("homelab"))
        #expect(grafana.anchor.at == "7:3")
        #expect(grafana.pointer == "/resource/keycloak_openid_client/grafana")
        #expect(grafana.declaredType?.value == .confidential)
        #expect(grafana.redirectURIs.map(\.value.text) == ["https://grafana.home.example/login/generic_oauth", "https://grafana.home.example/*"])
        #expect(grafana.redirectURIs[1].at == "12:53")
        #expect(grafana.redirectPatternMatching?.range.start.line == 12)
        #expect(grafana.secrets.map(\.range.at) == ["10:28"])
        #expect(grafana.grantTypes.map(\.value) == ["authorization_code"])
        #expect(grafana.grantTypesAreDefault == false)
        #expect(grafana.postLogoutInheritsRedirects?.value == "+")
        #expect(grafana.pkce?.value.required == false)

        let cli = model.registrations[1]
        #expect(cli.server == .keycloakRealm("homelab"))
        #expect(cli.declaredType?.value == .public)
        #expect(cli.secrets.isEmpty)
        #expect(cli.grantTypes.map(\.value) == ["authorization_code", "password"])
        #expect(cli.pkce?.value == PKCEPolicy(required: true, allowsPlain: false))

        let jobs = model.registrations[2]
        #expect(jobs.server.source == .file)
        #expect(jobs.secrets.isEmpty)
        #expect(jobs.grantTypes.map(\.value) == ["client_credentials"])
        #expect(!jobs.usesRedirects)
    }

    @Test func flowsAreOffUnlessTurnedOn() throws {
        let model = try extract("main.tf", """
        resource "keycloak_openid_client" "portal" {
          realm_id            = "shop"
          client_id           = "portal"
          access_type         = "PUBLIC"
          valid_redirect_uris = ["https://shop.example/*"]
        }
        """, with: TerraformDialect())
        let portal = try #require(model.registrations.first)
        #expect(portal.grantTypes.isEmpty)
        #expect(!portal.grantTypesAreDefault)
        #expect(!portal.usesRedirects)
    }

    @Test func computedValuesAreUnknown() throws {
        let model = try extract("main.tf", """
        resource "keycloak_openid_client" "app" {
          for_each                   = var.apps
          realm_id                   = "shop"
          client_id                  = each.key
          access_type                = "PUBLIC"
          standard_flow_enabled      = each.value.interactive
          valid_redirect_uris        = each.value.redirect_uris
          pkce_code_challenge_method = var.pkce
        }
        resource "keycloak_openid_client" "web" {
          realm_id              = "shop"
          client_id             = "web"
          access_type           = "CONFIDENTIAL"
          standard_flow_enabled = true
          valid_redirect_uris   = ["https://${var.domain}/callback"]
        }
        """, with: TerraformDialect())
        let app = model.registrations[0]
        #expect(app.redirectURIs.map(\.value.text) == ["${each.value.redirect_uris}"])
        #expect(app.redirectURIs.map(\.value.isTemplated) == [true])
        #expect(app.grantTypesAreDefault)
        #expect(app.pkce == nil)
        #expect(model.registrations[1].redirectURIs.map(\.value.isTemplated) == [true])
        #expect(model.unresolvedTemplates.map(\.value) == ["${each.value.redirect_uris}", "https://${var.domain}/callback"])
    }

    /// A value that is only a local of the file is read at the local's place (review 30:
    /// shekel-tracker's `callbacks = local.mobile_callbacks`).
    @Test func localsOfTheFileAreRead() throws {
        let model = try extract("auth0.tf", """
        locals {
          mobile_callbacks = [
            "shekelTracker://auth",
          ]
          app_type = "native"
        }
        resource "auth0_client" "mobile" {
          name      = "Shekel Tracker"
          app_type  = local.app_type
          callbacks = local.mobile_callbacks
        }
        """, with: TerraformDialect())
        let mobile = try #require(model.registrations.first)
        #expect(mobile.declaredKind?.value == .native)
        #expect(mobile.redirectURIs.map(\.value.text) == ["shekelTracker://auth"])
        #expect(mobile.redirectURIs.first?.at == "3:6")
    }

    @Test func auth0Clients() throws {
        let model = try extract("auth0.tf", """
        resource "auth0_client" "mobile" {
          name        = "Mobile"
          app_type    = "native"
          callbacks   = ["com.contoso.mobile://contoso.auth0.com/ios/com.contoso.mobile/callback"]
          grant_types = ["authorization_code", "refresh_token"]
          refresh_token {
            rotation_type   = "non-rotating"
            expiration_type = "non-expiring"
          }
        }
        """, with: TerraformDialect())
        let mobile = try #require(model.registrations.first)
        #expect(mobile.format == "terraform")
        #expect(mobile.anchor.at == "2:3")
        #expect(mobile.declaredKind?.value == .native)
        #expect(mobile.redirectURIs.count == 1)
        #expect(mobile.refreshTokenRotation?.value == false)
    }

    @Test func entraApplications() throws {
        let model = try extract("aad.tf", """
        resource "azuread_application" "portal" {
          display_name = "Portal"
          web {
            redirect_uris = ["https://portal.contoso.com/signin-oidc"]
            implicit_grant {
              access_token_issuance_enabled = true
              id_token_issuance_enabled     = true
            }
          }
          public_client {
            redirect_uris = ["http://localhost"]
          }
        }
        """, with: TerraformDialect())
        #expect(model.registrations.map(\.displayName) == ["Portal", "Portal"])
        let web = model.registrations[0]
        #expect(web.declaredKind?.value == .web)
        #expect(web.pointer == "/resource/azuread_application/portal/web")
        #expect(web.grantTypes.map(\.value) == ["implicit"])
        #expect(web.grantTypes.first?.at == "6:7")
        #expect(model.registrations[1].declaredKind?.value == .native)
        #expect(model.registrations[1].redirectURIs.map(\.value.text) == ["http://localhost"])
    }

    /// The provider's newer resource holds one platform's redirects.
    @Test func entraRedirectURIResources() throws {
        let model = try extract("aad.tf", """
        resource "azuread_application_redirect_uris" "cli" {
          application_id = azuread_application_registration.cli.id
          type           = "PublicClient"
          redirect_uris  = ["http://localhost:8400"]
        }
        """, with: TerraformDialect())
        let cli = try #require(model.registrations.first)
        #expect(cli.declaredKind?.value == .native)
        #expect(cli.declaredType?.value == .public)
        #expect(cli.displayName == "azuread_application_redirect_uris.cli")
        #expect(cli.redirectURIs.first?.at == "4:22")
        #expect(cli.anchor.at == "3:21")
    }

    @Test func oktaApps() throws {
        let model = try extract("okta.tf", """
        resource "okta_app_oauth" "cli" {
          label                  = "CLI"
          type                   = "native"
          grant_types            = ["authorization_code", "refresh_token"]
          redirect_uris          = ["http://localhost:8250/oidc/callback"]
          client_basic_secret    = "a8Vx2LqT9pWm4RzK7nYc3Hd"
          refresh_token_rotation = "STATIC"
          pkce_required          = false
        }
        """, with: TerraformDialect())
        let cli = try #require(model.registrations.first)
        #expect(cli.displayName == "CLI")
        #expect(cli.declaredKind?.value == .native)
        #expect(cli.secrets.map(\.range.at) == ["6:29"])
        #expect(cli.refreshTokenRotation?.value == false)
        #expect(cli.pkce?.value.required == false)
    }

    @Test func theJSONSyntaxReadsAlike() throws {
        let model = try extract("clients.tf.json", """
        {"resource": {"keycloak_openid_client": {
          "web": {"realm_id": "shop", "client_id": "web", "access_type": "PUBLIC",
                  "implicit_flow_enabled": true, "valid_redirect_uris": ["https://shop.example/cb"]}}}}
        """, with: TerraformDialect())
        #expect(model.registrations.first?.grantTypes.map(\.value) == ["implicit"])
    }

    @Test func otherConfigurationsAreNotRecognised() throws {
        #expect(try recognizedDialect("main.tf", """
        data "keycloak_openid_client" "existing" {
          realm_id  = "shop"
          client_id = "web"
        }
        resource "keycloak_openid_client_scope" "groups" {
          realm_id = "shop"
          name     = "groups"
        }
        """) == nil)
        #expect(try recognizedDialect("variables.tf", "variable \"keycloak_openid_client\" {\n  type = string\n}\n") == nil)
    }

    /// A conditional over several lines is named by its start in the placeholder note.
    @Test func aLongComputedValueIsShownByItsStart() {
        let config = """
        resource "keycloak_openid_client" "web" {
          realm_id              = "shop"
          client_id             = "web"
          access_type           = "CONFIDENTIAL"
          standard_flow_enabled = true
          valid_redirect_uris   = var.env == "dev" ? [
            "http://localhost:3000/callback",
          ] : ["https://shop.example/callback"]
        }
        """
        let report = Linter.lint(bytes: Array(config.utf8), path: "main.tf")
        let note = report.findings.first { $0.ruleID == "unresolved-template" }
        #expect(note?.message == "'${var.env == \"dev\" ? […' has a placeholder that is filled in later, so it was not checked")
        #expect(note?.range.start.line == 6)
    }

    /// A walk passes over Terraform's copies of modules (their examples included), and a
    /// `.tf` the loader cannot read is a note, not an error.
    @Test func aWalkSkipsModuleCopiesAndNotesWhatItCannotRead() throws {
        let client = "resource \"keycloak_openid_client\" \"a\" {\n  realm_id = \"r\"\n  client_id = \"a\"\n  access_type = \"PUBLIC\"\n  direct_access_grants_enabled = true\n}\n"
        let report = try lint([
            (".terraform/modules/kc/examples/main.tf", client),
            ("infra/broken.tf", "resource \"keycloak_openid_client\" \"b\" {\n  client_id = \"b\"\n"),
        ], explicit: false)
        #expect(report.findings.map { "\($0.ruleID) \($0.severity) \($0.path)" } == ["skipped-file note infra/broken.tf"])
    }
}
