import RedirectLintModel
import RedirectLintSource
import RedirectLintSyntax

/// Ory Hydra Maester's `OAuth2Client` resource (`apiVersion: hydra.ory.sh/v1alpha1`): how a
/// Kubernetes deployment registers its Hydra clients, one resource per client, often among
/// other resources of a multi-document manifest. Its `spec` holds RFC 7591 metadata in
/// camel case; the secret lives in the Kubernetes secret `secretName` names, never here.
public struct HydraMaesterDialect: Dialect {
    public let id = "hydra-maester"
    public let fileTypes = FileType.jsonOrYAML(markers: ["OAuth2Client"])
    public init() {}

    public func recognizes(_ document: Document) -> Bool {
        guard case .tree(let roots) = document.content else { return false }
        return roots.contains(where: Self.isClientResource)
    }

    static func isClientResource(_ node: Node) -> Bool {
        guard node.locatedString("kind")?.value == "OAuth2Client",
              let version = node.locatedString("apiVersion")?.value else { return false }
        return version.hasPrefix("hydra.ory.sh/") && node["spec"]?.entries != nil
    }

    public func extract(_ document: Document) -> FileModel {
        var model = FileModel(path: document.file.path, format: id)
        guard case .tree(let roots) = document.content else { return model }
        for (index, root) in roots.enumerated() where Self.isClientResource(root) {
            guard let spec = root["spec"] else { continue }
            let registration = client(root, spec: spec, at: roots.count == 1 ? "" : pointer("", index), path: document.file.path)
            model.unresolvedTemplates += templatedURIs(registration.redirectURIs)
            model.registrations.append(registration)
        }
        return model
    }

    private func client(_ resource: Node, spec: Node, at base: String, path: String) -> ClientRegistration {
        var r = ClientRegistration(format: id, path: path, server: ServerIdentity(name: path, source: .file),
                                   anchor: resource.entry("kind")?.key.range ?? resource.range, pointer: pointer(base, "spec"))
        // Hydra generates the client id (or takes `spec.clientId`); the resource's name is how
        // the repository knows the client.
        r.clientID = spec.locatedString("clientId")
        r.name = spec.locatedString("clientName") ?? resource["metadata"]?.locatedString("name")
        r.redirectURIs = (spec["redirectUris"]?.stringItems ?? []).map(\.redirectURI)
        r.postLogoutRedirectURIs = (spec["postLogoutRedirectUris"]?.stringItems ?? []).map(\.redirectURI)
        // The resource has no `application_type` to declare a native app with, so an absent
        // one says nothing: the kind comes from the redirects.
        r.authMethod = spec.locatedString("tokenEndpointAuthMethod")
        r.defaultAuthMethod = "client_secret_basic"
        if let method = r.authMethod {
            r.declaredType = method.map { $0 == "none" ? .public : .confidential }
        }
        if let grants = spec["grantTypes"] {
            r.grantTypes = grants.stringItems
            r.grantTypesAreDefault = false
        }
        r.responseTypes = spec["responseTypes"]?.stringItems ?? []
        r.consentSkipped = spec.locatedBool("skipConsent")
        for key in ["redirectUris", "grantTypes", "responseTypes"] {
            if let value = spec[key]?.scalar, !value.isNull {
                r.wrongTypeFields.append(Located(key, range: value.range))
            }
        }
        return r
    }
}
