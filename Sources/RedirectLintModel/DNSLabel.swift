/// RFC 1123 §2.1: a DNS label is 1 to 63 letters, digits and hyphens, with no hyphen at
/// either end. Web hosts and reverse-domain schemes are judged by the same rule.
enum DNSLabel {
    /// What keeps `label` from being a DNS label, for messages; nil when it is one.
    static func problem(_ label: Substring) -> String? {
        let scalars = label.unicodeScalars
        guard let first = scalars.first, let last = scalars.last else {
            return "it has an empty label (a leading dot, or two dots in a row)"
        }
        if first == "-" || last == "-" { return "the label '\(label)' starts or ends with a hyphen" }
        if scalars.count > 63 { return "the label '\(label.prefix(20))…' is longer than 63 characters" }
        if let bad = scalars.first(where: { !($0.isASCIILetter || $0.isASCIIDigit || $0 == "-") }) {
            return "the label '\(label)' has \"\(bad)\", which is not a letter, digit or hyphen"
        }
        return nil
    }
}
