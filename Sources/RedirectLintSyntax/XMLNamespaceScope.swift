/// The namespace prefixes in scope at the current point of an XML document.
///
/// The bindings in scope are a dictionary, so a lookup costs the same however many prefixes
/// are declared (scanning a list of them made a file with thousands of declarations take
/// minutes). Each binding also records what it shadowed; an open element remembers how many
/// bindings there were before its own and undoes the newer ones when it closes.
struct XMLNamespaceScope {
    static let xmlNamespace = "http://www.w3.org/XML/1998/namespace"
    static let xmlnsNamespace = "http://www.w3.org/2000/xmlns/"

    /// Prefix (`""` for the default namespace) → URI. An unbound prefix (`xmlns=""` turns
    /// the default namespace off) has no entry.
    private var inScope: [String: String] = [:]
    /// Every binding of the open elements, oldest first, with the URI it shadowed.
    private var shadowed: [(prefix: String, uri: String?)] = []

    var count: Int { shadowed.count }

    /// A nil URI unbinds the prefix.
    mutating func bind(prefix: String, to uri: String?) {
        shadowed.append((prefix, inScope[prefix]))
        inScope[prefix] = uri
    }

    mutating func unwind(to count: Int) {
        while shadowed.count > count {
            let binding = shadowed.removeLast()
            inScope[binding.prefix] = binding.uri
        }
    }

    /// The URI for a prefix (`""` for the default namespace), nil when unbound.
    func uri(forPrefix prefix: String) -> String? {
        prefix == "xml" ? Self.xmlNamespace : inScope[prefix]
    }
}
