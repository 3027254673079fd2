import StopwatchCore
import Testing

@testable import StopwatchHistorySQLite

/// The sums of each period, alone: hours in the period whose whole hours hold them, the
/// edges' quarters added to theirs, one credit a name shown, in the names' order.
@Suite struct PeriodSumsTests {
    /// Two periods: quarters 2..<10 (hours 1..<2, edges 2..<4 and 8..<10) and 10..<20 (hours 3..<5).
    private let boundaries: [Duration] = [.seconds(1_800), .seconds(9_000), .seconds(18_000)]

    private func sums() -> PeriodSums {
        let pieces = TotalsArithmetic.quarterRanges(of: boundaries).map(TotalsArithmetic.pieces(of:))
        return PeriodSums(boundaries: boundaries, pieces: pieces, unnamed: "Stopwatch")
    }

    private func add(_ name: String, to sums: inout PeriodSums, _ body: (inout PeriodSums, UnsafeRawBufferPointer) -> Void) {
        Array(name.utf8).withUnsafeBytes { body(&sums, $0) }
    }

    @Test func hoursAndEdgesMakeOneCreditANameShownInOrder() {
        var sums = sums()
        add("Tea", to: &sums) { $0.addEdge(period: 0, name: $1, milliseconds: 5) }
        add("", to: &sums) { $0.addEdge(period: 1, name: $1, milliseconds: 7) }
        add("Tea", to: &sums) { $0.addHour(1, name: $1, milliseconds: 100) }
        add("Coffee", to: &sums) { $0.addHour(1, name: $1, milliseconds: 50) }
        // Hour 2 is shared by both periods: its quarters are edges, the hour itself is not read.
        add("Tea", to: &sums) { $0.addHour(2, name: $1, milliseconds: 1_000) }
        add("Stopwatch", to: &sums) { $0.addHour(3, name: $1, milliseconds: 10) }
        add("Coffee", to: &sums) { $0.addHour(4, name: $1, milliseconds: -50) }
        add("Coffee", to: &sums) { $0.addHour(4, name: $1, milliseconds: 50) }
        add("Tea", to: &sums) { $0.addHour(9, name: $1, milliseconds: 1_000) }
        let credits = sums.finish()
        #expect(
            credits == [
                TimeCredit(stopwatch: "Coffee", at: .seconds(1_800), amount: .milliseconds(50)),
                TimeCredit(stopwatch: "Tea", at: .seconds(1_800), amount: .milliseconds(105)),
                TimeCredit(stopwatch: "Stopwatch", at: .seconds(9_000), amount: .milliseconds(17)),
            ], "nothing for Coffee's second period, \"\" shown as Stopwatch, nothing past the last period")
    }

    @Test func absurdNumbersAreNoneAndNeverTrap() {
        var sums = sums()
        add("Tea", to: &sums) { $0.addHour(1, name: $1, milliseconds: .max) }
        add("Tea", to: &sums) { $0.addHour(1, name: $1, milliseconds: .max) }
        add("Coffee", to: &sums) { $0.addHour(1, name: $1, milliseconds: TimeBounds.maximumElapsedMilliseconds) }
        add("Coffee", to: &sums) { $0.addHour(1, name: $1, milliseconds: TimeBounds.maximumElapsedMilliseconds) }
        add("Tea", to: &sums) { $0.addEdge(period: 7, name: $1, milliseconds: 1) }
        add("Tea", to: &sums) { $0.addEdge(period: -1, name: $1, milliseconds: 1) }
        #expect(sums.finish().isEmpty)
    }
}
