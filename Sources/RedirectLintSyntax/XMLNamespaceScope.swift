/// The namespace prefixes in scope at the current point of an XML document.
///
/// Bindings live in one flat list; each open element remembers the length before its own
/// declarations and cuts the list back to it when it closes.
struct XMLNamespaceScope {
    static let xmlNamespace = "http://www.w3.org/XML/1998/namespace"
    static let xmlnsNamespace = "http://www.w3.org/2000/xmlns/"

    /// A nil URI unbinds the prefix (`xmlns=""` turns the default namespace off).
    private var bindings: [(prefix: String, uri: String?)] = []

    var count: Int { bindings.count }

    mutating func bind(prefix: String, to uri: String?) {
        bindings.append((prefix, uri))
    }

    mutating func unwind(to count: Int) {
        if count < bindings.count { bindings.removeLast(bindings.count - count) }
    }

    /// The URI for a prefix (`""` for the default namespace), nil when unbound.
    func uri(forPrefix prefix: String) -> String? {
        if prefix == "xml" { return Self.xmlNamespace }
        var k = bindings.count - 1
        while k >= 0 {
            if bindings[k].prefix == prefix { return bindings[k].uri }
            k -= 1
        }
        return nil
    }
}
