import StopwatchCore
import Testing

@testable import StopwatchHistorySQLite

/// Another machine's run log as the history keeps it, and read back from a blob that may have
/// been damaged or edited by hand.
@Suite struct RunLogBlobTests {
    private static let start = Duration.seconds(1_764_000_000)

    @Test func aRunLogComesBackAsItWasStored() {
        let log = RunLog(
            spans: [
                RunLog.Span(start: Self.start, end: Self.start + .seconds(60)),
                RunLog.Span(start: Self.start + .seconds(120), end: Self.start + .seconds(150)),
            ],
            credits: [RunLog.Credit(at: Self.start + .seconds(200), amount: .seconds(-45))])
        let bytes = RunLogBlob.encode(log)
        #expect(bytes.count == 8 * (1 + 2 * 3))
        #expect(RunLogBlob.decode(bytes) == log)
        #expect(RunLogBlob.decode(RunLogBlob.encode(.empty)) == .empty)
    }

    @Test func aDamagedBlobGivesWhatCanBeReadAndNothingImpossible() {
        func blob(_ values: [Int64]) -> [UInt8] {
            values.flatMap { value in (0..<8).map { UInt8(truncatingIfNeeded: UInt64(bitPattern: value) >> UInt64($0 * 8)) } }
        }
        let start = Self.start.wholeMilliseconds
        #expect(RunLogBlob.decode([]) == .empty)
        #expect(RunLogBlob.decode([1, 2, 3]) == .empty, "not whole numbers")
        #expect(RunLogBlob.decode(blob([-1])) == .empty, "a negative count")
        #expect(RunLogBlob.decode(blob([3, start, start + 1])) == .empty, "more spans said than there are")
        #expect(RunLogBlob.decode(blob([Int64(RunLog.maximumCount) + 1])) == .empty, "more than a run log keeps")
        // A span that ends before it starts and one out of bounds are left out, the rest kept.
        let read = RunLogBlob.decode(blob([3, start, start + 60_000, start, start - 1, -5, start, start + 10, 99]))
        #expect(read.spans == [RunLog.Span(start: Self.start, end: Self.start + .seconds(60))])
        #expect(read.credits == [RunLog.Credit(at: .milliseconds(start + 10), amount: .milliseconds(99))])
    }
}
