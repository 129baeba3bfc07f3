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
