import RedirectLintSource

/// A setting read from a Gradle build script without evaluating it: a literal value
/// assigned to a manifest placeholder or to the application id.
public struct GradleSetting: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// An entry of `manifestPlaceholders`; `name` is its key.
        case manifestPlaceholder
        /// `applicationId` or `applicationIdSuffix`; `name` says which.
        case applicationId
    }
    public var kind: Kind
    public var name: String
    public var nameRange: SourceRange
    /// The string literal, decoded; the range excludes the quotes.
    public var value: Scalar
    /// A Groovy/Kotlin string template (`"$scheme"`, `"${ext.scheme}"`): only a build can
    /// tell what it becomes.
    public var isInterpolated: Bool
    /// The named blocks around the setting, outermost first: `["android", "buildTypes", "debug"]`.
    public var blocks: [String]

    public init(kind: Kind, name: String, nameRange: SourceRange, value: Scalar, isInterpolated: Bool, blocks: [String]) {
        self.kind = kind
        self.name = name
        self.nameRange = nameRange
        self.value = value
        self.isInterpolated = isInterpolated
        self.blocks = blocks
    }
}

/// What the Gradle scanner found in one `build.gradle` or `build.gradle.kts`.
public struct GradleScript: Sendable, Equatable {
    public var settings: [GradleSetting]
    public init(settings: [GradleSetting]) {
        self.settings = settings
    }
}
