import RedirectLintModel
import RedirectLintSource

/// One registration of a redirect URI, as `redirect-uri-shared-across-servers` sets it aside
/// in its walk: everything a finding about it, or about a later registration of the same URI,
/// says.
struct SharedURIOccurrence {
    var hash: UInt64
    /// The URI as compared (`appendLoopbackKey`).
    var key: ArraySlice<UInt8>
    /// The URI as written.
    var text: ArraySlice<UInt8>
    var path: ArraySlice<UInt8>
    var range: SourceRange
    var serverName: Int32
    var serverIdentity: Int32

    /// Appends the record of `uri`, registered in `path`, without building the record first.
    static func append(hash: UInt64, key: [UInt8], uri: VisitedURI, path: String,
                       server: (byName: Int32, identity: Int32), to bytes: inout [UInt8]) {
        RecordBytes.append(hash, to: &bytes)
        RecordBytes.append(server.byName, to: &bytes)
        RecordBytes.append(server.identity, to: &bytes)
        RecordBytes.append(uri.range, to: &bytes)
        RecordBytes.append(counted: key, to: &bytes)
        RecordBytes.append(counted: uri.value.text, to: &bytes)
        RecordBytes.append(counted: path, to: &bytes)
    }

    /// The number and server name of the record at `offset`, without reading the rest.
    static func numbers(in bytes: [UInt8], at offset: Int) -> (hash: UInt64, server: Int32) {
        var at = offset
        let hash = RecordBytes.read(UInt64.self, from: bytes, at: &at)
        return (hash, RecordBytes.read(Int32.self, from: bytes, at: &at))
    }

    /// Moves `offset` past the record there.
    static func skip(in bytes: [UInt8], at offset: inout Int) {
        // Number, two servers and two positions of four numbers, then three counted fields.
        offset += 8 + 4 + 4 + 2 * 16
        for _ in 0..<3 {
            let count = Int(RecordBytes.read(UInt32.self, from: bytes, at: &offset))
            offset += count
        }
    }

    /// The record at `offset`, which moves past it.
    static func read(from bytes: [UInt8], at offset: inout Int) -> SharedURIOccurrence {
        let hash = RecordBytes.read(UInt64.self, from: bytes, at: &offset)
        let serverName = RecordBytes.read(Int32.self, from: bytes, at: &offset)
        let serverIdentity = RecordBytes.read(Int32.self, from: bytes, at: &offset)
        let range = RecordBytes.readRange(from: bytes, at: &offset)
        let key = RecordBytes.readCounted(from: bytes, at: &offset)
        let text = RecordBytes.readCounted(from: bytes, at: &offset)
        let path = RecordBytes.readCounted(from: bytes, at: &offset)
        return SharedURIOccurrence(hash: hash, key: key, text: text, path: path, range: range,
                                   serverName: serverName, serverIdentity: serverIdentity)
    }
}
