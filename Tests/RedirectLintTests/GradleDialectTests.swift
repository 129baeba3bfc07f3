import RedirectLintDialects
import RedirectLintModel
import RedirectLintSource
import RedirectLintSyntax
import Testing

@Suite("Gradle dialect")
struct GradleDialectTests {
    func settings(_ text: String, path: String = "build.gradle") -> [GradleSetting] {
        GradleScanner.scan(SourceFile(path: path, text: text)).settings
    }

    func summary(_ settings: [GradleSetting]) -> [String] {
        settings.map { "\($0.blocks.joined(separator: ".")) \($0.name)=\($0.value.value) @\($0.value.range.start)" }
    }

    @Test func groovySpellings() {
        let script = """
            android {
                defaultConfig {
                    applicationId 'com.contoso.app'
                    manifestPlaceholders = [appAuthRedirectScheme: 'com.contoso.app', 'auth0Domain': "login.example.com"]
                }
                buildTypes {
                    debug {
                        applicationIdSuffix ".debug"
                        manifestPlaceholders += [appAuthRedirectScheme: "com.contoso.app.debug"]
                    }
                }
                productFlavors {
                    free { manifestPlaceholders.put("auth0Scheme", 'https') }
                    paid { manifestPlaceholders['auth0Scheme'] = 'demo' }
                }
            }
            """
        #expect(summary(settings(script)) == [
            "android.defaultConfig applicationId=com.contoso.app @3:24",
            "android.defaultConfig appAuthRedirectScheme=com.contoso.app @4:57",
            "android.defaultConfig auth0Domain=login.example.com @4:91",
            "android.buildTypes.debug applicationIdSuffix=.debug @8:34",
            "android.buildTypes.debug appAuthRedirectScheme=com.contoso.app.debug @9:62",
            "android.productFlavors.free auth0Scheme=https @13:57",
            "android.productFlavors.paid auth0Scheme=demo @14:55",
        ])
    }

    @Test func kotlinSpellings() {
        let script = """
            android {
                defaultConfig {
                    applicationId = "com.contoso.app"
                    manifestPlaceholders["appAuthRedirectScheme"] = "com.contoso.app"
                    // manifestPlaceholders["appAuthRedirectScheme"] = "commented.out"
                    /* manifestPlaceholders["x"] = "y" */
                }
                buildTypes {
                    getByName("debug") {
                        manifestPlaceholders.putAll(mapOf("auth0Domain" to "dev.example.com", "auth0Scheme" to "https"))
                    }
                    create("staging") {
                        manifestPlaceholders += mapOf("appAuthRedirectScheme" to "com.contoso.staging")
                        addManifestPlaceholders(mapOf("other" to "o"))
                    }
                }
            }
            """
        #expect(summary(settings(script, path: "build.gradle.kts")) == [
            "android.defaultConfig applicationId=com.contoso.app @3:26",
            "android.defaultConfig appAuthRedirectScheme=com.contoso.app @4:58",
            "android.buildTypes.debug auth0Domain=dev.example.com @10:65",
            "android.buildTypes.debug auth0Scheme=https @10:101",
            "android.buildTypes.staging appAuthRedirectScheme=com.contoso.staging @13:71",
            "android.buildTypes.staging other=o @14:55",
        ])
    }

    @Test func expressionsAndTemplatesAreNotValues() {
        let script = """
            android { defaultConfig {
                applicationId rootProject.ext.appId
                manifestPlaceholders = [a: "${'$'}{scheme}", b: "x" + suffix, c: '''tri''', d: "esc\\"aped"]
            } }
            """
        let found = settings(script)
        #expect(found.map(\.name) == ["a", "c", "d"])
        #expect(found[0].isInterpolated)
        #expect(found[1].value.value == "tri")
        #expect(found[2].value.value == "esc\"aped")
        #expect(!found[2].value.isVerbatim)
    }

    /// A value the build computes with a fallback (`System.getenv("X") ?: "x"`) is the
    /// fallback in every build that does not set it (review 46: Auth0's sample scheme).
    @Test func anElvisFallbackIsAValue() {
        let script = """
            android { defaultConfig {
                manifestPlaceholders["auth0Scheme"] = System.getenv("AUTH0_CUSTOM_SCHEME") ?: "com.auth0.sample"
                manifestPlaceholders["auth0Domain"] = System.getenv("AUTH0_DOMAIN") ?: project.findProperty("d")
                manifestPlaceholders = [appAuthRedirectScheme: props.get("scheme", "x") ?: 'com.contoso.app']
            } }
            """
        #expect(settings(script).map { "\($0.name)=\($0.value.value)" } == ["auth0Scheme=com.auth0.sample", "appAuthRedirectScheme=com.contoso.app"])
    }

    @Test func hostileInputStaysLinear() {
        let unbalanced = String(repeating: ")){", count: 50_000) + String(repeating: "manifestPlaceholders = [a: ", count: 20_000)
        // Quadratic work on this size would take minutes: the test then never ends in CI.
        #expect(settings(unbalanced + "/* unterminated").isEmpty)
        #expect(settings("applicationId 'unterminated").map(\.value.value) == ["unterminated"])
    }

    @Test func modelFromGradle() throws {
        let script = """
            android {
                defaultConfig {
                    applicationId "com.contoso.app"
                    manifestPlaceholders = [appAuthRedirectScheme: 'myapp', auth0Scheme: 'https', auth0Domain: 'login.example.com']
                }
            }
            """
        let (dialect, model) = try extract("app/build.gradle", script)
        #expect(dialect == "gradle")
        let app = try #require(model?.manifests.first)
        #expect(app.platform == .android)
        #expect(app.identity?.value == "com.contoso.app")
        #expect(app.schemes.map(\.scheme.value) == ["myapp"])
        #expect(app.schemes.first?.scheme.at == "4:57")
        #expect(app.schemes.first?.origin?.path == "app/build.gradle")
        #expect(app.claimedHosts.map(\.host.value) == ["login.example.com"])
        #expect(app.claimedHosts.first?.verified == true)
        #expect(model?.placeholders["applicationId"]?.map(\.value) == ["com.contoso.app"])
    }

    /// A library module's (or a fragment's) placeholders fill only its own test builds.
    @Test func aScriptWithoutAnApplicationIDDeclaresNoScheme() throws {
        let script = "android { defaultConfig { manifestPlaceholders = [appAuthRedirectScheme: 'unitTest'] } }"
        let app = try #require(try extract("build.gradle", script).model?.manifests.first)
        #expect(app.schemes.isEmpty)
    }

    @Test func auth0DomainWithACustomSchemeIsNoAppLink() throws {
        let script = "applicationId 'com.acmeapp.demo'\nmanifestPlaceholders = [auth0Domain: 'login.example.com', auth0Scheme: 'demo']"
        let app = try #require(try extract("build.gradle", script).model?.manifests.first)
        #expect(app.claimedHosts.isEmpty)
        #expect(app.schemes.map(\.scheme.value) == ["demo"])
    }
}
