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
    private var lastCPU = PhaseTimer.cpuMilliseconds()

    public init() {}

    public mutating func mark(_ phase: String) {
        guard enabled else { return }
        let now = PhaseTimer.now()
        var usage = rusage()
        getrusage(PhaseTimer.RUSAGE_SELF_WHO, &usage)
        let milliseconds = Double(now - last) / 1_000_000
        let cpu = PhaseTimer.cpuMilliseconds()
        let line = "redirectlint timing: \(phase) \(Int(milliseconds.rounded())) ms, cpu \(Int((cpu - lastCPU).rounded())) ms, peak \(usage.ru_maxrss / 1024) MiB, now \(PhaseTimer.residentMiB()) MiB\n"
        var bytes = Array(line.utf8)
        _ = bytes.withUnsafeMutableBytes { write(2, $0.baseAddress!, $0.count) }
        last = now
        lastCPU = cpu
    }

    #if canImport(Glibc)
    private static let RUSAGE_SELF_WHO = RUSAGE_SELF.rawValue
    #else
    private static let RUSAGE_SELF_WHO = RUSAGE_SELF
    #endif

    /// CPU time of every thread so far: against the wall time, how busy the cores were.
    private static func cpuMilliseconds() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF_WHO, &usage)
        return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1000
            + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1000
    }

    /// The resident size at this moment (`/proc/self/statm`), 0 where it cannot be read.
    private static func residentMiB() -> Int {
        guard case .success(let bytes) = FileSystem.readFile("/proc/self/statm", maxBytes: 4096) else { return 0 }
        let fields = bytes.split(separator: UInt8(ascii: " ")).map { String(decoding: $0, as: UTF8.self) }
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE))) / (1024 * 1024)
    }

    /// Nanoseconds on the monotonic clock (also how the project walk weighs its checks).
    static func now() -> UInt64 {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
    }
}
