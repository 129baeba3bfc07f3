import RedirectLintModel
import RedirectLintSource
import RedirectLintSyntax

/// MSAL's configuration file for Android (`res/raw/auth_config*.json`): the app's client id,
/// its `msauth://` redirect and `authorization_user_agent`, which chooses between the browser
/// and an embedded web view for the sign-in page.
public struct MSALConfigDialect: Dialect {
    public let id = "msal-config"
    public let fileTypes = [FileType(extensions: ["json"], syntax: .json, markers: ["authorization_user_agent"])]
    public init() {}

    public func recognizes(_ document: Document) -> Bool {
        guard case .tree(let roots) = document.content, let root = roots.first, root.entries != nil else { return false }
        return root["authorization_user_agent"]?.scalar != nil && (root["client_id"] != nil || root["authorities"] != nil)
    }

    public func extract(_ document: Document) -> FileModel {
        var model = FileModel(path: document.file.path, format: id)
        guard case .tree(let roots) = document.content, let root = roots.first else { return model }
        var app = AppManifest(format: id, path: document.file.path, platform: .android)
        // A stand-in (`dummy_client_id`, which a library module ships so that it builds, and
        // the app's own file of the same name replaces) signs nobody in. A sample's
        // `<enter_your_clientID>` is what whoever copies it fills in, web view and all.
        let isStub = root.locatedString("client_id").map { id in
            ["dummy", "fake", "stub"].contains { id.value.lowercased().contains($0) }
        } ?? false
        if !isStub, let agent = root.locatedString("authorization_user_agent"), agent.value.uppercased() == "WEBVIEW" {
            app.embeddedUserAgent = agent
        }
        model.manifests = [app]
        return model
    }
}
