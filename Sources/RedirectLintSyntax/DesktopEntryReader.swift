import RedirectLintSource

/// One `Key=Value` line of a desktop entry, with the group it is in.
public struct DesktopEntryLine: Sendable, Equatable {
    /// `Desktop Entry`, `Desktop Action new-window`, …
    public var group: String
    public var key: Scalar
    /// The value as written (escapes are left alone; the keys redirectlint reads have none).
    public var value: Scalar
}

public struct DesktopEntry: Sendable, Equatable {
    public var lines: [DesktopEntryLine]
    public init(lines: [DesktopEntryLine]) {
        self.lines = lines
    }
}

/// Reads the freedesktop.org Desktop Entry format: `[Group]` headers, `Key=Value` lines,
/// `#` comments. Lines that fit neither are passed over, so a stray line never hides the rest.
public enum DesktopEntryReader {
    public static func read(_ file: SourceFile) -> DesktopEntry {
        var lines: [DesktopEntryLine] = []
        var group = ""
        for (index, start) in file.lineStarts.enumerated() {
            var end = index + 1 < file.lineStarts.count ? file.lineStarts[index + 1] : file.bytes.count
            while end > start, file.bytes[end - 1] == 0x0A || file.bytes[end - 1] == 0x0D { end -= 1 }
            var first = start
            while first < end, file.bytes[first] == 0x20 || file.bytes[first] == 0x09 { first += 1 }
            guard first < end, file.bytes[first] != UInt8(ascii: "#") else { continue }
            if file.bytes[first] == UInt8(ascii: "["), file.bytes[end - 1] == UInt8(ascii: "]") {
                group = file.text(from: first + 1, to: end - 1)
                continue
            }
            guard let equals = file.bytes[first..<end].firstIndex(of: UInt8(ascii: "=")) else { continue }
            var keyEnd = equals
            while keyEnd > first, file.bytes[keyEnd - 1] == 0x20 { keyEnd -= 1 }
            var valueStart = equals + 1
            while valueStart < end, file.bytes[valueStart] == 0x20 { valueStart += 1 }
            let key = Scalar(value: file.text(from: first, to: keyEnd), range: file.range(from: first, to: keyEnd),
                             style: .plain, isVerbatim: true)
            let value = Scalar(value: file.text(from: valueStart, to: end), range: file.range(from: valueStart, to: end),
                               style: .plain, isVerbatim: true)
            lines.append(DesktopEntryLine(group: group, key: key, value: value))
        }
        return DesktopEntry(lines: lines)
    }
}
