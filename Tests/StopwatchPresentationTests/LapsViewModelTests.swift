import StopwatchCore
import StopwatchPresentation
import StopwatchTestSupport
import Testing

@Suite struct LapsViewModelTests {
    let harness = PresentationHarness()
    var laps: LapsViewModel { harness.laps }

    private func openLaps(_ status: StopwatchStatus, laps count: Int = 3) {
        harness.core.prepare(status, laps: count)
        harness.home.handle(.showAllLaps)
    }

    @Test func showsEveryLapNewestFirstWithTheCurrentLap() {
        openLaps(.running, laps: 4)
        let state = laps.viewState
        #expect(harness.navigator.currentRoute == .laps)
        #expect(state.laps.map(\.number) == [4, 3, 2, 1])
        #expect(state.currentLap?.title == "Lap 5")
        #expect(state.currentLap?.lapTime == "00:00.50")
        #expect(state.time.text == "00:04.50")
    }

    @Test func thePrimaryButtonIsLapWhileRunningAndResumeWhilePaused() {
        openLaps(.running)
        #expect(laps.viewState.primaryControl == .lap)
        laps.handle(.lap)
        #expect(laps.viewState.laps.count == 4)
        laps.handle(.toggle)
        #expect(laps.viewState.primaryControl == .resume)
        laps.handle(.resume)
        #expect(laps.viewState.status == .running)
    }

    @Test func theLapsExportAsTextAndCSVOldestFirst() {
        harness.core.prepare(.running, laps: 2)
        #expect(laps.lapsAsCSV() == """
        lap,lap_ms,lap_time,delta_ms,total_ms,total_time,mark
        1,1000,00:01.00,,1000,00:01.00,best
        2,1000,00:01.00,0,2000,00:02.00,

        """)
        #expect(laps.lapsAsPlainText().hasPrefix("Lap  Lap time"))
    }

    @Test func backReturnsHome() {
        openLaps(.paused)
        laps.handle(.back)
        #expect(harness.navigator.currentRoute == .home)
    }

    @Test func aResetWhileOnLapsReturnsHome() {
        openLaps(.paused)
        harness.home.handle(.reset)
        #expect(harness.navigator.currentRoute == .home)
        #expect(laps.viewState.laps.isEmpty)
    }

    @Test func aTickKeepsTheSameLapListValue() {
        openLaps(.running, laps: 5)
        let list = laps.viewState.laps
        harness.advance(by: .milliseconds(20))
        #expect(laps.viewState.laps == list)
        #expect(laps.viewState.laps.changes(from: list) == .none)
    }

    @Test func withAHundredThousandLapsATickPushesOneStateAndTheRowsMapOnDemand() {
        harness.core.useCases.start.execute()
        for _ in 0..<100_000 {
            harness.core.clock.advance(by: .milliseconds(10))
            harness.core.useCases.lap.execute()
        }
        let pushed = harness.lapsStates.count
        harness.advance(by: .milliseconds(10))
        #expect(harness.lapsStates.count == pushed + 1)
        #expect(laps.viewState.laps.count == 100_000)
        #expect(laps.viewState.laps[0].title == "Lap 100000")
        #expect(laps.viewState.laps[99_999].title == "Lap 1")
    }
}

@Suite struct LapsViewStateTests {
    @Test func aTickChangesOnlyTheRunningTimeButALapChangesTheList() {
        let harness = PresentationHarness()
        harness.core.prepare(.running, laps: 3)
        let before = harness.laps.viewState
        harness.advance(by: .milliseconds(30))
        #expect(harness.laps.viewState.differsOnlyInRunningTime(from: before))
        harness.laps.handle(.lap)
        #expect(!harness.laps.viewState.differsOnlyInRunningTime(from: before))
    }
}
