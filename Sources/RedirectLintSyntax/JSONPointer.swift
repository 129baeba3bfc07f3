/// JSON Pointers (RFC 6901): `/clients/3/redirectUris/0`, with `~0` for `~` and `~1` for `/`.
public enum JSONPointer {
    public static func appending(_ pointer: String, _ token: String) -> String {
        // Almost no key holds `~` or `/`: then the token is appended as it is.
        if !token.utf8.contains(where: { $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "/") }) {
            var result = pointer
            result.reserveCapacity(pointer.utf8.count + 1 + token.utf8.count)
            result += "/"
            result += token
            return result
        }
        var escaped = ""
        for c in token {
            switch c {
            case "~": escaped += "~0"
            case "/": escaped += "~1"
            default: escaped.append(c)
            }
        }
        return pointer + "/" + escaped
    }

    /// Why a pointer is malformed, or nil when it is well formed and not the whole document.
    public static func problem(_ pointer: String) -> String? {
        guard pointer.hasPrefix("/") else { return "a JSON Pointer starts with '/'" }
        let scalars = Array(pointer.unicodeScalars)
        for (i, c) in scalars.enumerated() where c == "~" {
            guard i + 1 < scalars.count, scalars[i + 1] == "0" || scalars[i + 1] == "1" else {
                return "'~' in a JSON Pointer must be followed by 0 or 1 ('~0' is '~', '~1' is '/')"
            }
        }
        return nil
    }

    /// Whether `pointer` is `ancestor` itself or lies under it.
    public static func pointer(_ pointer: String, isWithin ancestor: String) -> Bool {
        pointer == ancestor || pointer.hasPrefix(ancestor.hasSuffix("/") ? ancestor : ancestor + "/")
    }
}
