import StopwatchCore
import StopwatchTestSupport
import Testing

/// A period's quarters as whole hours and the quarters at its edges: together exactly the
/// period's quarters, each once, the hours in time order from one period to the next.
@Suite struct TotalsArithmeticPiecesTests {
    @Test func anHourIsFourQuartersFromAMultipleOfFourBefore1970Too() {
        #expect([-5, -4, -1, 0, 3, 4, 7].map { TotalsArithmetic.hour(ofQuarter: $0) } == [-2, -1, -1, 0, 0, 1, 1])
    }

    @Test func aDayOnWholeHoursIsHoursAloneAndOneOnTheHalfHourHasEdges() {
        // 00:00 to 24:00 UTC, and 18:30 to 18:30 (midnight in Kolkata).
        #expect(TotalsArithmetic.pieces(of: (96, 192)) == .init(hours: 24..<48, quarters: []))
        #expect(TotalsArithmetic.pieces(of: (74, 170)) == .init(hours: 19..<42, quarters: [74..<76, 168..<170]))
        // A period inside one hour, and an empty one.
        #expect(TotalsArithmetic.pieces(of: (9, 11)) == .init(hours: 3..<3, quarters: [9..<11]))
        #expect(TotalsArithmetic.pieces(of: (9, 9)).quarters.isEmpty)
    }

    @Test func piecesHoldEveryQuarterOfTheirPeriodOnceInTimeOrder() {
        var random = SeededRandom(seed: 20_261_128)
        var bound = -200 + Int64(random.next() % 7)
        var lastHourEnd = Int64.min
        for _ in 0..<2_000 {
            let next = bound + Int64(random.next() % 200)
            let pieces = TotalsArithmetic.pieces(of: (bound, next))
            var quarters = pieces.quarters.flatMap { Array($0) }
            quarters += pieces.hours.flatMap { Array($0 * 4..<$0 * 4 + 4) }
            #expect(quarters.sorted() == Array(bound..<next), "\(bound)..<\(next)")
            #expect(pieces.hours.lowerBound >= lastHourEnd)
            lastHourEnd = pieces.hours.upperBound
            bound = next
        }
    }
}
