/// Text forms of binary property list values, the same as the XML form writes them,
/// so a dialect sees one representation whichever way the file was saved.
enum PlistValueFormat {
    private static let base64Alphabet: [UInt8] = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    static func base64(_ data: ArraySlice<UInt8>) -> String {
        var out: [UInt8] = []
        out.reserveCapacity((data.count + 2) / 3 * 4)
        var k = data.startIndex
        while k < data.endIndex {
            let b0 = data[k]
            let b1 = k + 1 < data.endIndex ? data[k + 1] : 0
            let b2 = k + 2 < data.endIndex ? data[k + 2] : 0
            let remaining = data.endIndex - k
            out.append(base64Alphabet[Int(b0 >> 2)])
            out.append(base64Alphabet[Int((b0 & 0x03) << 4 | b1 >> 4)])
            out.append(remaining > 1 ? base64Alphabet[Int((b1 & 0x0F) << 2 | b2 >> 6)] : 0x3D)
            out.append(remaining > 2 ? base64Alphabet[Int(b2 & 0x3F)] : 0x3D)
            k += 3
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// `2001-01-01T00:00:00Z` plus the given seconds, to whole seconds; nil for values
    /// that are not finite or lie beyond years 0001–9999.
    static func iso8601(secondsSince2001 seconds: Double) -> String? {
        let secondsFrom1970ToYear1 = -62_135_596_800.0
        let secondsFrom1970ToYear10000 = 253_402_300_800.0
        let unix = (seconds + 978_307_200).rounded(.down)
        guard unix.isFinite, unix >= secondsFrom1970ToYear1, unix < secondsFrom1970ToYear10000 else { return nil }
        let total = Int64(unix)
        var days = total / 86_400
        var secondOfDay = total % 86_400
        if secondOfDay < 0 {
            secondOfDay += 86_400
            days -= 1
        }
        let (year, month, day) = civilDate(daysSince1970: days)
        return pad(year, 4) + "-" + pad(month, 2) + "-" + pad(day, 2) + "T"
            + pad(secondOfDay / 3600, 2) + ":" + pad(secondOfDay % 3600 / 60, 2) + ":" + pad(secondOfDay % 60, 2) + "Z"
    }

    /// Howard Hinnant's days-to-civil algorithm for the proleptic Gregorian calendar.
    private static func civilDate(daysSince1970: Int64) -> (Int64, Int64, Int64) {
        let z = daysSince1970 + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        return (year, month, day)
    }

    private static func pad(_ value: Int64, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
