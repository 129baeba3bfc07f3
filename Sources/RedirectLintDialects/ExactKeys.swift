import RedirectLintModel
import RedirectLintSource
import RedirectLintSyntax

/// The keys of a format whose reader matches keys exactly (Google's client libraries,
/// Keycloak's import), and the keys it would ignore though they differ from one of its keys
/// only in case, `_` or `-` (`redirect-uris`, `RedirectUris`). Dex, read by Go, matches keys
/// without regard to case and has none.
struct ExactKeys {
    let keys: Set<String>
    /// Each key by its shape, made once per format: every client of a file is checked.
    private let byShape: [String: String]

    init(_ keys: Set<String>) {
        self.keys = keys
        byShape = Dictionary(keys.map { (Self.shape($0), $0) }, uniquingKeysWith: { first, _ in first })
    }

    func misspelt(in object: Node) -> [MisspeltKey] {
        (object.entries ?? []).compactMap { entry in
            let key = entry.key.value
            guard !keys.contains(key), let meant = byShape[Self.shape(key)] else { return nil }
            return MisspeltKey(written: entry.key.located, meant: meant)
        }
    }

    private static func shape(_ key: String) -> String {
        String(key.lowercased().filter { $0 != "_" && $0 != "-" })
    }
}
