import RedirectLintModel
import RedirectLintSource
import RedirectLintSyntax

/// A `package.json` that depends on a sign-in SDK (`expo-auth-session`,
/// `react-native-app-auth`, ...): evidence that the app's URL scheme receives sign-in
/// responses. Electron's protocol settings in a `package.json` are `ElectronDialect`'s, which
/// reads the same dependencies.
public struct NpmPackageDialect: Dialect {
    public let id = "npm-package"
    public let fileTypes = [FileType(names: ["package.json"], syntax: .json,
                                     markers: SignInLibraries.prefixes(of: .npm))]
    public init() {}

    public func recognizes(_ document: Document) -> Bool {
        guard case .tree(let roots) = document.content, let root = roots.first else { return false }
        return !Self.signInLibraries(root).isEmpty
    }

    public func extract(_ document: Document) -> FileModel {
        var model = FileModel(path: document.file.path, format: id)
        if case .tree(let roots) = document.content, let root = roots.first {
            model.signInLibraries = Self.signInLibraries(root)
        }
        return model
    }

    /// The sign-in SDKs among `dependencies` and `devDependencies`, located at their keys.
    static func signInLibraries(_ root: Node) -> [Located<String>] {
        [root["dependencies"], root["devDependencies"]].compactMap { $0?.entries }.flatMap { entries in
            entries.compactMap { entry in
                SignInLibraries.library(named: entry.key.value, in: .npm).map { Located($0, range: entry.key.range) }
            }
        }
    }
}
