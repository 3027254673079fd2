import StopwatchCore
import StopwatchTestSupport
import Testing

@testable import StopwatchPresentation

/// Mending through the whole app: the commands, the notice and its Undo, what is copied and
/// exported, the history's words and JSON, and the D-Bus answers.
@MainActor @Suite struct AppMendingTests {
    let harness = PresentationHarness()

    @Test func aRemovedLapIsUndoneFromTheNoticeAndTheListFollows() {
        harness.startWithLaps(4)
        harness.send(.toggle, .showLaps)
        harness.send(.removeLap(2))
        #expect(harness.app.viewState.notice?.message == "Lap 2 removed")
        #expect(harness.laps.viewState.laps.map(\.lapTime) == ["00:04.00", "00:05.00", "00:01.00"])
        #expect(harness.laps.viewState.glance?.statisticsItems.first?.hasPrefix("3") == true)
        harness.send(.undo)
        #expect(harness.laps.viewState.laps.map(\.lapTime) == ["00:04.00", "00:03.00", "00:02.00", "00:01.00"])
        #expect(harness.app.viewState.notice == nil)
    }

    @Test func anAdjustmentShowsItsNoticeAndCtrlZTakesItBack() {
        harness.startWithLaps(1)
        harness.send(.toggle)
        #expect(harness.app.viewState.allows(.openTimeAdjustment))
        harness.send(.openTimeAdjustment)
        #expect(harness.app.viewState.mending.timeAdjustment?.title == "Adjust Time")
        #expect(harness.app.viewState.allows(.cancelTimeAdjustment))
        #expect(!harness.app.viewState.allows(.openTimeAdjustment))
        harness.send(.applyTimeAdjustment(TimeAdjustmentInput(minutes: 5)))
        #expect(harness.app.viewState.mending.timeAdjustment == nil)
        #expect(harness.app.viewState.notice?.message == "Time adjusted")
        #expect(harness.core.elapsed == .seconds(301))
        harness.send(.undo)
        #expect(harness.core.elapsed == .seconds(1))
        #expect(harness.core.state.adjusted == .zero)
    }

    @Test func notesAreCopiedExportedAndHeardWithTheirLap() throws {
        harness.startWithLaps(3)
        harness.send(.showLaps)
        harness.send(.noteLap(1, "the \"hill\", again"))
        harness.send(.copyLaps, .exportLaps)
        let copied = try #require(harness.platform.clipboard)
        #expect(copied.contains("the \"hill\", again"))
        let csv = try #require(harness.platform.savedFiles.last?.contents)
        #expect(csv.hasPrefix("lap,lap_ms,lap_time,delta_ms,total_ms,total_time,mark,note\n"))
        #expect(csv.contains("\n1,1000,00:01.00,,1000,00:01.00,best,\"the \"\"hill\"\", again\"\n"))
        #expect(harness.laps.viewState.laps.last?.note == "the \"hill\", again")
        #expect(harness.laps.viewState.laps.last?.spokenDescription.hasPrefix("Lap 1, the \"hill\", again, ") == true)
    }

    @Test func aCorrectedSessionSaysSoInTheHistoryAndItsExports() throws {
        harness.startWithLaps(1)
        harness.advance(by: .seconds(2))
        harness.send(.adjustTime(milliseconds: -500))
        harness.send(.toggle)
        harness.send(.exportLaps)
        let csv = try #require(harness.platform.savedFiles.last?.contents)
        #expect(csv.contains("\nadjusted,-500,−00:00.50\n"))
        harness.send(.reset)
        let session = try #require(harness.core.historyDataSource.sessions.first)
        #expect(session.adjusted == .milliseconds(-500))
        let row = HistoryRowMapper().row(for: session.summary)
        #expect(row.details.hasSuffix("Time adjusted −00:00.50"))
        #expect(row.spokenDescription.hasSuffix("time adjusted, 0.50 seconds taken away"))
        let json = CommandLineReportMapper(localizer: SourceLocalizer()).historyJSON([.here(session)], thisMachine: "desk")
        #expect(json.contains("\"adjusted_ms\": -500"))
    }

    @Test func theListShowsACorrectedTimeAtOnceWhilePaused() {
        harness.send(.newStopwatch, .toggle)
        harness.advance(by: .seconds(2))
        harness.send(.toggle)
        #expect(harness.app.stopwatches.viewState.rows.last?.time.contains("00:02") == true)
        harness.send(.adjustTime(milliseconds: 60_000))
        #expect(harness.app.stopwatches.viewState.rows.last?.time.contains("01:02") == true)
    }

    @Test func dBusCallsAnswerDoneOrWhyNot() {
        harness.startWithLaps(2)
        #expect(harness.app.answer(.noteLap(target: "", lap: 1, note: "warm-up")) == .done)
        #expect(
            harness.app.answer(.removeLap(target: "Tea", lap: 1)) == .noSuchStopwatch(reason: "No stopwatch is named or numbered “Tea”"))
        #expect(harness.app.answer(.removeLap(target: "1", lap: 5)) == .refused(reason: "There is no lap 5: the laps are 1 to 2"))
        #expect(harness.app.answer(.adjustTime(target: "", milliseconds: 60_000)) == .done)
        #expect(harness.core.state.laps[0].note?.text == "warm-up")
        #expect(harness.core.state.adjusted == .seconds(60))
    }
}
