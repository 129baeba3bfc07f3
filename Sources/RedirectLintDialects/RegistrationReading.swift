import RedirectLintModel
import RedirectLintSource
import RedirectLintSyntax

extension Scalar {
    /// `true`/`false` however it is written: server exports keep booleans as strings
    /// (Keycloak `attributes`, every `.properties` value), and those servers read them as
    /// booleans all the same.
    var looseBool: Bool? {
        switch value.lowercased() {
        case "true": return true
        case "false": return false
        default: return nil
        }
    }
}

extension Node {
    /// A boolean field located at its value.
    func locatedBool(_ key: String) -> Located<Bool>? {
        guard let scalar = self[key]?.scalar, let flag = scalar.looseBool else { return nil }
        return Located(flag, range: scalar.range)
    }

    /// The binding a flag turns on (`"tls_client_certificate_bound_access_tokens": true`), at
    /// the flag's value.
    func accessTokenBinding(certificate: String, dpop: String) -> Located<AccessTokenBinding>? {
        for (key, binding) in [(certificate, AccessTokenBinding.certificate), (dpop, .dpop)] {
            if let flag = locatedBool(key), flag.value { return flag.map { _ in binding } }
        }
        return nil
    }

    /// Where a key is written, for settings whose finding belongs on the key (`implicitFlowEnabled`).
    func keyRange(_ key: String) -> SourceRange? {
        entry(key)?.key.range
    }

    /// The first key of a mapping, where a finding about a whole object can point.
    var firstKeyRange: SourceRange? { entries?.first?.key.range }
}

/// A secret written in a file, unless the value only stands for one (`${SECRET}`, empty).
func secretOccurrence(_ scalar: Scalar?, key: String) -> SecretOccurrence? {
    guard let scalar, !scalar.isNull, !SecretHasher.isPlaceholder(scalar.value) else { return nil }
    return SecretOccurrence(key: key, range: scalar.range, value: scalar.value)
}

/// URIs with placeholders, for the `unresolved-template` note.
func templatedURIs(_ registrations: [ClientRegistration]) -> [Located<String>] {
    registrations.flatMap { templatedURIs($0.redirectURIs) }
}

func templatedURIs(_ uris: [Located<RedirectURI>]) -> [Located<String>] {
    uris.filter(\.value.isTemplated).map { $0.map(\.text) }
}
