import RedirectLintModel
import RedirectLintSource
import RedirectLintSyntax

/// Terraform configurations (`.tf`, and `.tf.json`, which loads into the same tree) that
/// register OAuth clients through a provider's resources: Keycloak's `keycloak_openid_client`,
/// Auth0's `auth0_client`, Okta's `okta_app_oauth` and Entra's `azuread_application` (and
/// `azuread_application_redirect_uris`), each read by the dialect of its provider's API.
/// Values Terraform computes (`var.domain`, `each.value`) read as placeholders, but for a
/// local of the same file; modules and data sources are not followed.
public struct TerraformDialect: Dialect {
    public let id = "terraform"
    public let fileTypes = [
        FileType(extensions: ["tf"], syntax: .hcl, markers: TerraformDialect.clientResources),
        FileType(extensions: ["tf.json"], syntax: .json, markers: TerraformDialect.clientResources),
    ]
    public init() {}

    static let keycloakClient = "keycloak_openid_client"
    static let auth0Client = "auth0_client"
    static let oktaApp = "okta_app_oauth"
    static let entraApplication = "azuread_application"
    /// The provider's newer split of an application: one resource per platform's redirects.
    static let entraRedirects = "azuread_application_redirect_uris"
    static let clientResources = [keycloakClient, auth0Client, oktaApp, entraApplication, entraRedirects]

    /// `azuread_application`'s names of Microsoft Graph's application fields.
    private static let graphNames = [
        "display_name": "displayName", "redirect_uris": "redirectUris", "single_page_application": "spa",
        "public_client": "publicClient", "implicit_grant": "implicitGrantSettings",
        "access_token_issuance_enabled": "enableAccessTokenIssuance",
    ]

    /// A `resource "type" "name" { body }` block, and where it sits (`/resource/type/name`).
    struct Resource {
        var type: String
        var name: Scalar
        var body: Node
        var pointer: String
    }

    /// The blocks of one kind (`resource`, `data`) of a configuration, in file order. HCL
    /// repeats the `resource` key for each block; the JSON syntax gathers them in one object.
    static func blocks(_ kind: String, in root: Node) -> [Resource] {
        (root.entries ?? []).filter { $0.key.value == kind }.flatMap { block in
            (block.value.entries ?? []).flatMap { type in
                (type.value.entries ?? []).compactMap { name in
                    guard name.value.entries != nil else { return nil }
                    let path = pointer(pointer(pointer("", kind), type.key.value), name.key.value)
                    return Resource(type: type.key.value, name: name.key, body: name.value, pointer: path)
                }
            }
        }
    }

    public func recognizes(_ document: Document) -> Bool {
        guard case .tree(let roots) = document.content, roots.count == 1, let root = roots.first else { return false }
        return Self.blocks("resource", in: root).contains { Self.clientResources.contains($0.type) }
    }

    public func extract(_ document: Document) -> FileModel {
        var model = FileModel(path: document.file.path, format: id)
        guard case .tree(let roots) = document.content, let root = roots.first else { return model }
        let path = document.file.path
        let locals = Self.locals(in: root)
        for var resource in Self.blocks("resource", in: root) {
            resource.body = Self.resolving(resource.body, locals)
            // The resource's address names a client whose id and name Terraform computes.
            let address = Located("\(resource.type).\(resource.name.value)", range: resource.name.range)
            for var client in Self.clients(of: resource, root: root, format: id, path: path) {
                client.name = Self.literal(client.name) ?? address
                model.registrations.append(client)
            }
        }
        model.unresolvedTemplates = templatedURIs(model.registrations)
        return model
    }

    /// The registrations one resource stands for, read by the dialect of its provider's API.
    private static func clients(of resource: Resource, root: Node, format: String, path: String) -> [ClientRegistration] {
        let body = resource.body
        let anchor = resource.name.range
        switch resource.type {
        case keycloakClient:
            let server = keycloakRealm(body["realm_id"]?.scalar, in: root) ?? ServerIdentity(name: path, source: .file)
            return [TerraformKeycloakClient.read(body, format: format, path: path, server: server, anchor: anchor,
                                                 pointer: resource.pointer)].compactMap { $0 }
        case auth0Client:
            var client = Auth0Dialect.client(body, at: resource.pointer, format: format, path: path)
            client.anchor = body.keyRange("name") ?? anchor
            return [client]
        case oktaApp:
            return [OktaDialect.app(
                label: body.locatedString("label"), settings: body.renamingKey("type", to: "application_type"),
                credentials: body.renamingKey("client_basic_secret", to: "client_secret"),
                anchor: body.keyRange("label") ?? anchor, format: format, path: path, pointer: resource.pointer)]
        case entraApplication, entraRedirects:
            let graph = resource.type == entraRedirects ? graphPlatform(body) : body.renamingKeys(graphNames)
            return EntraDialect.registrations(graph, format: format, path: path, pointer: resource.pointer)
        default:
            return []
        }
    }

    /// `azuread_application_redirect_uris { type = "PublicClient", redirect_uris = […] }` as
    /// the Graph section of that platform (`publicClient.redirectUris`), at the `type` value.
    private static func graphPlatform(_ body: Node) -> Node {
        let sections = ["Web": "web", "SPA": "spa", "PublicClient": "publicClient"]
        guard let type = body["type"]?.scalar, let section = sections[type.value], let uris = body.entry("redirect_uris") else {
            return .mapping([], body.range)
        }
        var key = type
        key.value = section
        key.isVerbatim = false
        var urisKey = uris.key
        urisKey.value = "redirectUris"
        let platform = Node.mapping([MappingEntry(key: urisKey, value: uris.value)], body.range)
        return .mapping([MappingEntry(key: key, value: platform)], body.range)
    }

    /// The values of the file's `locals` blocks, by name.
    static func locals(in root: Node) -> [String: Node] {
        var values: [String: Node] = [:]
        for block in (root.entries ?? []) where block.key.value == "locals" {
            for entry in block.value.entries ?? [] { values[entry.key.value] = entry.value }
        }
        return values
    }

    /// The tree with each value that is only a reference to a local of the file
    /// (`callbacks = local.mobile_callbacks`) replaced by the local's value, at its own place:
    /// a finding points where the value is written, which is where it gets fixed. A list
    /// item is replaced only by a single value.
    static func resolving(_ node: Node, _ locals: [String: Node]) -> Node {
        guard !locals.isEmpty else { return node }
        switch node {
        case .scalar(let scalar):
            guard scalar.value.hasPrefix("${local."), scalar.value.hasSuffix("}") else { return node }
            let name = String(scalar.value.dropFirst("${local.".count).dropLast())
            return locals[name] ?? node
        case .sequence(let items, let range):
            return .sequence(items.map { item in
                let resolved = resolving(item, locals)
                return resolved.scalar != nil ? resolved : item
            }, range)
        case .mapping(let entries, let range):
            return .mapping(entries.map { MappingEntry(key: $0.key, value: resolving($0.value, locals)) }, range)
        }
    }

    /// A name written out, not computed.
    private static func literal(_ name: Located<String>?) -> Located<String>? {
        guard let name, !name.value.isEmpty, TemplateSyntax.firstPlaceholder(in: name.value) == nil else { return nil }
        return name
    }

    /// The realm a `realm_id` names: written out, or a reference to a `keycloak_realm`
    /// resource or data source of the same file whose `realm` is written out (the provider
    /// makes a realm's id its name).
    static func keycloakRealm(_ realmID: Scalar?, in root: Node) -> ServerIdentity? {
        guard let realmID, !realmID.isNull else { return nil }
        guard TemplateSyntax.firstPlaceholder(in: realmID.value) != nil else {
            return realmID.value.isEmpty ? nil : .keycloakRealm(realmID.value)
        }
        for kind in ["resource", "data"] {
            let prefix = kind == "data" ? "${data.keycloak_realm." : "${keycloak_realm."
            for realm in blocks(kind, in: root) where realm.type == "keycloak_realm" {
                let reference = prefix + realm.name.value + "."
                guard realmID.value == reference + "id}" || realmID.value == reference + "realm}" else { continue }
                guard let name = realm.body["realm"]?.scalar, !name.isNull,
                      TemplateSyntax.firstPlaceholder(in: name.value) == nil, !name.value.isEmpty else { return nil }
                return .keycloakRealm(name.value)
            }
        }
        return nil
    }
}
