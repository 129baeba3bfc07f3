import RedirectLintModel
import RedirectLintSource
import RedirectLintSyntax

/// Keys of an object that a format with a fixed set of keys would ignore, though they differ
/// from one of its keys only in case, `_` or `-` (`redirect-uris`, `RedirectUris`). Only
/// formats whose readers match keys exactly use this (Google's client libraries, Keycloak's
/// import); Dex, read by Go, matches keys without regard to case.
enum MisspeltKeys {
    static func find(in object: Node, known: Set<String>) -> [MisspeltKey] {
        let byShape = Dictionary(known.map { (shape($0), $0) }, uniquingKeysWith: { first, _ in first })
        return (object.entries ?? []).compactMap { entry in
            let key = entry.key.value
            guard !known.contains(key), let meant = byShape[shape(key)] else { return nil }
            return MisspeltKey(written: entry.key.located, meant: meant)
        }
    }

    private static func shape(_ key: String) -> String {
        String(key.lowercased().filter { $0 != "_" && $0 != "-" })
    }
}
