#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import RedirectLintReporters
import RedirectLintSource

enum Console {
    static func out(_ text: String) {
        writeAll(text, to: 1)
    }

    static func error(_ text: String) {
        writeAll(text.hasSuffix("\n") ? text : text + "\n", to: 2)
    }

    /// One line about a bad configuration or baseline, which may quote what the file holds:
    /// its control characters are escaped (`ControlCharacters`), so that a line break in a
    /// key cannot start a workflow command in a CI log.
    static func problem(_ text: String) {
        error(ControlCharacters.escaped(text))
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
