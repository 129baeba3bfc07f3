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

/// A value the build puts into the app under a name, whatever the value is: a
/// `buildConfigField` (compiled into `BuildConfig`), a `resValue` (an Android resource) or a
/// `manifestPlaceholders` entry (written into the merged manifest).
public struct GradleBuiltInValue: Sendable, Equatable {
    public enum Carrier: String, Sendable, Equatable {
        case buildConfigField, resValue, manifestPlaceholders
    }
    public var carrier: Carrier
    public var name: String
    public var nameRange: SourceRange
    /// The value when it is a lone string literal without a template; `nil` when the build
    /// computes it (`props.getProperty("CLIENT_SECRET")`, `"\"$secret\""`).
    public var literal: Scalar?

    public init(carrier: Carrier, name: String, nameRange: SourceRange, literal: Scalar?) {
        self.carrier = carrier
        self.name = name
        self.nameRange = nameRange
        self.literal = literal
    }
}

/// What the Gradle scanner found in one `build.gradle` or `build.gradle.kts`.
public struct GradleScript: Sendable, Equatable {
    public var settings: [GradleSetting]
    public var builtInValues: [GradleBuiltInValue]
    public init(settings: [GradleSetting], builtInValues: [GradleBuiltInValue] = []) {
        self.settings = settings
        self.builtInValues = builtInValues
    }
}
