import RedirectLintModel

/// RFC 9700 §4.14.2: refresh tokens of public clients MUST be sender-constrained or rotated,
/// so that a stolen one is detected when the thief and the app both use it. A native app
/// cannot authenticate, so a reused refresh token works for whoever holds it.
public struct RefreshTokenNotRotated: FileRule {
    public let id = "refresh-token-not-rotated"
    public init() {}

    public func check(_ file: FileModel, options: RuleOptions) -> [Finding] {
        let affected = file.registrations.compactMap { r -> (registration: ClientRegistration, range: SourceRange, serverScoped: Bool)? in
            guard let rotation = r.refreshTokenRotation, !rotation.value, r.isNativeOrPublic else { return nil }
            // Grant types listed without `refresh_token`: no refresh token is issued.
            if !r.grantTypesAreDefault, !r.grantTypes.contains(where: { $0.value == "refresh_token" }) { return nil }
            return (r, rotation.range, false)
        }
        return AffectedClients.group(affected).map { group in
            let who = group.registrations.count == 1
                ? "refresh tokens of \(group.registrations[0].label), a native or public client,"
                : "refresh tokens of the native or public clients \(group.names)"
            // A setting the file leaves out is pointed at where the server's default applies.
            let why = group.registrations[0].refreshTokenRotationIsDefault ? " (the file leaves rotation at the server's default, off)" : ""
            return report(path: file.path, range: group.range,
                          message: "\(who) are reused instead of rotated\(why), so a stolen refresh token keeps working unnoticed; enable rotation with reuse detection or sender-constrain the tokens",
                          subjectKey: "refresh-rotation/\(group.subjectKey)")
        }
    }
}
