/// Environment files (`.env`, `.env.production`) and Gradle's property files
/// (`gradle.properties`, `local.properties`, which an Android build reads its `buildConfigField`
/// values from: review 100): `NAME=value` lines with `#` comments, which configure a deployment
/// or a build. The names read; not the examples and templates that document them
/// (`.env.example`, `.env.sample`).
public enum EnvironmentFile {
    public static let names = [".env", ".env.local", ".env.development", ".env.dev", ".env.production", ".env.prod",
                               ".env.staging", ".env.backup", ".env.development.local", ".env.production.local",
                               "gradle.properties", "local.properties"]

    /// Whether the path's file is one of them.
    public static func isNamed(_ path: String) -> Bool {
        names.contains((path.split(separator: "/").last.map(String.init) ?? path).lowercased())
    }
}
