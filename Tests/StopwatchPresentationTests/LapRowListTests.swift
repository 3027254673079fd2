import StopwatchCore
import StopwatchPresentation
import Testing

@MainActor @Suite struct LapRowListTests {
    private func laps(_ milliseconds: [Int64]) -> LapHistory {
        LapHistory(durations: milliseconds.map { .milliseconds($0) })
    }

    @Test func rowsAreNewestFirst() {
        let list = LapRowList(laps: laps([1000, 2000, 3000]))
        #expect(list.count == 3)
        #expect(list.map(\.number) == [3, 2, 1])
        #expect(list[0].lapTime == "00:03.00")
    }

    @Test func anUnchangedListNeedsNoRedraw() {
        let history = laps([1000, 2000])
        #expect(LapRowList(laps: history).changes(from: LapRowList(laps: history)) == .none)
    }

    @Test func aNewLapIsInsertedAtTheTop() {
        var history = laps([1000, 2000, 3000])
        let old = LapRowList(laps: history)
        history.append(.milliseconds(2500))
        #expect(LapRowList(laps: history).changes(from: old) == .inserted(count: 1, changedPositions: []))
    }

    @Test func aNewBestRedrawsTheOldBestRow() {
        var history = laps([1000, 2000, 3000])
        let old = LapRowList(laps: history)
        history.append(.milliseconds(500))
        // Lap 1 (now at position 3) stops being best.
        #expect(LapRowList(laps: history).changes(from: old) == .inserted(count: 1, changedPositions: [3]))
    }

    @Test func theSecondLapMarksTheFirst() {
        var history = laps([1000])
        let old = LapRowList(laps: history)
        history.append(.milliseconds(2000))
        #expect(LapRowList(laps: history).changes(from: old) == .inserted(count: 1, changedPositions: [1]))
    }

    @Test func aResetOrAnotherHistoryReloads() {
        let old = LapRowList(laps: laps([1000, 2000, 3000]))
        #expect(LapRowList(laps: LapHistory()).changes(from: old) == .reloaded)
        #expect(LapRowList(laps: laps([1000, 2500, 3000])).changes(from: old) == .reloaded)
    }
}
