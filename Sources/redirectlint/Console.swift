#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

enum Console {
    static func out(_ text: String) {
        writeAll(text, to: 1)
    }

    static func error(_ text: String) {
        writeAll(text.hasSuffix("\n") ? text : text + "\n", to: 2)
    }

    /// Text from the command line or the file system as it may be shown on a terminal: control
    /// characters written as `\u{1B}`, never sent raw (they could move the cursor or erase).
    static func printable(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    private static func writeAll(_ text: String, to fd: Int32) {
        var bytes = Array(text.utf8)
        var written = 0
        while written < bytes.count {
            let n = bytes.withUnsafeMutableBytes { write(fd, $0.baseAddress! + written, $0.count - written) }
            if n <= 0 {
                if n < 0, errno == EINTR { continue }
                return
            }
            written += n
        }
    }
}

func Foundation_exit(_ code: Int32) -> Never {
    exit(code)
}
