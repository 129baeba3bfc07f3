import RedirectLintModel
import RedirectLintSource

/// RFC 8252 §8.10: an app talking to several authorization servers must use a distinct
/// redirect URI for each, or a response from one can be replayed to the other (mix-up).
/// Loopback URIs are compared without their port, which varies per request (§7.3).
public struct RedirectURISharedAcrossServers: ProjectRule {
    public let id = "redirect-uri-shared-across-servers"

    /// Where a URI was registered first: what a finding about a later registration says of it.
    private struct First {
        var path: String
        var range: SourceRange
        var server: Int32
        /// The numbers of the server names reported so far: the first registration's, then
        /// the next one's (most URIs two servers share go no further); any more are in
        /// `Check.alsoReported`.
        var reportedServers: (Int32, Int32)
    }

    /// About how many registrations' URIs a partition holds: what one part compares at once.
    let partitionSize: Int

    /// A `partitionSize` other than the default is for tests, which make partitions small.
    public init(partitionSize: Int = 4_096) {
        self.partitionSize = max(1, partitionSize)
    }

    /// Partitions of about `partitionSize` of `count`, at most 64 (a chunk each in memory).
    func partitions(for count: Int) -> Int { min(64, max(1, count / partitionSize)) }

    public func makeCheck(_ project: ProjectIndex, options: RuleOptions) -> any ProjectCheck {
        Check(rule: self, occurrences: ScratchPartitions(count: partitions(for: project.registrationCount), scratch: project.scratch),
              scratch: project.scratch)
    }

    /// A project can hold a million redirect URIs, so the walk keeps none of them: it sets
    /// aside every registered URI (its number, servers, position, text and file), spread by
    /// number over partitions in the scratch space, and asks for no second walk (reading every
    /// registration back again cost more than the records). Each partition is then compared
    /// on its own, side by side with the others: which numbers more than one server has, then,
    /// in walk order, the registrations of those numbers by the URIs' text. What is held at
    /// once is a partition's numbers and its shared URIs' first registrations.
    private struct Check: ProjectCheck {
        let rule: RedirectURISharedAcrossServers
        var walked = false
        var servers = ServerNumbers()
        var key: [UInt8] = []
        var occurrences: ScratchPartitions
        let scratch: any ScratchSpace

        mutating func nextWalk(report: (Finding) -> Void) -> Bool {
            guard !walked else {
                occurrences.setAsidePending()
                return false
            }
            walked = true
            return true
        }

        /// A part per partition: each is compared on its own.
        func remainingParts() -> [FinishingPart] {
            guard walked else { return [] }
            let (rule, servers, scratch) = (rule, servers, scratch)
            return (0..<occurrences.count).compactMap { partition in
                let chunks = occurrences.chunks(of: partition)
                guard !chunks.isEmpty else { return nil }
                return { report in
                    let shared = Self.sharedHashes(in: chunks.lazy.map { scratch.bytes($0) })
                    guard !shared.isEmpty else { return }
                    Self.reportShared(chunks.lazy.map { scratch.bytes($0) }, shared: shared, rule: rule, servers: servers, report: report)
                }
            }
        }

        mutating func visit(_ registration: ClientRegistration, report: (Finding) -> Void) {
            let server = servers.number(of: registration.server)
            // In place: a `for` loop would copy every URI, each string retained and released.
            registration.forEachRedirectURI { uri in
                guard rule.isCompared(uri.value) else { return }
                key.removeAll(keepingCapacity: true)
                uri.value.appendLoopbackKey(to: &key)
                let hash = FNV1a.hash(bytes: key)
                occurrences.append(to: Int(hash % UInt64(occurrences.count))) { bytes in
                    SharedURIOccurrence.append(hash: hash, key: key, uri: uri, path: registration.path, server: server, to: &bytes)
                }
            }
        }

        /// Compares the registrations set aside in one partition (its `chunks`, in walk order)
        /// whose number is in `shared`: a finding for each server a URI gets after its first,
        /// at that server's first registration of it.
        private static func reportShared(_ chunks: some Sequence<[UInt8]>, shared: Set<UInt64>, rule: RedirectURISharedAcrossServers,
                                         servers: ServerNumbers, report: (Finding) -> Void) {
            var firsts = ByteKeyTable<First>()
            /// A first registration's index and a server name's number, beyond the two in `First`.
            var alsoReported: Set<UInt64> = []
            // A file's URIs come one after another: its firsts share one path string.
            var path = ""
            for chunk in chunks {
                var offset = 0
                while offset < chunk.count {
                    guard shared.contains(SharedURIOccurrence.numbers(in: chunk, at: offset).hash) else {
                        SharedURIOccurrence.skip(in: chunk, at: &offset)
                        continue
                    }
                    let occurrence = SharedURIOccurrence.read(from: chunk, at: &offset)
                    let (index, added) = firsts.index(of: occurrence.key, hash: occurrence.hash) {
                        if !path.utf8.elementsEqual(occurrence.path) { path = String(decoding: occurrence.path, as: UTF8.self) }
                        return First(path: path, range: occurrence.range, server: occurrence.serverIdentity,
                                     reportedServers: (occurrence.serverName, -1))
                    }
                    guard !added, markReported(occurrence.serverName, at: index, in: &firsts, also: &alsoReported) else { continue }
                    report(rule.finding(occurrence, sharing: firsts[index], server: servers.identity(occurrence.serverIdentity),
                                        firstServer: servers.identity(firsts[index].server)))
                }
            }
        }

        /// Whether server `name` is new for the URI at `index`, noting that it now is reported.
        private static func markReported(_ name: Int32, at index: Int, in firsts: inout ByteKeyTable<First>,
                                         also alsoReported: inout Set<UInt64>) -> Bool {
            let (first, second) = firsts[index].reportedServers
            if name == first || name == second { return false }
            if second < 0 {
                firsts[index].reportedServers.1 = name
                return true
            }
            return alsoReported.insert(UInt64(index) << 32 | UInt64(name)).inserted
        }

        /// The numbers of one partition's records that more than one server has.
        private static func sharedHashes(in chunks: some Sequence<[UInt8]>) -> Set<UInt64> {
            var numbers: [(hash: UInt64, server: Int32)] = []
            for chunk in chunks {
                var offset = 0
                while offset < chunk.count {
                    numbers.append(SharedURIOccurrence.numbers(in: chunk, at: offset))
                    SharedURIOccurrence.skip(in: chunk, at: &offset)
                }
            }
            numbers.sort { $0.hash < $1.hash }
            var shared: Set<UInt64> = []
            var start = 0
            while start < numbers.count {
                var end = start + 1
                var isShared = false
                while end < numbers.count, numbers[end].hash == numbers[start].hash {
                    isShared = isShared || numbers[end].server != numbers[start].server
                    end += 1
                }
                if isShared { shared.insert(numbers[start].hash) }
                start = end
            }
            return shared
        }
    }

    private func isCompared(_ uri: RedirectURI) -> Bool {
        switch uri.kind {
        case .templated, .invalid, .relative, .outOfBand: return false
        default: return true
        }
    }

    private func finding(_ occurrence: SharedURIOccurrence, sharing first: First, server b: ServerIdentity,
                         firstServer a: ServerIdentity) -> Finding {
        let path = String(decoding: occurrence.path, as: UTF8.self)
        let text = URIText.masked(String(decoding: occurrence.text, as: UTF8.self))
        let key = URIText.masked(String(decoding: occurrence.key, as: UTF8.self))
        let related = RelatedLocation(path: first.path, range: first.range, message: "also registered with \(describe(a)) here")
        if a.source == .file || b.source == .file {
            return Finding(
                ruleID: id, severity: .note, path: path, range: occurrence.range,
                message: "redirect URI '\(text)' is also registered in \(first.path); if the two files configure different authorization servers this is an error (RFC 8252 §8.10), so declare them under 'servers:' in .redirectlint.yml",
                related: [related], subjectKey: key)
        }
        return Finding(
            ruleID: id, severity: .error, path: path, range: occurrence.range,
            message: "redirect URI '\(text)' is registered with both \(describe(b)) and \(describe(a)); use a distinct redirect URI per authorization server",
            related: [related], subjectKey: key)
    }

    private func describe(_ server: ServerIdentity) -> String { "server '\(server.name)'" }
}

/// Servers by number: by name (what tells two servers apart) and by whole identity (what a
/// finding says about one).
private struct ServerNumbers {
    private var byName: [String: Int32] = [:]
    private var byIdentity: [ServerIdentity: Int32] = [:]
    private var identities: [ServerIdentity] = []

    mutating func number(of server: ServerIdentity) -> (byName: Int32, identity: Int32) {
        let name = byName[server.name] ?? {
            let number = Int32(byName.count)
            byName[server.name] = number
            return number
        }()
        let identity = byIdentity[server] ?? {
            let number = Int32(identities.count)
            byIdentity[server] = number
            identities.append(server)
            return number
        }()
        return (name, identity)
    }

    func identity(_ number: Int32) -> ServerIdentity { identities[Int(number)] }
}
