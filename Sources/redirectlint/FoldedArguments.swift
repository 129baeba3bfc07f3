/// The command line with its long runs of paths folded away before ArgumentParser sees it.
///
/// ArgumentParser's time grows with the square of the number of positional arguments: each
/// value merges the set of every input position seen so far (`ParsedValues.set`). pre-commit
/// hands a hook its files in batches of a few thousand, and `xargs` does the same; 4,000
/// paths cost 0.4 s and 8,000 cost 1.5 s before the first file was read.
///
/// In each run of words that do not start with `-`, the first word stays where it is (it may
/// be the value of the option before it, or a subcommand's name) and the words after it are
/// replaced by one stand-in. A stand-in starts with NUL, which no argument of a process can
/// contain, so it is never a real word. Usually every folded word is a positional argument
/// and each stand-in lands in `paths`; when one does not (packed short options take their
/// values from the words after them: `-fo sarif out.sarif`), `unfold` finds a stand-in
/// missing and the words are parsed unfolded. That check, not a guess about the options,
/// is what keeps the meaning. `Lint.validate()` runs on the folded words, so it must not
/// read `paths`.
struct FoldedArguments {
    /// What ArgumentParser parses.
    private(set) var arguments: [String] = []
    /// The words each stand-in replaces, in order.
    private(set) var folds: [ArraySlice<String>] = []

    /// Runs shorter than this are left alone; folding them would save nothing.
    static let shortestFold = 2

    init(_ original: [String]) {
        var index = original.startIndex
        while index < original.endIndex {
            guard Self.isPlainWord(original[index]) else {
                arguments.append(original[index])
                index += 1
                continue
            }
            var end = index + 1
            while end < original.endIndex, Self.isPlainWord(original[end]) { end += 1 }
            arguments.append(original[index])
            if end - (index + 1) >= Self.shortestFold {
                arguments.append(Self.standIn(folds.count))
                folds.append(original[(index + 1)..<end])
            } else {
                arguments.append(contentsOf: original[(index + 1)..<end])
            }
            index = end
        }
    }

    /// The paths with every stand-in replaced by its words, or nil unless each stand-in is
    /// in `paths` exactly once and in order (then the parse is not the one folding assumed,
    /// and the caller parses the original command line instead).
    func unfold(_ paths: [String]) -> [String]? {
        var unfolded: [String] = []
        unfolded.reserveCapacity(paths.count + folds.reduce(0) { $0 + $1.count })
        var next = 0
        for path in paths {
            guard path.utf8.first == 0 else {
                unfolded.append(path)
                continue
            }
            guard next < folds.count, path == Self.standIn(next) else { return nil }
            unfolded.append(contentsOf: folds[next])
            next += 1
        }
        return next == folds.count ? unfolded : nil
    }

    private static func isPlainWord(_ word: String) -> Bool {
        word.utf8.first != UInt8(ascii: "-")
    }

    private static func standIn(_ number: Int) -> String {
        "\u{0}paths-\(number)"
    }
}
