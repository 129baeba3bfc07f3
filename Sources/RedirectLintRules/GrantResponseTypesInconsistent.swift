import RedirectLintModel

/// RFC 7591 §2.1 and OpenID Connect Registration §2: response types need their grant types
/// (`code` needs `authorization_code`; `token` and `id_token` need `implicit`) and the
/// other way round. A server should refuse inconsistent metadata; one that does not leaves
/// the client with flows it cannot complete, or enables a grant nobody meant to keep.
/// Checked only when the file lists both, since the defaults are consistent.
/// OIDC's table is a MUST for "response_type values that the Client will use": an error when
/// a response type lacks its grant, unless the client never redirects and so uses none. The
/// rest rests on RFC 7591's "SHOULD take steps to ensure that a client cannot register itself
/// into an inconsistent state": a warning.
public struct GrantResponseTypesInconsistent: FileRule {
    public let id = "grant-response-types-inconsistent"
    public init() {}

    private struct Mismatch: Hashable {
        var range: SourceRange
        var detail: String
    }

    public func check(_ file: FileModel, options: RuleOptions) -> [Finding] {
        // Server-wide lists (Dex) give every client the same mismatch at the same place:
        // one finding there, naming the clients.
        var order: [Mismatch] = []
        var clients: [Mismatch: [ClientRegistration]] = [:]
        var severities: [Mismatch: Severity] = [:]
        func add(_ mismatch: Mismatch, _ r: ClientRegistration, _ severity: Severity) {
            if clients[mismatch] == nil { order.append(mismatch) }
            clients[mismatch, default: []].append(r)
            severities[mismatch] = max(severities[mismatch] ?? severity, severity)
        }
        for r in file.registrations where !r.grantTypesAreDefault && !r.responseTypes.isEmpty {
            let grants = Set(r.grantTypes.map(\.value))
            var responseWords: Set<String> = []
            for responseType in r.responseTypes {
                for word in words(responseType.value) {
                    let name = String(responseType.value[word])
                    responseWords.insert(name)
                    guard let needed = Self.requiredGrant[name], !grants.contains(needed) else { continue }
                    add(Mismatch(range: responseType.range(of: word),
                                 detail: "response type '\(responseType.value)' needs the grant type '\(needed)' for '\(name)', which is not listed"),
                    r, r.usesRedirects ? .error : .warning)
                }
            }
            for grant in r.grantTypes {
                guard let responses = Self.responsesOfGrant[grant.value], responseWords.isDisjoint(with: responses) else { continue }
                let expected = responses.sorted().map { "'\($0)'" }.joined(separator: " or ")
                add(Mismatch(range: grant.range,
                             detail: "grant type '\(grant.value)' is listed, but no response type uses it (\(expected))"),
                    r, .warning)
            }
        }
        return order.map { mismatch in
            let group = AffectedClients(range: mismatch.range, registrations: clients[mismatch] ?? [], serverScoped: false)
            return report(severity: severities[mismatch], path: file.path, range: mismatch.range,
                          message: "\(mismatch.detail) for \(group.who)",
                          subjectKey: "\(group.subjectKey)/\(mismatch.detail)")
        }
    }

    private static let requiredGrant = ["code": "authorization_code", "token": "implicit", "id_token": "implicit"]
    private static let responsesOfGrant: [String: Set<String>] = [
        "authorization_code": ["code"], "implicit": ["token", "id_token"],
    ]

    /// The space-separated words of a response type (`code id_token`).
    private func words(_ value: String) -> [Range<String.Index>] {
        var out: [Range<String.Index>] = []
        var start = value.startIndex
        while start < value.endIndex {
            let end = value[start...].firstIndex(of: " ") ?? value.endIndex
            if start < end { out.append(start..<end) }
            start = end < value.endIndex ? value.index(after: end) : end
        }
        return out
    }
}
