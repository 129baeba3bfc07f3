/// Where each report of a run goes. `--format` and `--output` may repeat: the n-th
/// `--output` goes with the n-th `--format`, formats without one go to standard output,
/// and only one may (two reports interleaved on one stream are useless to both readers).
public struct OutputPlan: Sendable, Equatable {
    public enum Destination: Sendable, Hashable {
        case standardOutput
        case file(String)
    }

    public enum Stream: Sendable, Equatable {
        case standardOutput, standardError
    }

    public struct Target: Sendable, Equatable {
        public var format: OutputFormat
        public var destination: Destination

        public init(format: OutputFormat, destination: Destination) {
            self.format = format
            self.destination = destination
        }
    }

    public struct UsageError: Error, Sendable, Equatable, CustomStringConvertible {
        public var description: String
    }

    public var targets: [Target]

    /// Pairs formats with outputs; no `--format` at all means text.
    public init(formats: [OutputFormat], outputs: [String]) throws(UsageError) {
        let given = formats.count
        let formats = formats.isEmpty ? [.text] : formats
        if outputs.count > formats.count {
            let counted = given == 0 ? "no --format (text)" : "only \(given) --format option\(given == 1 ? "" : "s")"
            throw UsageError(description: "\(outputs.count) --output options but \(counted): "
                + "each --output belongs to the --format in the same position")
        }
        if let empty = outputs.firstIndex(where: \.isEmpty) {
            throw UsageError(description: "--output number \(empty + 1) is empty")
        }
        var seen: Set<String> = []
        for path in outputs where !seen.insert(path).inserted {
            throw UsageError(description: "two formats would both write to \(path)")
        }
        targets = formats.enumerated().map { i, format in
            Target(format: format, destination: i < outputs.count ? .file(outputs[i]) : .standardOutput)
        }
        let toStandardOutput = targets.filter { $0.destination == .standardOutput }.map(\.format.rawValue)
        if toStandardOutput.count > 1 {
            throw UsageError(description: "formats \(toStandardOutput.joined(separator: ", ")) would all go to standard output; "
                + "at most one format may: give the others an --output file (the n-th --output goes with the n-th --format)")
        }
    }

    /// The format written to standard output, if any.
    public var standardOutputFormat: OutputFormat? {
        targets.first { $0.destination == .standardOutput }?.format
    }

    /// `--statistics` follows a text report on standard output, or has standard output to
    /// itself when every report goes to a file; when standard output carries a
    /// machine-readable format it goes to standard error instead, so it never corrupts one.
    public var statisticsStream: Stream {
        standardOutputFormat?.isMachineReadable == true ? .standardError : .standardOutput
    }

    /// Source excerpts are only worth reading the files again for the text format.
    public var wantsExcerpts: Bool {
        targets.contains { $0.format == .text }
    }
}
