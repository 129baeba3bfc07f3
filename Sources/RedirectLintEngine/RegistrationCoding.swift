import RedirectLintModel
import RedirectLintSource

/// One file's registrations as compact bytes, so that the project pass can read them back a
/// file at a time instead of keeping every file's model in memory. Every stored property
/// survives; a redirect URI is kept with its parse (`RedirectURI.store`), and a secret as what `SecretOccurrence` holds: its key, range and salted
/// fingerprint, never the value. The fingerprint's salt lives as long as the process, like
/// the bytes.
enum RegistrationCoding {
    static func encode(_ registrations: [ClientRegistration]) -> [UInt8] {
        var writer = CompactWriter(capacity: estimatedSize(registrations))
        writer.bytes.int(registrations.count)
        for registration in registrations { encode(registration, into: &writer) }
        return writer.bytes.bytes
    }

    static func decode(_ bytes: [UInt8]) -> [ClientRegistration] {
        var reader = CompactReader(bytes: bytes)
        let count = reader.bytes.int()
        var registrations: [ClientRegistration] = []
        registrations.reserveCapacity(count)
        for _ in 0..<count { registrations.append(decode(from: &reader)) }
        assert(reader.bytes.isAtEnd, "RegistrationCoding: decode read a different layout than encode wrote")
        return registrations
    }

    /// Enough for most files in one allocation, without much to spare: the first use of each
    /// shared string costs its text, later ones a byte or two. Fitted on the benchmark corpus
    /// (1.2 times the size in all, too little for 3 files in 100).
    private static func estimatedSize(_ registrations: [ClientRegistration]) -> Int {
        registrations.reduce(300 + (registrations.first?.path.utf8.count ?? 0)) { total, r in
            let values = r.redirectURIs.count + r.grantTypes.count + r.responseTypes.count + r.secrets.count
            let text = r.redirectURIs.reduce(r.pointer.utf8.count) { $0 + $1.value.text.utf8.count }
                + (r.clientID?.value.utf8.count ?? 0) + (r.name?.value.utf8.count ?? 0)
            return total + 100 + 10 * values + text
        }
    }

    /// Which optional values follow, and the flags, in one number.
    private struct Present: OptionSet {
        let rawValue: Int
        static let clientID = Present(rawValue: 1 << 0)
        static let name = Present(rawValue: 1 << 1)
        static let declaredKind = Present(rawValue: 1 << 2)
        static let defaultKind = Present(rawValue: 1 << 3)
        static let declaredType = Present(rawValue: 1 << 4)
        static let authMethod = Present(rawValue: 1 << 5)
        static let defaultAuthMethod = Present(rawValue: 1 << 6)
        static let redirectPatternMatching = Present(rawValue: 1 << 7)
        static let missingRedirectsMeaning = Present(rawValue: 1 << 8)
        static let pkce = Present(rawValue: 1 << 9)
        static let consentSkipped = Present(rawValue: 1 << 10)
        static let refreshTokenRotation = Present(rawValue: 1 << 11)
        static let secretIsPublicByDesign = Present(rawValue: 1 << 12)
        static let grantTypesAreDefault = Present(rawValue: 1 << 13)
        static let serverWidePKCE = Present(rawValue: 1 << 14)
    }

    private static func present(_ r: ClientRegistration) -> Present {
        var present: Present = []
        if r.clientID != nil { present.insert(.clientID) }
        if r.name != nil { present.insert(.name) }
        if r.declaredKind != nil { present.insert(.declaredKind) }
        if r.defaultKind != nil { present.insert(.defaultKind) }
        if r.declaredType != nil { present.insert(.declaredType) }
        if r.authMethod != nil { present.insert(.authMethod) }
        if r.defaultAuthMethod != nil { present.insert(.defaultAuthMethod) }
        if r.redirectPatternMatching != nil { present.insert(.redirectPatternMatching) }
        if r.missingRedirectsMeaning != nil { present.insert(.missingRedirectsMeaning) }
        if r.pkce != nil { present.insert(.pkce) }
        if r.consentSkipped != nil { present.insert(.consentSkipped) }
        if r.refreshTokenRotation != nil { present.insert(.refreshTokenRotation) }
        if r.secretIsPublicByDesign { present.insert(.secretIsPublicByDesign) }
        if r.grantTypesAreDefault { present.insert(.grantTypesAreDefault) }
        if r.pkceScope == .server { present.insert(.serverWidePKCE) }
        return present
    }

    private static func encode(_ r: ClientRegistration, into w: inout CompactWriter) {
        w.bytes.int(present(r).rawValue)
        w.sharedString(r.format)
        w.sharedString(r.path)
        w.sharedString(r.server.name)
        w.bytes.int(r.server.source.code)
        w.range(r.anchor)
        w.bytes.string(r.pointer)
        // Names and ids differ from client to client: a table entry would only cost.
        if let clientID = r.clientID { w.located(clientID) { $0.bytes.string($1) } }
        if let name = r.name { w.located(name) { $0.bytes.string($1) } }
        if let declaredKind = r.declaredKind { w.located(declaredKind) { $0.bytes.int($1.code) } }
        if let defaultKind = r.defaultKind { w.bytes.int(defaultKind.code) }
        if let declaredType = r.declaredType { w.located(declaredType) { $0.bytes.int($1.code) } }
        if let authMethod = r.authMethod { w.located(authMethod) { $0.sharedString($1) } }
        if let defaultAuthMethod = r.defaultAuthMethod { w.sharedString(defaultAuthMethod) }
        w.bytes.int(r.secrets.count)
        for secret in r.secrets {
            w.sharedString(secret.key)
            w.range(secret.range)
            w.bytes.fixed64(secret.fingerprint)
        }
        w.bytes.int(r.grantTypes.count)
        for grantType in r.grantTypes { w.located(grantType) { $0.sharedString($1) } }
        w.bytes.int(r.responseTypes.count)
        for responseType in r.responseTypes { w.located(responseType) { $0.sharedString($1) } }
        w.bytes.int(r.redirectURIs.count)
        // With its parse: the project rules read every URI back several times, and parsing
        // again was most of the cost of reading a file's registrations back.
        for uri in r.redirectURIs {
            w.located(uri) { writer, uri in uri.store(int: { writer.bytes.int($0) }, string: { writer.bytes.string($0) }) }
        }
        if let matching = r.redirectPatternMatching { w.located(matching) { $0.bytes.bool($1) } }
        if let meaning = r.missingRedirectsMeaning { w.sharedString(meaning) }
        if let pkce = r.pkce { w.located(pkce) { $0.bytes.int($1.code) } }
        if let consentSkipped = r.consentSkipped { w.located(consentSkipped) { $0.bytes.bool($1) } }
        if let rotation = r.refreshTokenRotation { w.located(rotation) { $0.bytes.bool($1) } }
    }

    /// The exact mirror of `encode(_:into:)`.
    private static func decode(from reader: inout CompactReader) -> ClientRegistration {
        let present = Present(rawValue: reader.bytes.int())
        let format = reader.sharedString()
        let path = reader.sharedString()
        let server = ServerIdentity(name: reader.sharedString(), source: .init(code: reader.bytes.int()))
        let anchor = reader.range()
        var r = ClientRegistration(format: format, path: path, server: server, anchor: anchor, pointer: reader.bytes.string())
        if present.contains(.clientID) { r.clientID = reader.located { $0.bytes.string() } }
        if present.contains(.name) { r.name = reader.located { $0.bytes.string() } }
        if present.contains(.declaredKind) { r.declaredKind = reader.located { ApplicationKind(code: $0.bytes.int()) } }
        if present.contains(.defaultKind) { r.defaultKind = ApplicationKind(code: reader.bytes.int()) }
        if present.contains(.declaredType) { r.declaredType = reader.located { ClientType(code: $0.bytes.int()) } }
        if present.contains(.authMethod) { r.authMethod = reader.located { $0.sharedString() } }
        if present.contains(.defaultAuthMethod) { r.defaultAuthMethod = reader.sharedString() }
        r.secrets = (0..<reader.bytes.int()).map { _ in
            SecretOccurrence(key: reader.sharedString(), range: reader.range(), fingerprint: reader.bytes.fixed64())
        }
        r.grantTypes = (0..<reader.bytes.int()).map { _ in reader.located { $0.sharedString() } }
        r.responseTypes = (0..<reader.bytes.int()).map { _ in reader.located { $0.sharedString() } }
        r.redirectURIs = (0..<reader.bytes.int()).map { _ in reader.located { reader in RedirectURI(restoring: { reader.bytes.int() }, string: { reader.bytes.string() }) } }
        if present.contains(.redirectPatternMatching) { r.redirectPatternMatching = reader.located { $0.bytes.bool() } }
        if present.contains(.missingRedirectsMeaning) { r.missingRedirectsMeaning = reader.sharedString() }
        if present.contains(.pkce) { r.pkce = reader.located { PKCEPolicy(code: $0.bytes.int()) } }
        if present.contains(.consentSkipped) { r.consentSkipped = reader.located { $0.bytes.bool() } }
        if present.contains(.refreshTokenRotation) { r.refreshTokenRotation = reader.located { $0.bytes.bool() } }
        r.secretIsPublicByDesign = present.contains(.secretIsPublicByDesign)
        r.grantTypesAreDefault = present.contains(.grantTypesAreDefault)
        r.pkceScope = present.contains(.serverWidePKCE) ? .server : .client
        return r
    }
}

// Fixed numbers, not `allCases` positions or raw strings: a new case must get a new number
// here (the switches are exhaustive), and a test pins the existing ones.

extension ServerIdentity.Source {
    var code: Int {
        switch self {
        case .declared: 0
        case .configured: 1
        case .file: 2
        }
    }

    init(code: Int) {
        switch code {
        case 0: self = .declared
        case 1: self = .configured
        case 2: self = .file
        default: preconditionFailure("redirectlint: no server source numbered \(code)")
        }
    }
}

extension ApplicationKind {
    var code: Int {
        switch self {
        case .native: 0
        case .web: 1
        case .browser: 2
        }
    }

    init(code: Int) {
        switch code {
        case 0: self = .native
        case 1: self = .web
        case 2: self = .browser
        default: preconditionFailure("redirectlint: no application kind numbered \(code)")
        }
    }
}

extension ClientType {
    var code: Int {
        switch self {
        case .confidential: 0
        case .public: 1
        }
    }

    init(code: Int) {
        switch code {
        case 0: self = .confidential
        case 1: self = .public
        default: preconditionFailure("redirectlint: no client type numbered \(code)")
        }
    }
}

extension PKCEPolicy {
    /// Two flags in two bits.
    var code: Int { (required ? 1 : 0) | (allowsPlain ? 2 : 0) }

    init(code: Int) {
        self.init(required: code & 1 != 0, allowsPlain: code & 2 != 0)
    }
}
