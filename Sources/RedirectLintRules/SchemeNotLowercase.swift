import RedirectLintModel

/// RFC 3986 §3.1: schemes are case-insensitive, but the canonical form is lower case and
/// producers should write it so. Android matches `<data android:scheme>` case-sensitively
/// and browsers lower-case the scheme of the URI they follow, so `MyApp` in a manifest
/// never receives a redirect; servers compare registered redirect URIs as strings. Declared
/// schemes are judged in Android files and Expo's configuration (which Expo writes into the
/// Android manifest as it is) only: iOS and macOS match schemes without regard to case.
public struct SchemeNotLowercase: FileRule {
    public let id = "scheme-not-lowercase"
    public init() {}

    public func check(_ file: FileModel, options: RuleOptions) -> [Finding] {
        let occurrences = SchemeOccurrences.written(in: file)
        // An app that declares `dcaccount` beside `DCACCOUNT` (for QR codes, whose alphabet is
        // upper case) receives both spellings on purpose.
        let declared = Set(occurrences.filter { !$0.isRedirectURI }.map(\.scheme))
        let android = file.manifests.contains { $0.platform == .android }
        // Expo's `scheme`, not the bundle identifier or package it also registers: an
        // identifier's capitals are the app's name, and its scheme is seldom a redirect's.
        let expoSchemes = Set(file.manifests.filter { $0.platform == .expo }.flatMap(\.schemes).filter { $0.origin == nil }
            .map(\.scheme.value))
        return occurrences.compactMap { written in
            guard written.scheme.hasASCIIUppercase, SchemeName.isValidSyntax(written.scheme),
                  written.isRedirectURI || android || expoSchemes.contains(written.scheme),
                  written.isRedirectURI || !declared.contains(written.scheme.lowercased()) else { return nil }
            let lower = written.scheme.lowercased()  // ASCII: the syntax is valid
            return report(path: written.path, range: written.range,
                          message: "\(written.subject) has upper-case letters; write it as '\(lower)', since \(written.caseConsequence)",
                          fix: written.fix(lower), subjectKey: written.scheme)
        }
    }
}
