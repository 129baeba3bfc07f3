import RedirectLintSource

/// An array, set or dictionary of a binary property list whose children are being read.
///
/// A dictionary stores all key references, then all value references; its children are
/// requested alternately (key 0, value 0, key 1, …) so each entry is complete when its
/// value arrives.
struct BinaryPlistContainer {
    let reference: Int
    let isDictionary: Bool
    let count: Int
    let referencesStart: Int
    /// How many children have been requested so far.
    var requested = 0
    private var items: [Node] = []
    private var entries: [MappingEntry] = []
    private var pendingKey: Scalar?

    init(reference: Int, isDictionary: Bool, count: Int, referencesStart: Int) {
        self.reference = reference
        self.isDictionary = isDictionary
        self.count = count
        self.referencesStart = referencesStart
    }

    var childCount: Int { isDictionary ? 2 * count : count }

    func referenceOffset(ofChild index: Int, referenceSize: Int) -> Int {
        guard isDictionary else { return referencesStart + index * referenceSize }
        let entry = index / 2
        return referencesStart + (index.isMultiple(of: 2) ? entry : count + entry) * referenceSize
    }

    mutating func accept(_ node: Node) throws(SyntaxError) {
        guard isDictionary else {
            items.append(node)
            return
        }
        if let key = pendingKey {
            entries.append(MappingEntry(key: key, value: node))
            pendingKey = nil
        } else {
            guard case .scalar(let key) = node, key.style == .plist(.string) else {
                throw BinaryPlistReader.failure("a key of dictionary object \(reference) is not a string")
            }
            pendingKey = key
        }
    }

    var node: Node {
        isDictionary ? .mapping(entries, .fileStart) : .sequence(items, .fileStart)
    }
}
