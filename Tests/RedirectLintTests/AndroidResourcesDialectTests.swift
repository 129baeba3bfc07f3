import RedirectLintDialects
import RedirectLintModel
import Testing

@Suite("Android string resources dialect")
struct AndroidResourcesDialectTests {
    /// Only values a manifest could take as a scheme or host are kept: the user-interface
    /// text that makes up most of a strings.xml is not held for the whole run.
    @Test func keepsOnlyValuesThatCouldBeASchemeOrHost() throws {
        let xml = """
            <resources>
              <string name="app_name">Photo Album</string>
              <string name="redirect_scheme">org.album.photos</string>
              <string name="redirect_host">login.album.org</string>
            </resources>
            """
        let model = try extract("app/src/main/res/values/strings.xml", xml, with: AndroidResourcesDialect())
        #expect(model.placeholders.keys.sorted() == ["@string/redirect_host", "@string/redirect_scheme"])
        #expect(model.placeholders["@string/redirect_scheme"]?.first?.range.at == "3:34")
    }
}
