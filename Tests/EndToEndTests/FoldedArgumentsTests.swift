import ArgumentParser
import Testing
@testable import redirectlint

/// Folding the paths away must never change what a command line means: every case parses
/// to the same command, with the same values, as ArgumentParser given the words unfolded.
@Suite struct FoldedArgumentsTests {
    static let commandLines: [[String]] = [
        ["a", "b", "c"],
        ["lint", "a", "b", "c"],
        ["a", "lint", "b", "c"],
        ["--config", "x.yml", "a", "b", "c"],
        ["-j", "2", "a", "b", "c", "--format", "json", "d", "e", "f"],
        ["-j2", "a", "b", "c"],
        ["-o", "out.json", "a", "b"],
        ["--format", "sarif", "--output", "o.sarif", "--format", "text", "a", "b", "c"],
        ["--fail-on", "warning", "--exit-zero", "a", "b", "c", "--quiet"],
        ["--project-root", ".", "a", "b", "c"],
        ["--", "-a", "b", "c", "d"],
        ["a", "b", "c", "--", "d", "e", "f", "-g", "h", "i", "j"],
        ["-fo", "sarif", "out.sarif", "a", "b", "c"],
        ["-qo", "out.txt", "a", "b", "c"],
        ["a", "", "c"],
        ["é", "日本.json", "c d", "e"],
    ]

    /// Command lines the folded parse does not take: ArgumentParser's own outcome must stay.
    static let otherOutcomes: [[String]] = [
        ["rules", "a", "b", "c"],
        ["explain", "x", "y", "z"],
        ["init", "a", "b", "c"],
        ["--jobs", "0", "a", "b", "c"],
        ["--unknown", "a", "b", "c"],
        ["--help", "a", "b", "c"],
        ["--version", "a", "b", "c"],
        ["--project-root", "no-such-directory", "a", "b", "c"],
    ]

    @Test(arguments: commandLines)
    func foldedParseMeansWhatTheWordsMean(_ words: [String]) throws {
        let expected = try Redirectlint.parseAsRoot(words)
        let parsed = try Redirectlint.parseCommandLine(words)
        #expect(Self.describe(parsed) == Self.describe(expected))
    }

    @Test(arguments: otherOutcomes)
    func otherOutcomesAreArgumentParsers(_ words: [String]) {
        let expected = Self.outcome { try Redirectlint.parseAsRoot(words) }
        let parsed = Self.outcome { try Redirectlint.parseCommandLine(words) }
        #expect(parsed == expected)
    }

    @Test func thousandsOfPathsKeepTheirOrder() throws {
        let paths = (0..<1_500).map { "dir/\($0 % 7)/file-\($0).json" }
        let words = ["--format", "json"] + paths[..<700] + ["-j", "2"] + paths[700...]
        let parsed = try #require(try Redirectlint.parseCommandLine(words) as? Lint)
        #expect(parsed.paths == paths)
        #expect(parsed.jobs == 2)
        #expect(Self.describe(parsed) == Self.describe(try Redirectlint.parseAsRoot(words)))
    }

    /// Packed short options take their values from the words after them, so a stand-in can
    /// become a value; the check in `unfold` sends those command lines to ArgumentParser whole.
    @Test func aStandInTakenAsAValueIsNoticed() throws {
        let words = ["-fo", "sarif", "out.sarif", "a", "b"]
        let folded = FoldedArguments(words)
        #expect(folded.folds.count == 1)
        let lint = try #require(try Redirectlint.parseAsRoot(folded.arguments) as? Lint)
        #expect(folded.unfold(lint.paths) == nil)
        let parsed = try #require(try Redirectlint.parseCommandLine(words) as? Lint)
        #expect(parsed.paths == ["a", "b"])
    }

    @Test func standInsAreFoldedOnlyFromLongRuns() {
        let folded = FoldedArguments(["--config", "c.yml", "a", "b", "-q", "d", "e"])
        #expect(folded.arguments.count == 6)
        #expect(folded.folds.map(Array.init) == [["a", "b"]])
        #expect(folded.unfold(["x"] + [folded.arguments[2]]) == ["x", "a", "b"])
        #expect(folded.unfold(["x"]) == nil)
        #expect(folded.unfold([folded.arguments[2], folded.arguments[2]]) == nil)
    }

    private static func describe(_ command: ParsableCommand) -> String {
        var text = ""
        dump(command, to: &text)
        return text
    }

    private static func outcome(_ parse: () throws -> ParsableCommand) -> String {
        do {
            return "parsed " + describe(try parse())
        } catch {
            return "\(Redirectlint.exitCode(for: error).rawValue) \(Redirectlint.fullMessage(for: error))"
        }
    }
}
