import StopwatchPresentation
import Testing

/// What a lap row leaves out when it is narrow: the mark's word first, then the difference,
/// never the lap time or the total.
@MainActor @Suite struct LapColumnFitTests {
    // Title 60, word 40, three time columns of 100, 80 and 100, three gaps of 10: 410 in all.
    let widths = LapColumnFit.Widths(title: 60, markWord: 40, lapTime: 100, difference: 80, total: 100, gap: 10)

    @Test func everythingShowsWhenItFits() {
        #expect(widths.required(for: .full) == 410)
        #expect(LapColumnFit.fitting(widths, in: 410) == .full)
        #expect(LapColumnFit.fitting(widths, in: 10_000) == .full)
    }

    @Test func theMarkWordGoesFirst() {
        #expect(LapColumnFit.fitting(widths, in: 409) == LapColumnFit(showsMarkWord: false, showsDifference: true))
        #expect(LapColumnFit.fitting(widths, in: 370) == LapColumnFit(showsMarkWord: false, showsDifference: true))
    }

    @Test func thenTheDifference() {
        #expect(LapColumnFit.fitting(widths, in: 369) == LapColumnFit(showsMarkWord: false, showsDifference: false))
        #expect(widths.required(for: LapColumnFit(showsMarkWord: false, showsDifference: false)) == 280)
    }

    @Test func theTimesStayEvenWhenNothingFits() {
        #expect(LapColumnFit.fitting(widths, in: 0) == LapColumnFit(showsMarkWord: false, showsDifference: false))
        #expect(LapColumnFit.fitting(widths, in: -50) == LapColumnFit(showsMarkWord: false, showsDifference: false))
    }
}

/// The big display's font steps: the largest that fits.
@MainActor @Suite struct SizeStepTests {
    let scales = [1, 0.8, 0.5]

    @Test func theLargestStepThatFitsIsChosenFromAMeasurementAtAnyStep() {
        #expect(SizeStep.largestFitting(scales: scales, width: 400, measuredScale: 1, available: 400) == 0)
        #expect(SizeStep.largestFitting(scales: scales, width: 400, measuredScale: 1, available: 399) == 1)
        // Measured at 0.8: 320 there is 400 at full size.
        #expect(SizeStep.largestFitting(scales: scales, width: 320, measuredScale: 0.8, available: 500) == 0)
        #expect(SizeStep.largestFitting(scales: scales, width: 320, measuredScale: 0.8, available: 250) == 2)
    }

    @Test func theSmallestStepWhenNothingFitsAndTheFirstOnNonsense() {
        #expect(SizeStep.largestFitting(scales: scales, width: 400, measuredScale: 1, available: 10) == 2)
        #expect(SizeStep.largestFitting(scales: scales, width: .nan, measuredScale: 1, available: 10) == 0)
        #expect(SizeStep.largestFitting(scales: scales, width: 400, measuredScale: 0, available: 10) == 0)
        #expect(SizeStep.largestFitting(scales: [], width: 400, measuredScale: 1, available: 10) == 0)
    }
}

/// The widest texts a lap table sizes its columns from.
@MainActor @Suite struct LapColumnSamplesTests {
    let columns = LapColumns(localizer: SourceLocalizer())

    @Test func beforeAnyLapOnlyTheHeadingsAndWordsCount() {
        let samples = columns.samples(newest: nil)
        #expect(samples.title == "Lap")
        #expect(samples.marks == ["Best", "Worst"])
        #expect(samples.times.isEmpty && samples.differences.isEmpty)
    }

    @Test func theNewestTotalGivesTheShapeOfEveryTimeAndDifference() {
        let newest = LapRow(
            number: 240, title: "Lap 240", lapTime: "01:02.31", difference: nil, totalTime: "1663:17:12.98",
            mark: .normal, markLabel: nil)
        let samples = columns.samples(newest: newest)
        #expect(samples.title == "Lap 240")
        #expect(samples.times == ["0000:00:00.00"])
        #expect(samples.differences == ["+0000:00:00.00", "\u{2212}0000:00:00.00"])
    }
}
