import RedirectLintSource
import Testing

/// Positions are stored in 32 bits: what fits comes back as given, what does not is clamped.
@Suite struct SourcePositionStorageTests {
    @Test func givesBackWhatItWasGiven() {
        let position = SourcePosition(line: 1_000_000, column: 5_000, utf16Column: 5_001, offset: 1 << 30)
        #expect(position.line == 1_000_000)
        #expect(position.column == 5_000)
        #expect(position.utf16Column == 5_001)
        #expect(position.offset == 1 << 30)
        #expect(SourcePosition(line: 3, column: 7, offset: 41).utf16Column == 7)
    }

    @Test func settersAndOrderWorkOnTheStoredNumbers() {
        var position = SourcePosition(line: 2, column: 9, offset: 20)
        position.column += 3
        position.line -= 1
        #expect(position == SourcePosition(line: 1, column: 12, utf16Column: 9, offset: 20))
        #expect(SourcePosition(line: 1, column: 99, offset: 0) < SourcePosition(line: 2, column: 1, offset: 0))
        #expect(SourcePosition(line: 2, column: 1, offset: 0) < SourcePosition(line: 2, column: 2, offset: 0))
    }

    @Test func clampsWhatDoesNotFitInsteadOfTrapping() {
        let huge = SourcePosition(line: Int.max, column: -5, offset: Int.max)
        #expect(huge.line == Int(Int32.max))
        #expect(huge.offset == Int(Int32.max))
        #expect(huge.column == -5)
        #expect(MemoryLayout<SourceRange>.size == 32)
    }
}
