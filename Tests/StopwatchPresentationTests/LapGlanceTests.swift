import StopwatchCore
import StopwatchPresentation
import StopwatchTestSupport
import Testing

/// The laps at a glance (ARCHITECTURE.md, "Laps at a glance"): the statistics line, the chart's bars grouped to
/// the chart's width, its description, the terminal's sparkline, and where the chart fits.
@MainActor @Suite struct LapGlanceTests {
    private func laps(_ milliseconds: [Int64]) -> LapHistory {
        LapHistory(durations: milliseconds.map { .milliseconds($0) })
    }

    private func glance(_ milliseconds: [Int64], width: Int = 300) -> LapGlance? {
        let history = laps(milliseconds)
        return LapGlanceMapper().glance(history, bins: LapChartBins(laps: history, capacity: width))
    }

    /// The statistics line with its no-break spaces as plain ones, to compare with text.
    private func line(_ milliseconds: [Int64]) -> String? {
        glance(milliseconds)?.statistics.replacing("\u{00A0}", with: " ")
    }

    // MARK: The statistics line

    @Test func theLineSaysCountAverageMedianBestWorstAndSpreadInShortTimes() {
        #expect(
            line([52_100, 63_400, 57_100, 56_700]) == "4 laps · average 57.32 · median 56.90 · best 52.10 · worst 1:03.40 · spread ±4.02")
    }

    @Test func oneLapAndLongLapsReadRight() {
        #expect(line([5_070]) == "1 lap · average 5.07 · median 5.07 · best 5.07 · worst 5.07 · spread ±0.00")
        #expect(
            line([3_723_400, 3_723_400])
                == "2 laps · average 1:02:03.40 · median 1:02:03.40 · best 1:02:03.40 · worst 1:02:03.40 · spread ±0.00")
        #expect(glance([]) == nil)
    }

    @Test func aLineThatWrapsBreaksBetweenItemsNeverInsideOne() {
        let items = glance([52_100, 63_400])!.statistics.split(separator: " · ")
        #expect(items.count == 6)
        #expect(items.allSatisfy { !$0.contains(" ") })
        #expect(items[4] == "worst\u{00A0}1:03.40")
    }

    @Test func shortTimesAreTruncatedLikeTheDisplay() {
        #expect(TimeParts(.milliseconds(57_329)).compactText == "57.32")
        #expect(TimeParts(.milliseconds(63_400)).compactText == "1:03.40")
        #expect(TimeParts(.milliseconds(9)).compactText == "0.00")
        #expect(TimeParts(.milliseconds(600_000)).compactText == "10:00.00")
    }

    // MARK: The chart

    @Test func eachLapIsABarFromZeroWithBestAndWorstMarkedAndTheAverageAsALine() {
        let chart = glance([50_000, 100_000, 75_000])!.chart
        // The top leaves a fifth of the longest lap above it.
        #expect(chart.top == 120_000)
        let expected: [Double] = [50_000.0 / 120_000, 100_000.0 / 120_000, 75_000.0 / 120_000]
        let longest: [Double] = chart.bars.map(\.longest)
        #expect(longest == expected)
        #expect(chart.bars.map(\.shortest) == chart.bars.map(\.longest))
        #expect(chart.bars.map(\.mark) == [.best, .worst, .normal])
        #expect(chart.average == 75_000.0 / 120_000)
        #expect(chart.height(ofMilliseconds: 60_000) == 0.5)
        #expect(chart.height(ofMilliseconds: 500_000) == 1, "the lap in progress stops at the top")
    }

    @Test func oneLapIsNeitherBestNorWorst() {
        #expect(glance([50_000])!.chart.bars.map(\.mark) == [.normal])
    }

    @Test func theDescriptionSaysWhatASightedPersonSees() {
        #expect(
            glance([52_100, 63_400, 56_700, 57_100])!.chart.description
                == "Lap times: 4 laps, from 52.10 to 1:03.40, average 57.32")
        #expect(
            glance([52_100, 63_400, 57_100, 56_700])!.chart.description
                == "Lap times: 4 laps, from 52.10 to 1:03.40, average 57.32, the last two faster")
        #expect(
            glance([50_000, 51_000, 52_000, 53_000])!.chart.description
                == "Lap times: 4 laps, from 50.00 to 53.00, average 51.50, the last three slower")
        #expect(glance([60_000, 50_000, 51_000, 52_000])!.chart.description.hasSuffix(", the last two slower"))
        #expect(glance([60_000, 59_000, 58_000])!.chart.description.hasSuffix(", the last two faster"))
        #expect(glance([60_000, 59_000, 58_000, 57_000, 56_000])!.chart.description.hasSuffix(", the last three faster"))
        #expect(!glance([60_000, 61_000])!.chart.description.contains("the last"))
    }

    @Test func aHundredThousandLapsAreGroupedToTheWidthWithTheirShortestAndLongest() {
        var random = SeededRandom(seed: 5)
        let values = (0..<100_000).map { _ in Int64.random(in: 40_000...80_000, using: &random) }
        let history = laps(values)
        let bins = LapChartBins(laps: history, capacity: 300)
        #expect(bins.shortest.count <= 300 && bins.shortest.count > 150)
        #expect(bins.lapsPerBar.nonzeroBitCount == 1)
        for bar in [0, 1, bins.shortest.count / 2, bins.shortest.count - 1] {
            let group = values[(bar * bins.lapsPerBar)..<min(values.count, (bar + 1) * bins.lapsPerBar)]
            let shortest: Int64? = group.min()
            let longest: Int64? = group.max()
            #expect(bins.shortest[bar] == shortest, "bar \(bar)")
            #expect(bins.longest[bar] == longest, "bar \(bar)")
        }
        let chart = LapGlanceMapper().glance(history, bins: bins)!.chart
        let best = history.bestIndex! / bins.lapsPerBar
        #expect(chart.bars[best].mark == .best)
    }

    @Test func barsGrownLapByLapAreTheBarsMadeAtOnce() {
        var random = SeededRandom(seed: 9)
        for capacity in [1, 2, 3, 7, 64, 300] {
            var history = LapHistory()
            var grown = LapChartBins(capacity: capacity)
            for _ in 0..<1_000 {
                let lap = Duration.milliseconds(Int64.random(in: 1...90_000, using: &random))
                history.append(lap)
                grown.append(lap)
                #expect(grown.shortest.count <= capacity)
            }
            #expect(grown == LapChartBins(laps: history, capacity: capacity), "capacity \(capacity)")
        }
    }

    @Test func aNewWidthsBarsRegroupedFromTheFinestAreTheBarsMadeAtOnce() {
        var random = SeededRandom(seed: 13)
        for count in [0, 1, 5, 300, 8_193, 20_000] {
            var history = LapHistory()
            for _ in 0..<count { history.append(.milliseconds(Int64.random(in: 1...90_000, using: &random))) }
            var binning = LapChartBinning(laps: history, width: 300)
            for width in [1, 2, 17, 299, 300, 301, 1_024, 5_000, LapChartBinning.finestCapacity] {
                binning.resize(toWidth: width)
                #expect(binning.bins == LapChartBins(laps: history, capacity: width), "\(count) laps, \(width) px")
            }
            // Laps added after a resize go on growing both.
            binning.resize(toWidth: 40)
            for _ in 0..<500 {
                let lap = Duration.milliseconds(Int64.random(in: 1...90_000, using: &random))
                history.append(lap)
                binning.append(lap)
            }
            #expect(binning.bins == LapChartBins(laps: history, capacity: 40), "\(count) laps and 500 more")
            binning.resize(toWidth: 700)
            #expect(binning.bins == LapChartBins(laps: history, capacity: 700), "\(count) laps and 500 more, 700 px")
        }
    }

    @Test func aChartWiderThanTheFinestBarsKeepsThem() {
        let history = LapHistory(durations: (0..<20_000).map { .milliseconds(Int64($0 % 997 + 1)) })
        var binning = LapChartBinning(laps: history, width: 300)
        binning.resize(toWidth: 3 * LapChartBinning.finestCapacity)
        let finest = LapChartBins(laps: history, capacity: LapChartBinning.finestCapacity)
        #expect(binning.bins.shortest == finest.shortest && binning.bins.lapsPerBar == finest.lapsPerBar)
    }

    // MARK: The terminal's sparkline

    @Test func theSparklineShowsTheNewestLapsThatFitFromZero() {
        let line = LapSparklineMapper().line(of: laps([10, 80_000, 20_000, 40_000, 80_000]), cells: 4)
        #expect(line == "█▃▅█")
        #expect(LapSparklineMapper().line(of: laps([0, 8, 4]), cells: 10) == "▁█▅")
        #expect(LapSparklineMapper().line(of: LapHistory(), cells: 10) == "")
        #expect(LapSparklineMapper().line(of: laps([1, 2]), cells: 0) == "")
    }

    // MARK: Where the chart fits

    @Test func theChartStepsOutBeforeAnyColumnAndOnAShortPage() {
        let widths = LapColumnFit.Widths(title: 80, markWord: 40, lapTime: 60, difference: 70, total: 60, gap: 12)
        // Every column needs 80 + 60 + 60 + 2 × 12 + 70 + 12 = 306 pixels; the chart 12 more.
        let everyColumn = 306
        #expect(LapColumnFit.fitting(widths, in: everyColumn).showsDifference)
        #expect(LapChartFit.showsChart(widths: widths, available: everyColumn + 12, pageHeight: 433))
        #expect(
            !LapChartFit.showsChart(widths: widths, available: everyColumn + 11, pageHeight: 433),
            "the chart goes while the Difference column still fits")
        #expect(
            LapChartFit.showsChart(widths: widths, available: everyColumn + 12, pageHeight: 433)
                && !LapColumnFit.fitting(widths, in: everyColumn + 12).showsMarkWord,
            "the word beside best and worst is not a column: the chart stays without it")
        #expect(!LapChartFit.showsChart(widths: widths, available: 1_000, pageHeight: 399))
        // Across every width, the chart is never shown without every column.
        for available in 0...600 where LapChartFit.showsChart(widths: widths, available: available, pageHeight: 433) {
            #expect(LapColumnFit.fitting(widths, in: available).showsDifference, "\(available) px")
        }
    }
}
