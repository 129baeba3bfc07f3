import RedirectLintModel

public struct FileResult: Sendable, Hashable {
    public enum Status: String, Sendable {
        case checked, skipped, error
    }
    public var path: String
    /// The dialect id, or `unrecognized`.
    public var format: String
    public var status: Status
    /// Why a file was skipped or failed, for `--format json` and verbose output.
    public var reason: String?

    /// The reason of a walk's file, of an extension a dialect reads, that holds nothing of
    /// any format (a monorepo's Kubernetes manifests, translations, layouts).
    public static let notOAuthContent = "no OAuth client content"

    /// A walk's file that is none of the linter's business: the JSON report lists it, code
    /// review has nothing to say about it.
    public var isNotOAuthContent: Bool { status == .skipped && reason == Self.notOAuthContent }
}

/// What a run produced, in output order.
public struct LintReport: Sendable {
    public var files: [FileResult]
    /// The findings grouped by file, in output order, each file with the source lines its
    /// findings point at (secrets masked): what the reporters render a file at a time. Kept
    /// grouped, so a run holds its findings once, not again as one flat list.
    public var byFile: [FileFindings]
    /// How many findings the baseline left out; nil when no baseline was given.
    public var hiddenByBaseline: Int?

    public init(files: [FileResult], byFile: [FileFindings], hiddenByBaseline: Int? = nil) {
        self.files = files
        self.byFile = byFile
        self.hiddenByBaseline = hiddenByBaseline
    }

    /// `findings` in output order; `excerpts` by path.
    public init(files: [FileResult], findings: [Finding], excerpts: [String: SourceExcerpt], hiddenByBaseline: Int? = nil) {
        self.init(files: files, byFile: Self.grouped(findings, excerpts: excerpts), hiddenByBaseline: hiddenByBaseline)
    }

    /// Every finding, in output order.
    public var findings: [Finding] {
        get { byFile.flatMap(\.findings) }
        set { byFile = Self.grouped(newValue, excerpts: excerpts) }
    }

    /// Source text of the files with findings, for showing the offending line.
    public var excerpts: [String: SourceExcerpt] {
        Dictionary(byFile.compactMap { file in file.excerpt.map { (file.path, $0) } }, uniquingKeysWith: { first, _ in first })
    }

    /// Findings in output order, grouped by file.
    private static func grouped(_ findings: [Finding], excerpts: [String: SourceExcerpt]) -> [FileFindings] {
        var groups: [FileFindings] = []
        for finding in findings {
            if groups.last?.path != finding.path {
                groups.append(FileFindings(path: finding.path, findings: [], excerpt: excerpts[finding.path]))
            }
            groups[groups.count - 1].findings.append(finding)
        }
        return groups
    }
}

/// The lines of a file that findings point at, with every secret value masked. Each line is
/// kept as Unicode scalars (what columns count), so that showing a window of a long line
/// under each of its findings costs the window, not the line.
public struct SourceExcerpt: Sendable {
    public var scalarLines: [Int: [Unicode.Scalar]]

    public init(scalarLines: [Int: [Unicode.Scalar]]) {
        self.scalarLines = scalarLines
    }

    public init(lines: [Int: String]) {
        self.init(scalarLines: lines.mapValues { Array($0.unicodeScalars) })
    }

    /// A line as text.
    public func text(ofLine line: Int) -> String? {
        scalarLines[line].map { String(String.UnicodeScalarView($0)) }
    }
}
