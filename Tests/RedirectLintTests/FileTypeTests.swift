import RedirectLintDialects
@testable import RedirectLintEngine
import RedirectLintSyntax
import Testing

/// Discovery, loading and comment collection go by what the dialects declare.
@Suite("File types")
struct FileTypeTests {
    @Test func everyDeclaredFileIsACandidateReadInItsDeclaredSyntax() {
        for dialect in Dialects.all {
            for type in dialect.fileTypes {
                let names = type.extensions.map { "dir/file." + $0 } + type.names.map { "dir/" + $0 }
                #expect(!names.isEmpty, "\(dialect.id)")
                for path in names {
                    #expect(Discovery.isCandidate(Paths.fileName(path)), "\(dialect.id): \(path)")
                    #expect(FileKind.of(path)?.syntax == type.syntax, "\(dialect.id): \(path)")
                }
            }
        }
    }

    @Test func undeclaredFilesAreNotCandidates() {
        for name in ["Package.swift", "README.md", "build.kts", "notes.txt", "config.json5", "app.plist.bak"] {
            #expect(!Discovery.isCandidate(name), "\(name)")
        }
    }

    @Test func aFileNameTakesPrecedenceOverItsExtension() {
        let kind = FileKind.of("app/package.json")
        #expect(kind?.mayHold("app/package.json", Array(#"{"build": {"protocols": []}}"#.utf8)) == true)
        #expect(kind?.mayHold("app/package.json", Array(#"{"redirect_uris": []}"#.utf8)) == false)
        #expect(FileKind.of("app/client.json")?.mayHold("app/client.json", Array(#"{"redirect_uris": []}"#.utf8)) == true)
    }

    @Test func aPrefilterIsTheUnionOfTheDialectsReadingThatExtension() {
        let xml = FileKind.of("res/values/strings.xml")
        #expect(xml?.mayHold("src/AndroidManifest.xml", Array("<manifest/>".utf8)) == true)
        #expect(xml?.mayHold("res/values/strings.xml", Array(#"<resources><string name="s">x</string></resources>"#.utf8)) == true)
        #expect(xml?.mayHold("res/layout/main.xml", Array(#"<resources><string name="s">x</string></resources>"#.utf8)) == false)
        // Colours and dimensions define nothing a manifest takes.
        #expect(xml?.mayHold("res/values/colors.xml", Array(#"<resources><color name="c">#fff</color></resources>"#.utf8)) == false)
        #expect(xml?.mayHold("res/layout/main.xml", Array("<LinearLayout/>".utf8)) == false)
    }

    @Test func onlyPlistsWithTheKeysOfAnInfoPlistAreRead() {
        let plist = FileKind.of("App/Info.plist")
        #expect(plist?.mayHold("App/Info.plist", Array("<plist><dict><key>CFBundleIdentifier</key></dict></plist>".utf8)) == true)
        #expect(plist?.mayHold("App/Info.plist", Array("<plist><dict><key>UIApplicationSceneManifest</key></dict></plist>".utf8)) == true)
        #expect(plist?.mayHold("App/Settings.bundle/Root.plist",
                               Array("<plist><dict><key>PreferenceSpecifiers</key></dict></plist>".utf8)) == false)
        #expect(plist?.mayHold("App/Info.plist", Array("bplist00".utf8)) == true)
        // MAUI's and Electron's entitlements are plists too (second reader).
        #expect(plist?.mayHold("Platforms/iOS/Entitlements.plist",
                               Array("<plist><dict><key>com.apple.developer.associated-domains</key></dict></plist>".utf8)) == true)
    }
}
