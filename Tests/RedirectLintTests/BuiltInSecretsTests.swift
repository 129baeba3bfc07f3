import Foundation
import RedirectLintEngine
import RedirectLintModel
import RedirectLintReporters
import RedirectLintSource
import RedirectLintSyntax
import Testing

/// Client secrets an app's build puts into it by name, shaped like the reviews' misses: a
/// GitHub client's secret compiled into `BuildConfig` from `local.properties`, BuildKonfig in a
/// Kotlin Multiplatform SDK module, a `resValue` in a sample, an Expo app's
/// `EXPO_PUBLIC_CLIENT_SECRET`, a Flutter app's `.env` asset. The value is never in the
/// repository; that every copy of the app carries it is a warning.
@Suite("Client secrets built into apps")
struct BuiltInSecretsTests {
    private let manifest = """
        <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="com.contoso.tracker">
          <application android:label="Tracker" />
        </manifest>
        """

    private func secretFindings(_ files: [(path: String, content: String)]) throws -> [Finding] {
        try lint(files, explicit: false).findings.filter { $0.ruleID == "embedded-client-secret" }
    }

    @Test func gradleSpellings() {
        let script = """
            android {
              defaultConfig {
                buildConfigField "String", "GITHUB_CLIENT_SECRET", "\\"${props['secret']}\\""
                buildConfigField("String", "API_URL", "\\"https://api.contoso.com\\"")
                resValue("string", "sypht_client_secret", secrets.getProperty("SECRET"))
                manifestPlaceholders = [vkidClientSecret: vkSecret, appAuthRedirectScheme: "com.contoso.tracker"]
              }
            }
            buildkonfig {
              defaultConfigs { buildConfigField(FieldSpec.Type.STRING, "clientSecret", props.getProperty("CLIENT_SECRET")) }
            }
            """
        let values = GradleScanner.scan(SourceFile(path: "app/build.gradle", text: script)).builtInValues
        #expect(values.map { "\($0.carrier.rawValue) \($0.name) \($0.literal?.value ?? "-") \($0.nameRange.start.line)" } == [
            "buildConfigField GITHUB_CLIENT_SECRET - 3",
            "buildConfigField API_URL \"https://api.contoso.com\" 4",
            "resValue sypht_client_secret - 5",
            "manifestPlaceholders vkidClientSecret - 6",
            "manifestPlaceholders appAuthRedirectScheme com.contoso.tracker 6",
            "buildConfigField clientSecret - 10",
        ])
    }

    @Test func aBuildScriptsSecretIsAWarningAndAWrittenOneAnError() throws {
        let script = """
            android {
              defaultConfig {
                applicationId "com.contoso.tracker"
                buildConfigField "String", "STRAVA_CLIENT_SECRET", "\\"${localProps['STRAVA_CLIENT_SECRET']}\\""
              }
              buildTypes {
                release { buildConfigField "String", "CONSUMER_SECRET", "\\"9f2c41d7e08ab35c6f1d2e4a7b90c8d1\\"" }
                debug { buildConfigField "String", "CLIENT_SECRET", "\\"\\"" }
              }
            }
            """
        let findings = try secretFindings([("app/build.gradle", script),
                                           ("app/src/main/java/Strava.kt", "val s = BuildConfig.STRAVA_CLIENT_SECRET // OAuth\n")])
        #expect(findings.map { "\($0.path):\($0.range.start.line) \($0.severity)" } == [
            "app/build.gradle:4 warning", "app/build.gradle:7 error",
        ], "\(findings.map(\.message))")
        #expect(!findings.contains { $0.message.contains("9f2c41d7") })
    }

    @Test(arguments: [
        ("app/src/main/java/Secrets.kt", "    const val CLIENT_SECRET = BuildConfig.CLIENT_SECRET", "BuildConfig"),
        ("shared/src/commonMain/kotlin/Auth.kt", "    val secret = BuildKonfig.clientSecret", "BuildKonfig"),
        ("src/constants/env.ts", "export const secret = process.env.EXPO_PUBLIC_CLIENT_SECRET;", "EXPO_PUBLIC_"),
        ("src/lib/google.ts", "const secret = import.meta.env.VITE_GOOGLE_CLIENT_SECRET ?? '';", "VITE_"),
        ("lib/strava.dart", "  final secret = dotenv.env['STRAVA_CLIENT_SECRET'] ?? '';", "flutter_dotenv"),
        ("lib/auth.dart", "  static const secret = String.fromEnvironment('AUTH0_CLIENT_SECRET');", "--dart-define"),
        ("ios/Runner/Auth.swift", "  let secret = Bundle.main.object(forInfoDictionaryKey: \"CLIENT_SECRET\") as? String", "Info.plist"),
        ("src/auth.ts", "import { API_URL, CLIENT_SECRET } from '@env';", "@env"),
        ("src/auth.ts", "import Config from 'react-native-config';\nconst s = Config.CLIENT_SECRET;", "react-native-config"),
    ])
    func anAppsCodeReadingABuiltInSecretIsAWarning(path: String, line: String, carrier: String) throws {
        let findings = try secretFindings([("android/app/src/main/AndroidManifest.xml", manifest),
                                           ("app/src/main/AndroidManifest.xml", manifest),
                                           ("shared/src/androidMain/AndroidManifest.xml", manifest),
                                           (path, "// OAuth client\n\(line)\n")])
        #expect(findings.count == 1, "\(findings.map(\.message))")
        let finding = try #require(findings.first)
        #expect(finding.severity == .warning && finding.path == path && finding.message.contains(carrier), "\(finding.message)")
    }

    @Test(arguments: [
        // Read at run time from the environment, or the app's own object.
        "const secret = process.env.CLIENT_SECRET;",
        "const secret = AppConfig.CLIENT_SECRET;",
        "const secret = Config.CLIENT_SECRET;",
        // Only named in a comment, or a name that is not a client secret's.
        "// const secret = process.env.EXPO_PUBLIC_CLIENT_SECRET;",
        "const key = process.env.EXPO_PUBLIC_API_KEY;",
        // Named in a message, or a flag about the secret.
        "throw new Error('Set EXPO_PUBLIC_CLIENT_SECRET in .env');",
        "const required = import.meta.env.VITE_REQUIRE_CLIENT_SECRET === 'true';",
        "if (BuildConfig.USE_CLIENT_SECRET) sign();",
    ])
    func notABuiltInSecret(line: String) throws {
        let findings = try secretFindings([("android/app/src/main/AndroidManifest.xml", manifest),
                                           ("src/auth.ts", "// OAuth client\n\(line)\n")])
        #expect(findings.isEmpty, "\(findings.map(\.message))")
    }

    @Test func aServerReadingItsSecretIsNotAnApp() throws {
        let findings = try secretFindings([("android/app/src/main/AndroidManifest.xml", manifest),
                                           ("server/src/token.ts", "const s = process.env.VITE_CLIENT_SECRET; // OAuth\n")])
        #expect(findings.isEmpty, "\(findings.map(\.message))")
    }

    @Test func codeReadingWhatTheBuildDefinesIsReportedOnceWhereItIsDefined() throws {
        let findings = try secretFindings([
            ("app/build.gradle.kts", "android { defaultConfig { applicationId = \"com.contoso.tracker\"\n buildConfigField(\"String\", \"CLIENT_SECRET\", props[\"s\"].toString()) } }\n"),
            ("app/src/main/AndroidManifest.xml", manifest),
            ("app/src/main/java/A.kt", "val a = BuildConfig.CLIENT_SECRET // OAuth\n"),
            ("app/src/main/java/B.kt", "val b = BuildConfig.CLIENT_SECRET // OAuth\n"),
        ])
        #expect(findings.map(\.path) == ["app/build.gradle.kts"], "\(findings.map(\.message))")
    }

    /// A server's script with a JVM build-config plugin declares no app; a blank definition
    /// gives nothing away, and code reading that name is not reported either.
    @Test func noAppNoBlank() throws {
        let server = try secretFindings([("backend/build.gradle.kts", "plugins { id(\"com.github.gmazzo.buildconfig\") }\nbuildConfig { buildConfigField(\"String\", \"CLIENT_SECRET\", \"\\\"${env}\\\"\") }\n")])
        #expect(server.isEmpty, "\(server.map(\.message))")
        let blank = try secretFindings([
            ("app/build.gradle", "android { defaultConfig { applicationId 'com.contoso.tracker'\n buildConfigField 'String', 'CLIENT_SECRET', '\"\"' } }\n"),
            ("app/src/main/AndroidManifest.xml", manifest),
            ("app/src/main/java/A.kt", "val a = BuildConfig.CLIENT_SECRET // OAuth\n"),
        ])
        #expect(blank.isEmpty, "\(blank.map(\.message))")
    }

    /// The excerpt of a build script's secret line does not print a value, issued-looking or not.
    @Test func theExcerptMasksTheValue() throws {
        let root = try makeProject([("app/build.gradle", "android {\n  buildConfigField \"String\", \"CLIENT_SECRET\", \"\\\"s3cr3t-v4lue\\\"\"\n}\n")])
        defer { try? FileManager.default.removeItem(at: root) }
        let report = Linter.run(LintRequest(paths: [root.path], wantsExcerpts: true))
        let text = Reporters.render(report, as: .text)
        #expect(report.findings.contains { $0.ruleID == "embedded-client-secret" })
        #expect(!text.contains("s3cr3t-v4lue"), "\(text)")
    }
}
