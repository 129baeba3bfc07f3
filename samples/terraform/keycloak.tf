# A homelab's Keycloak clients, managed with the Keycloak provider.
resource "keycloak_realm" "home" {
  realm = "home"
}

# The family photo app: a public client on a non-reverse-domain scheme, with the password
# grant left on and no PKCE.
resource "keycloak_openid_client" "photos" {
  realm_id                     = keycloak_realm.home.id
  client_id                    = "photos-app"
  access_type                  = "PUBLIC"
  standard_flow_enabled        = true
  direct_access_grants_enabled = true
  valid_redirect_uris          = ["photos://callback"]
}

# The wiki, a web app whose redirect is a pattern.
resource "keycloak_openid_client" "wiki" {
  realm_id              = keycloak_realm.home.id
  client_id             = "wiki"
  access_type           = "CONFIDENTIAL"
  standard_flow_enabled = true
  client_secret         = var.wiki_client_secret
  valid_redirect_uris   = ["https://wiki.${var.domain}/*"]
}

# kubelogin, on localhost.
resource "keycloak_openid_client" "kubernetes" {
  realm_id                   = keycloak_realm.home.id
  client_id                  = "kubernetes"
  access_type                = "PUBLIC"
  standard_flow_enabled      = true
  pkce_code_challenge_method = "S256"
  valid_redirect_uris        = ["http://localhost:8000", "http://localhost:18000"]
}
