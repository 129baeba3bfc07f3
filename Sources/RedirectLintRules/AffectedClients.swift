import RedirectLintModel
import RedirectLintSource

/// Settings that hold for every client of a server (`SettingScope.server`, or any
/// setting several clients share) are one finding at the setting, naming every client.
struct AffectedClients {
    var range: SourceRange
    var registrations: [ClientRegistration]
    var serverScoped: Bool

    /// `'a'`, `'a' and 'b'`, `'a', 'b' and 'c'`.
    var names: String {
        let all = registrations.map { "'\($0.displayName)'" }
        guard all.count > 1 else { return all.first ?? "" }
        return all.dropLast().joined(separator: ", ") + " and " + all[all.count - 1]
    }

    /// `client 'a'` or `clients 'a' and 'b'`, and the verb that agrees with it.
    var who: String { registrations.count == 1 ? registrations[0].label : "clients \(names)" }
    func verb(_ singular: String, _ plural: String) -> String { registrations.count == 1 ? singular : plural }

    var anyNativeOrPublic: Bool { registrations.contains(where: \.isNativeOrPublic) }

    var subjectKey: String { registrations.map(\.displayName).joined(separator: ",") }

    /// Groups registrations by where their setting is written, in file order.
    static func group(_ items: [(registration: ClientRegistration, range: SourceRange, serverScoped: Bool)]) -> [AffectedClients] {
        var groups: [AffectedClients] = []
        var index: [SourceRange: Int] = [:]
        for item in items {
            if let at = index[item.range] {
                groups[at].registrations.append(item.registration)
                groups[at].serverScoped = groups[at].serverScoped || item.serverScoped
                continue
            }
            index[item.range] = groups.count
            groups.append(AffectedClients(range: item.range, registrations: [item.registration],
                                          serverScoped: item.serverScoped))
        }
        return groups
    }
}
