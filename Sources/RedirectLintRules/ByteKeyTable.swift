/// Keys given as bytes, each with a small record, kept compactly: a project rule can have to
/// remember tens of thousands of redirect URIs at once. A key is found by its FNV-1a number and
/// told apart from others with the same number by its bytes, so lookups are exact.
struct ByteKeyTable<Record> {
    private var keyBytes: [UInt8] = []
    private var keyEnds: [Int32] = []
    private var records: [Record] = []
    private var firstWithHash: [UInt64: Int32] = [:]
    /// For each key, the next key with the same number, or -1.
    private var nextWithSameHash: [Int32] = []

    var count: Int { records.count }

    /// The index of `key`, whose number is `hash` (`FNV1a.hash(bytes: key)`, which the caller
    /// has usually worked out already), added with `record()` when it is not there yet.
    mutating func index(of key: some Collection<UInt8>, hash: UInt64, orAdd record: () -> Record) -> (index: Int, added: Bool) {
        var candidate = firstWithHash[hash] ?? -1
        var last: Int32 = -1
        while candidate >= 0 {
            if self.key(at: Int(candidate)).elementsEqual(key) { return (Int(candidate), false) }
            last = candidate
            candidate = nextWithSameHash[Int(candidate)]
        }
        let index = Int32(records.count)
        keyBytes.append(contentsOf: key)
        keyEnds.append(Int32(keyBytes.count))
        records.append(record())
        nextWithSameHash.append(-1)
        if last >= 0 { nextWithSameHash[Int(last)] = index } else { firstWithHash[hash] = index }
        return (Int(index), true)
    }

    subscript(index: Int) -> Record {
        get { records[index] }
        set { records[index] = newValue }
    }

    func key(at index: Int) -> ArraySlice<UInt8> {
        keyBytes[(index == 0 ? 0 : Int(keyEnds[index - 1]))..<Int(keyEnds[index])]
    }
}
