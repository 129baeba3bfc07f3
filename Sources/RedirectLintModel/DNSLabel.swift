/// RFC 1123 §2.1: a DNS label is 1 to 63 letters, digits and hyphens, with no hyphen at
/// either end. Web hosts and reverse-domain schemes are judged by the same rule.
enum DNSLabel {
    /// What keeps `label` from being a DNS label, for messages; nil when it is one.
    static func problem(_ label: Substring) -> String? {
        // Bytes first: every host of every redirect URI is judged, and nearly all are plain.
        let bytes = label.utf8
        guard let first = bytes.first, let last = bytes.last else {
            return "it has an empty label (a leading dot, or two dots in a row)"
        }
        let hyphen = UInt8(ascii: "-")
        if first == hyphen || last == hyphen { return "the label '\(label)' starts or ends with a hyphen" }
        if bytes.count > 63, label.unicodeScalars.count > 63 {
            return "the label '\(label.prefix(20))…' is longer than 63 characters"
        }
        let isLetterDigitOrHyphen = { (scalar: Unicode.Scalar) in scalar.isASCIILetter || scalar.isASCIIDigit || scalar == "-" }
        if !bytes.allSatisfy({ $0 < 0x80 && isLetterDigitOrHyphen(Unicode.Scalar($0)) }),
           let bad = label.unicodeScalars.first(where: { !isLetterDigitOrHyphen($0) }) {
            return "the label '\(label)' has \"\(bad)\", which is not a letter, digit or hyphen"
        }
        return nil
    }
}
