#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Wall time and peak memory after each phase of a run, on standard error, when
/// `REDIRECTLINT_TIMINGS=1`: how the benchmark and the issue notes split a run.
public struct PhaseTimer {
    private let enabled = FileSystem.environment("REDIRECTLINT_TIMINGS") == "1"
    private var last = PhaseTimer.now()

    public init() {}

    public mutating func mark(_ phase: String) {
        guard enabled else { return }
        let now = PhaseTimer.now()
        var usage = rusage()
        getrusage(PhaseTimer.RUSAGE_SELF_WHO, &usage)
        let milliseconds = Double(now - last) / 1_000_000
        let line = "redirectlint timing: \(phase) \(Int(milliseconds.rounded())) ms, peak \(usage.ru_maxrss / 1024) MiB\n"
        var bytes = Array(line.utf8)
        _ = bytes.withUnsafeMutableBytes { write(2, $0.baseAddress!, $0.count) }
        last = now
    }

    #if canImport(Glibc)
    private static let RUSAGE_SELF_WHO = RUSAGE_SELF.rawValue
    #else
    private static let RUSAGE_SELF_WHO = RUSAGE_SELF
    #endif

    private static func now() -> UInt64 {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
    }
}
