import RedirectLintModel

/// RFC 7591 §2: `redirect_uris`, `grant_types` and `response_types` are arrays of strings. A
/// single string where an array belongs is rejected by a conforming server, or read by a
/// lenient one as something else than the author meant (a one-element list, or nothing).
public struct RegistrationFieldWrongType: FileRule {
    public let id = "registration-field-wrong-type"
    public init() {}

    public func check(_ file: FileModel, options: RuleOptions) -> [Finding] {
        file.registrations.flatMap { registration in
            registration.wrongTypeFields.map { field in
                report(path: file.path, range: field.range,
                       message: "'\(field.value)' of \(registration.label) is a single string, but RFC 7591 §2 defines it as an array of strings; write it as a list, [\"...\"]",
                       subjectKey: "\(registration.displayName)/\(field.value)")
            }
        }
    }
}
