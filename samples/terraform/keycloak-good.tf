# The same clients done right: a reverse-domain scheme with PKCE, an exact web redirect,
# kubelogin on 127.0.0.1 (any port), and the secret from a variable.
resource "keycloak_openid_client" "photos" {
  realm_id                   = "home"
  client_id                  = "photos-app"
  access_type                = "PUBLIC"
  standard_flow_enabled      = true
  pkce_code_challenge_method = "S256"
  valid_redirect_uris        = ["com.contoso.photos:/oauth2redirect"]
}

resource "keycloak_openid_client" "wiki" {
  realm_id                   = "home"
  client_id                  = "wiki"
  access_type                = "CONFIDENTIAL"
  standard_flow_enabled      = true
  pkce_code_challenge_method = "S256"
  client_secret              = var.wiki_client_secret
  valid_redirect_uris        = ["https://wiki.home.example.org/oauth2/callback"]
}

resource "keycloak_openid_client" "kubernetes" {
  realm_id                   = "home"
  client_id                  = "kubernetes"
  access_type                = "PUBLIC"
  standard_flow_enabled      = true
  pkce_code_challenge_method = "S256"
  valid_redirect_uris        = ["http://127.0.0.1"]
}
