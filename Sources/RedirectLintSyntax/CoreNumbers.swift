/// Numbers as the YAML 1.2 core schema reads plain scalars (YAML 1.2.2 §10.3.2):
/// integers `[-+]?[0-9]+`, `0o[0-7]+` and `0x[0-9a-fA-F]+`; floats
/// `[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?`, `[-+]?.inf` and `.nan` (with their
/// capitalised spellings). JSON's numbers are among them.
public enum CoreNumbers {
    /// Whether a plain scalar is written as an integer, whatever its size.
    public static func isInteger(_ text: String) -> Bool {
        let (bytes, radix) = integerDigits(text)
        return !bytes.isEmpty && bytes.allSatisfy { digit($0, radix: radix) != nil }
    }

    /// The integer a plain scalar stands for; nil when it is no integer or does not fit.
    public static func integer(_ text: String) -> Int? {
        guard isInteger(text) else { return nil }
        let (bytes, radix) = integerDigits(text)
        var value = 0
        for byte in bytes {
            let (shifted, overflow) = value.multipliedReportingOverflow(by: radix)
            let (sum, overflowed) = shifted.addingReportingOverflow(digit(byte, radix: radix)!)
            guard !overflow, !overflowed else { return nil }
            value = sum
        }
        return text.hasPrefix("-") ? -value : value
    }

    /// Whether a plain scalar is written as a float (an integer is not one).
    public static func isFloat(_ text: String) -> Bool {
        if [".nan", ".NaN", ".NAN"].contains(text) { return true }
        var rest = Substring(text)
        if let sign = rest.first, sign == "-" || sign == "+" { rest = rest.dropFirst() }
        if [".inf", ".Inf", ".INF"].contains(rest) { return true }
        let isDigit: (Character) -> Bool = { $0.isASCII && $0.isNumber }
        let whole = rest.prefix(while: isDigit)
        rest = rest.dropFirst(whole.count)
        var fraction: Substring = ""
        let hasPoint = rest.first == "."
        if hasPoint {
            rest = rest.dropFirst()
            fraction = rest.prefix(while: isDigit)
            rest = rest.dropFirst(fraction.count)
        }
        guard !whole.isEmpty || !fraction.isEmpty else { return false }
        var hasExponent = false
        if let e = rest.first, e == "e" || e == "E" {
            hasExponent = true
            rest = rest.dropFirst()
            if let sign = rest.first, sign == "-" || sign == "+" { rest = rest.dropFirst() }
            let exponent = rest.prefix(while: isDigit)
            guard !exponent.isEmpty else { return false }
            rest = rest.dropFirst(exponent.count)
        }
        return rest.isEmpty && (hasPoint || hasExponent)
    }

    /// A float's value, when it is finite.
    public static func finiteFloat(_ text: String) -> Double? {
        guard isFloat(text), let value = Double(text), value.isFinite else { return nil }
        return value
    }

    /// The digits of an integer and their radix (the sign and `0o`/`0x` dropped).
    private static func integerDigits(_ text: String) -> (Substring.UTF8View, Int) {
        let utf8 = Substring(text).utf8
        if text.hasPrefix("0o") { return (Substring(text.dropFirst(2)).utf8, 8) }
        if text.hasPrefix("0x") { return (Substring(text.dropFirst(2)).utf8, 16) }
        if let first = utf8.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") {
            return (Substring(text.dropFirst()).utf8, 10)
        }
        return (utf8, 10)
    }

    private static func digit(_ byte: UInt8, radix: Int) -> Int? {
        let value: Int
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): value = Int(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): value = Int(byte - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): value = Int(byte - UInt8(ascii: "A")) + 10
        default: return nil
        }
        return value < radix ? value : nil
    }
}
