import RedirectLintModel
import RedirectLintSource
import RedirectLintSyntax

/// The files that list an iOS or Flutter app's dependencies: a Flutter `pubspec.yaml`, a
/// CocoaPods `Podfile.lock` and a Swift Package Manager `Package.resolved` (what Xcode keeps
/// for a project's packages). A sign-in SDK among them is evidence that the app's URL scheme
/// receives sign-in responses, as `net.openid:appauth` is in an Android module's Gradle file.
/// The lock files are read rather than `Podfile` and `Package.swift`, which are Ruby and Swift
/// code: the lock files are data and list the same names.
public struct AppDependenciesDialect: Dialect {
    public let id = "app-dependencies"
    public let fileTypes = [
        FileType(names: ["pubspec.yaml"], syntax: .structured, markers: SignInLibraries.prefixes(of: .pub)),
        FileType(names: ["Podfile.lock"], syntax: .structured, markers: ["DEPENDENCIES"]),
        FileType(names: ["Package.resolved"], syntax: .json, markers: ["pins"]),
    ]
    public init() {}

    /// Each of the three files is this format by its name, whatever it depends on.
    public func recognizes(_ document: Document) -> Bool {
        guard case .tree = document.content else { return false }
        return Self.fileNames.contains(Self.fileName(document.file.path))
    }

    private static let fileNames: Set<String> = ["pubspec.yaml", "Podfile.lock", "Package.resolved"]

    private static func fileName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    public func extract(_ document: Document) -> FileModel {
        var model = FileModel(path: document.file.path, format: id)
        if case .tree(let roots) = document.content, let root = roots.first {
            model.signInLibraries = Self.signInLibraries(root, file: document.file.path)
        }
        return model
    }

    static func signInLibraries(_ root: Node, file: String) -> [Located<String>] {
        switch fileName(file) {
        case "pubspec.yaml":
            // `dependencies` only: a package among `dev_dependencies` is not in the app.
            return (root["dependencies"]?.entries ?? []).compactMap { entry in
                SignInLibraries.library(named: entry.key.value, in: .pub).map { Located($0, range: entry.key.range) }
            }
        case "Podfile.lock":
            // `DEPENDENCIES` lists what the Podfile asks for: `AppAuth`, `AppAuth/Core (~> 1.6)`.
            return (root["DEPENDENCIES"]?.items ?? []).compactMap { item in
                guard let scalar = item.scalar else { return nil }
                let pod = scalar.value.prefix { $0 != " " && $0 != "/" }
                return SignInLibraries.library(named: String(pod), in: .cocoaPods).map { Located($0, range: scalar.range) }
            }
        case "Package.resolved":
            // Version 2 and later name a package by `identity`; version 1 nests `pins` under
            // `object` and has only the repository URL.
            let pins = root["pins"]?.items ?? root["object"]?["pins"]?.items ?? []
            return pins.compactMap { pin in
                guard let scalar = (pin["location"] ?? pin["repositoryURL"])?.scalar else { return nil }
                let repository = scalar.value.split(separator: "/").last.map { $0.hasSuffix(".git") ? $0.dropLast(4) : $0 } ?? ""
                return SignInLibraries.library(named: String(repository), in: .swiftPM).map { Located($0, range: scalar.range) }
            }
        default:
            return []
        }
    }
}
