@testable import RedirectLintEngine
import Testing

/// The allocator settings are looked up at run time; on glibc a failed lookup would silently
/// give back the memory growth they exist to prevent.
@Suite struct MallocTuningTests {
    #if canImport(Glibc)
    @Test func glibcFunctionsAreFound() {
        #expect(MallocTuning.isAvailable)
    }
    #endif

    @Test func configuringAndGivingBackLeaveAllocationWorking() {
        MallocTuning.configure(jobs: 2)
        let large = [UInt8](repeating: 7, count: 1 << 20)
        MallocTuning.giveBack()
        #expect(large.count == 1 << 20 && large.last == 7)
    }
}
