import RedirectLintModel
import RedirectLintSource

/// What a prepared file sets aside in the spill, written as one blob: where its secrets are,
/// its pointer memo, its findings and its registrations, one after another. One place and
/// three ends per file instead of four places: a run keeps this for every file it reads.
struct SpilledParts: Sendable {
    private var stored: RunSpill.Stored = .none
    // Full-width ends: one file's parts can pass 2 GiB (a large file with `max-file-size`
    // raised, many findings quoting long values), and a narrower sum would trap.
    private var secretsEnd = 0
    private var pointersEnd = 0
    private var findingsEnd = 0
    private(set) var registrationCount: Int32 = 0
    /// Secrets were looked for (the file was understood), so "none" is an answer.
    private var hasSecrets = false
    private var hasPointerMemo = false

    init() {}

    /// Sets the parts aside; `secrets` is nil for a file that was not understood, `pointers`
    /// for a file without a tree.
    init(secrets: [UInt8]?, pointers: [UInt8]? = nil, findings: [Finding] = [], registrations: [ClientRegistration] = [],
         in spill: RunSpill) {
        let findingBytes = findings.isEmpty ? [] : FindingCoding.encode(findings)
        let registrationBytes = registrations.isEmpty ? [] : RegistrationCoding.encode(registrations)
        let secretBytes = secrets ?? []
        let pointerBytes = pointers ?? []
        secretsEnd = secretBytes.count
        pointersEnd = secretsEnd + pointerBytes.count
        findingsEnd = pointersEnd + findingBytes.count
        stored = spill.store(contiguous: [secretBytes, pointerBytes, findingBytes, registrationBytes])
        registrationCount = Int32(registrations.count)
        hasSecrets = secrets != nil
        hasPointerMemo = pointers != nil
    }

    /// The size of the file's findings as set aside: how long settling them will take.
    var findingBytes: Int { Int(findingsEnd - pointersEnd) }

    /// Where the file's secrets are; nil when the file was not understood.
    func secretRanges(in spill: RunSpill) -> [SourceRange]? {
        guard hasSecrets else { return nil }
        var reader = ByteReader(bytes: spill.loadBytes(stored, in: 0..<Int(secretsEnd)))
        var ranges: [SourceRange] = []
        while !reader.isAtEnd { ranges.append(reader.range()) }
        return ranges
    }

    func pointers(in spill: RunSpill) -> PointerMemo? {
        guard hasPointerMemo else { return nil }
        return PointerMemo(decoding: spill.loadBytes(stored, in: Int(secretsEnd)..<Int(pointersEnd)))
    }

    func findings(in spill: RunSpill) -> [Finding] {
        guard findingsEnd > pointersEnd else { return [] }
        return FindingCoding.decode(spill.loadBytes(stored, in: Int(pointersEnd)..<Int(findingsEnd)))
    }

    func registrations(in spill: RunSpill) -> [ClientRegistration] {
        guard registrationCount > 0 else { return [] }
        return RegistrationCoding.decode(spill.loadBytes(stored, in: Int(findingsEnd)..<stored.count))
    }
}
