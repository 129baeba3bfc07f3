@testable import RedirectLintDialects
import RedirectLintEngine
import RedirectLintModel
import RedirectLintSyntax
import Testing

/// Expo's `app.config.js` and Electron's JavaScript packaging configs, where reviews 29, 47,
/// 51 and 65 found the sign-in scheme declared and nowhere else.
@Suite("JavaScript app configurations")
struct JavaScriptAppConfigDialectTests {
    private func schemes(_ path: String, _ text: String) throws -> [String] {
        let model = try extract(path, text, with: JavaScriptAppConfigDialect())
        return model.manifests.flatMap(\.schemes).map(\.scheme.value)
    }

    @Test func expoSchemesAsWritten() throws {
        let config = """
            const IS_DEV = process.env.APP_VARIANT !== 'production';
            // scheme: 'commented-out',
            module.exports = {
              expo: {
                name: IS_DEV ? 'Shop (dev)' : 'Shop',
                scheme: IS_DEV ? 'com.contoso.shop.dev' : 'com.contoso.shop',
                ios: { bundleIdentifier: 'com.contoso.shop' },
                android: {
                  package: "com.contoso.shop",
                  intentFilters: [{ action: "VIEW", data: [{ scheme: "shopauth" }, { scheme: "https", host: "shop.contoso.com" }] }],
                },
              },
            };
            """
        #expect(try schemes("app.config.js", config) == ["com.contoso.shop.dev", "com.contoso.shop", "shopauth"])
        let model = try extract("app.config.js", config, with: JavaScriptAppConfigDialect())
        #expect(model.manifests.first?.platform == .expo)
        #expect(model.manifests.first?.identity?.value == "com.contoso.shop")
    }

    @Test func aListOfSchemesAndAPositionOnEach() throws {
        let config = "export default ({ config }) => ({\n  ...config,\n  scheme: ['shop', \"com.contoso.shop\"],\n});\n"
        let model = try extract("mobile/app.config.ts", config, with: JavaScriptAppConfigDialect())
        let declared = model.manifests.flatMap(\.schemes)
        #expect(declared.map(\.scheme.value) == ["shop", "com.contoso.shop"])
        #expect(declared.map(\.scheme.range.at) == ["3:13", "3:21"])
    }

    /// A value the config computes is none: not a call's argument, not an environment variable.
    @Test(arguments: ["  scheme: process.env.APP_SCHEME,", "  scheme: pick('production'),", "  scheme: `${prefix}-app`,"])
    func computedSchemesAreNotDeclared(line: String) throws {
        let text = "module.exports = {\n  expo: {\n  slug: 'shop',\n\(line)\n  scheme2: 'x' }\n};\n"
        let declared = try Dialects.read(try loadCode("app.config.js", text))?.manifests.flatMap(\.schemes).map(\.scheme.value) ?? []
        #expect(declared.isEmpty)
    }

    @Test func electronBuilderAndForge() throws {
        let builder = """
            module.exports = {
              appId: 'com.usebruno.app',
              protocols: [{ name: 'Bruno', schemes: ['bruno'] }],
              linux: { mimeTypes: ['x-scheme-handler/bruno'] },
            };
            """
        #expect(try schemes("packages/app/electron-builder-config.js", builder) == ["bruno"])
        let forge = "module.exports = {\n  packagerConfig: {\n    protocols: [\n      {\n        name: 'Middo',\n        schemes: [\n          'middo'\n        ]\n      }\n    ]\n  }\n};\n"
        let model = try extract("forge.config.js", forge, with: JavaScriptAppConfigDialect())
        #expect(model.manifests.first?.platform == .electron)
        #expect(model.manifests.flatMap(\.schemes).map(\.scheme.value) == ["middo"])
        #expect(try schemes("apps/desktop/electron-builder.json5", "{\n  // OAuth callbacks\n  protocols: { name: 'OpenMarch', schemes: ['openmarch'] },\n}\n") == ["openmarch"])
    }

    /// Other scripts are source code, read only as evidence.
    @Test func otherScriptsAreNotAppConfigurations() throws {
        #expect(!JavaScriptAppConfigDialect.isAppConfig("src/config.js"))
        #expect(!JavaScriptAppConfigDialect.isAppConfig("metro.config.js"))
        #expect(JavaScriptAppConfigDialect.isAppConfig("apps/mobile/app.config.ts"))
        #expect(try recognizedDialect("src/routes.js", "const routes = { scheme: 'myapp' };") != "js-app-config")
    }
}

private func loadCode(_ path: String, _ text: String) throws -> Document {
    try DocumentLoader.load(SourceFile(path: path, text: text), as: syntax(of: path)).document
}
