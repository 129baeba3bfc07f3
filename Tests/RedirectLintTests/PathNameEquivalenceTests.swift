@testable import RedirectLintEngine
import Testing

/// `Paths.fileName`, `pathExtension`, `clean` and `directory` read ASCII paths over their
/// bytes: they must answer what splitting by `Character` answers (the way kept below), for
/// every path.
@Suite("Path name equivalence")
struct PathNameEquivalenceTests {
    static func characterFileName(_ path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: true).last.map(String.init) ?? path
    }

    static func characterExtension(_ path: String) -> String {
        let name = characterFileName(path)
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return name[name.index(after: dot)...].lowercased()
    }

    static let written = [
        "", "/", "//", ".", "..", "a", "a/", "a//", "/a", "a/b", "a/b/", "./a/b.json", "/x/y/z.YAML",
        ".json", "dir/.json", "a.b.c", "a.", "a/.", "A/B.Gradle.KTS", "client.json/", "x/Info.plist",
        "résumé/client.json", "a/b\u{301}.json", "a/.\u{301}json", "a/\u{301}/b", "d/x.JSÖN", "d/x.\u{212A}ts",
    ]

    /// `clean` and `directory` as they were before their byte paths.
    static func characterClean(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        let joined = path.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }.joined(separator: "/")
        if absolute { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    static func characterDirectory(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let dir = String(path[..<slash])
        return dir.isEmpty ? "/" : dir
    }

    @Test(arguments: written + ["/a/./b", "a/../b", "/a/b/..", "/..", "./", "a/./", "/a//b/", "..a/b", "a/..b/c"])
    func cleanAndDirectoryMatchTheCharacterSplit(_ path: String) {
        #expect(Array(Paths.clean(path).utf8) == Array(Self.characterClean(path).utf8))
        #expect(Array(Paths.directory(path).utf8) == Array(Self.characterDirectory(path).utf8))
    }

    @Test func parentStepsAreResolvedByName() {
        #expect(Paths.resolvingParents("/a/b/../c") == "/a/c")
        #expect(Paths.resolvingParents("/a/./b//c/") == "/a/b/c")
        #expect(Paths.resolvingParents("/../a") == "/a")
        #expect(Paths.resolvingParents("/a/..b/c..") == "/a/..b/c..")
        #expect(Paths.resolvingParents("/r\u{e9}/x/../y") == "/r\u{e9}/y")
        #expect(Paths.resolvingParents("/") == "/")
    }

    @Test(arguments: written)
    func fileNameMatchesTheCharacterSplit(_ path: String) {
        #expect(Array(Paths.fileName(path).utf8) == Array(Self.characterFileName(path).utf8))
    }

    @Test(arguments: written)
    func extensionMatchesTheCharacterSplit(_ path: String) {
        #expect(Array(Paths.pathExtension(path).utf8) == Array(Self.characterExtension(path).utf8))
    }

    /// Pseudo-random paths over an alphabet of separators, dots, cases and a combining mark.
    @Test func randomPathsMatchTheCharacterSplit() {
        let alphabet: [String] = ["/", ".", "a", "B", "j", "S", "\u{301}", "é", "-"]
        var state: UInt64 = 7
        for _ in 0..<3_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            var path = ""
            for _ in 0..<Int(state >> 60) {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                path += alphabet[Int(state >> 33) % alphabet.count]
            }
            #expect(Array(Paths.fileName(path).utf8) == Array(Self.characterFileName(path).utf8), "\(path)")
            #expect(Array(Paths.pathExtension(path).utf8) == Array(Self.characterExtension(path).utf8), "\(path)")
            #expect(Array(Paths.clean(path).utf8) == Array(Self.characterClean(path).utf8), "\(path)")
            #expect(Array(Paths.directory(path).utf8) == Array(Self.characterDirectory(path).utf8), "\(path)")
        }
    }
}
