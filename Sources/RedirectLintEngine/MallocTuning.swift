#if canImport(Glibc)
import Glibc
#endif

/// How a run asks glibc's allocator to keep its resident size near what it really holds.
/// Left alone, glibc gives each thread an arena of its own (up to eight per core), raises its
/// threshold for mapping large blocks each time one is freed (so the report's big buffers end
/// up in the arenas), and keeps freed pages for reuse: a run's resident size then grows with
/// each phase's leftovers instead of staying near its largest live heap. Elsewhere (musl,
/// Darwin) nothing is asked.
enum MallocTuning {
    #if canImport(Glibc)
    // mallopt and malloc_trim are in <malloc.h>, which the Glibc module does not bring in.
    private typealias Option = @convention(c) (Int32, Int32) -> Int32
    private typealias Trim = @convention(c) (Int) -> Int32
    private static let mallopt: Option? = function("mallopt", as: Option.self)
    private static let trim: Trim? = function("malloc_trim", as: Trim.self)
    private static let mmapThreshold: Int32 = -3  // M_MMAP_THRESHOLD
    private static let arenaMax: Int32 = -8  // M_ARENA_MAX
    private static let trimThreshold: Int32 = -1  // M_TRIM_THRESHOLD

    private static func function<T>(_ name: String, as type: T.Type) -> T? {
        dlsym(UnsafeMutableRawPointer(bitPattern: 0), name).map { unsafeBitCast($0, to: type) }
    }
    #endif

    /// Whether the allocator can be asked (glibc, whose functions were found).
    static var isAvailable: Bool {
        #if canImport(Glibc)
        return mallopt != nil && trim != nil
        #else
        return false
        #endif
    }

    /// Before the workers start: an arena per worker, and blocks of 2 MiB or more mapped
    /// on their own, so that freeing them returns them to the system. Free space at the top
    /// of a heap is kept up to 8 MiB instead of glibc's 128 KiB: each file's tree is freed
    /// whole and the next one grows the heap again, so the default gave pages back and took
    /// them again (a page fault each) hundreds of times a second. `giveBack` still returns
    /// them between phases.
    static func configure(jobs: Int) {
        #if canImport(Glibc)
        _ = mallopt?(arenaMax, Int32(clamping: max(1, jobs)))
        _ = mallopt?(mmapThreshold, 2 * 1024 * 1024)
        _ = mallopt?(trimThreshold, 8 * 1024 * 1024)
        #endif
    }

    /// After a phase: the pages it freed go back to the system before the next one starts.
    static func giveBack() {
        #if canImport(Glibc)
        _ = trim?(0)
        #endif
    }
}
