import RedirectLintModel

/// Apple's associated-domains entitlement lists `<service>:<fully qualified domain>`, with an
/// optional `*.` prefix for subdomains and `?mode=developer`, `managed` or
/// `developer+managed`. A URL, a path or a bad host in an entry means the OS never verifies
/// the domain, so claimed https redirects (RFC 8252 §7.2, Appendix B.1) open in Safari
/// instead of the app. Paths belong in the server's `apple-app-site-association` file.
public struct AssociatedDomainMalformed: FileRule {
    public let id = "associated-domain-malformed"
    public init() {}

    static let services: Set<String> = ["applinks", "webcredentials", "activitycontinuation", "appclips"]
    static let modes: Set<String> = ["developer", "managed", "developer+managed"]

    public func check(_ file: FileModel, options: RuleOptions) -> [Finding] {
        file.manifests.flatMap { manifest in
            manifest.associatedDomains.compactMap { entry -> Finding? in
                guard !TemplateSyntax.isTemplatedAssociatedDomain(entry.value),
                      let problem = Self.problem(in: entry.value) else { return nil }
                return report(severity: problem.severity, path: file.path, range: entry.range(of: problem.range),
                              message: "associated domain '\(entry.value)' is malformed: \(problem.reason)",
                              subjectKey: entry.value)
            }
        }
    }

    struct Problem {
        var range: Range<String.Index>
        var reason: String
        /// Nil for the rule's default; a port is a warning.
        var severity: Severity?
    }

    /// The first thing wrong with an entry, or nil.
    static func problem(in entry: String) -> Problem? {
        let whole = entry.startIndex..<entry.endIndex
        if let scheme = entry.firstRange(of: "://") {
            let start = entry[..<scheme.lowerBound].lastIndex(of: ":").map { entry.index(after: $0) } ?? entry.startIndex
            return Problem(range: start..<scheme.upperBound,
                           reason: "it contains a URL scheme; write '<service>:<domain>', such as 'applinks:example.com'")
        }
        guard let colon = entry.firstIndex(of: ":") else {
            return Problem(range: whole, reason: "it has no service; write 'applinks:\(entry)' (or 'webcredentials:', 'activitycontinuation:', 'appclips:')")
        }
        let service = String(entry[..<colon])
        guard services.contains(service) else {
            return Problem(range: entry.startIndex..<colon,
                           reason: "'\(service)' is not a service; use 'applinks', 'webcredentials', 'activitycontinuation' or 'appclips'")
        }
        var rest = entry[entry.index(after: colon)...]
        var developerMode = false
        if let question = rest.firstIndex(of: "?") {
            let query = rest[rest.index(after: question)...]
            let mode = query.hasPrefix("mode=") ? String(query.dropFirst(5)) : nil
            if mode.map({ !modes.contains($0) }) ?? true {
                return Problem(range: question..<rest.endIndex,
                               reason: "'\(rest[question...])' is not a mode; the only suffixes are '?mode=developer', '?mode=managed' and '?mode=developer+managed'")
            }
            developerMode = mode?.hasPrefix("developer") == true
            rest = rest[..<question]
        }
        if let slash = rest.firstIndex(of: "/") {
            return Problem(range: slash..<rest.endIndex,
                           reason: "it contains the path '\(rest[slash...])'; an entry names only the domain, and paths go in the apple-app-site-association file")
        }
        if let portColon = rest.lastIndex(of: ":") {
            return Problem(range: portColon..<rest.endIndex,
                           reason: "it contains the port '\(rest[portColon...])'; Apple's entitlement format is '<service>:<fully qualified domain>'",
                           severity: .warning)
        }
        // Only development-signed builds use a developer-mode entry (a simulator's passkey test
        // against `localhost`): nothing a user installs depends on its host.
        guard var problem = hostProblem(rest) else { return nil }
        if developerMode {
            problem.severity = .note
            problem.reason += " (a note: only development builds use a '?mode=developer' entry)"
        }
        return problem
    }

    private static func hostProblem(_ host: Substring) -> Problem? {
        guard !host.isEmpty else {
            return Problem(range: host.startIndex..<host.endIndex, reason: "the domain is empty")
        }
        var name = host
        if name.hasPrefix("*.") { name = name.dropFirst(2) }
        if let star = name.firstIndex(of: "*") {
            return Problem(range: star..<name.index(after: star),
                           reason: "'*' is allowed only as a whole first label ('*.example.com')")
        }
        if name.hasSuffix(".") {
            return Problem(range: name.index(before: name.endIndex)..<name.endIndex,
                           reason: "the domain ends with '.'; write it without the trailing dot")
        }
        let labels = name.split(separator: ".", omittingEmptySubsequences: false)
        guard labels.count >= 2 else {
            return Problem(range: name.startIndex..<name.endIndex,
                           reason: "'\(name)' is not a fully qualified domain name")
        }
        for label in labels {
            let scalars = label.unicodeScalars
            let valid = !scalars.isEmpty && scalars.count <= 63 && scalars.first != "-" && scalars.last != "-"
                && scalars.allSatisfy { ($0 >= "a" && $0 <= "z") || ($0 >= "A" && $0 <= "Z") || ($0 >= "0" && $0 <= "9") || $0 == "-" }
            if !valid {
                let range = label.isEmpty ? name.startIndex..<name.endIndex : label.startIndex..<label.endIndex
                return Problem(range: range, reason: "'\(label)' is not a valid DNS label in the domain '\(name)'")
            }
        }
        return nil
    }
}
