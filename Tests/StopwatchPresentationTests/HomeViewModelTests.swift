import StopwatchCore
import StopwatchPresentation
import StopwatchTestSupport
import Testing

@Suite struct HomeViewModelTests {
    let harness = PresentationHarness()
    var home: HomeViewModel { harness.home }

    @Test func initiallyOnlyStartIsShownAndNoLaps() {
        #expect(home.viewState == HomeViewState(
            status: .initial, time: DisplayTime(hours: nil, minutes: "00", seconds: "00", hundredths: "00"),
            spokenTime: "0.00 seconds", controls: [.start], currentLap: nil, recentLaps: [], lapCount: 0,
            canShowAllLaps: false, windowTitle: "Stopwatch"
        ))
    }

    @Test func startingShowsPauseLapAndTheCurrentLap() {
        home.handle(.start)
        harness.advance(by: .milliseconds(1234))
        let state = home.viewState
        #expect(state.status == .running)
        #expect(state.controls == [.pause, .lap])
        #expect(state.time.text == "00:01.23")
        #expect(state.spokenTime == "1.23 seconds")
        #expect(state.currentLap?.title == "Lap 1")
        #expect(state.currentLap?.lapTime == "00:01.23")
        #expect(state.windowTitle == "00:01 \u{2014} Stopwatch")
        #expect(harness.homeStates.last == state)
    }

    @Test func pausingShowsResumeAndReset() {
        home.handle(.start)
        harness.advance(by: .seconds(2))
        home.handle(.pause)
        #expect(home.viewState.controls == [.resume, .reset])
        home.handle(.resume)
        #expect(home.viewState.controls == [.pause, .lap])
        home.handle(.toggle)
        home.handle(.reset)
        #expect(home.viewState.status == .initial)
        #expect(home.viewState.currentLap == nil)
    }

    @Test func theTwoMostRecentLapsAreShownNewestFirst() {
        home.handle(.start)
        for seconds in [3, 1, 2] {
            harness.advance(by: .seconds(Int64(seconds)))
            home.handle(.lap)
        }
        #expect(home.viewState.recentLaps.map(\.number) == [3, 2])
        #expect(home.viewState.recentLaps.map(\.markLabel) == [nil, "Best"])
        #expect(home.viewState.currentLap?.title == "Lap 4")
    }

    @Test func seeAllLapsNeedsThreeLaps() {
        home.handle(.start)
        for lap in 1...3 {
            home.handle(.showAllLaps)
            #expect(harness.navigator.currentRoute == .home)
            #expect(!home.viewState.canShowAllLaps)
            harness.advance(by: .seconds(1))
            home.handle(.lap)
            #expect(home.viewState.canShowAllLaps == (lap >= 3))
        }
        home.handle(.showAllLaps)
        #expect(harness.navigator.currentRoute == .laps)
    }

    @Test func aTickPushesOneNewViewStateWithoutRemappingTheLaps() {
        harness.core.prepare(.running, laps: 3)
        let recent = home.viewState.recentLaps
        let pushed = harness.homeStates.count
        harness.advance(by: .milliseconds(10))
        #expect(harness.homeStates.count == pushed + 1)
        #expect(home.viewState.recentLaps == recent)
    }

    @Test func noViewStateIsPushedWhenNothingVisibleChanged() {
        home.handle(.start)
        let pushed = harness.homeStates.count
        // Under a hundredth: the same digits.
        harness.advance(by: .milliseconds(3))
        #expect(harness.homeStates.count == pushed)
    }

    @Test func aRemovedListenerHearsNothing() {
        var heard = 0
        let token = home.addListener { _ in heard += 1 }
        home.handle(.start)
        home.removeListener(token)
        harness.advance(by: .seconds(1))
        #expect(heard == 1)
    }

    @Test func theViewModelStopsObservingTheStoreWhenReleased() {
        let core = CoreHarness()
        var viewModel: HomeViewModel? = HomeViewModel(store: core.store, useCases: core.useCases, navigator: FakeNavigator())
        weak let released = viewModel
        viewModel = nil
        #expect(released == nil)
        core.useCases.start.execute()
        core.advance(by: .seconds(1))
        #expect(core.state.elapsed == .seconds(1))
    }
}

@Suite struct HomeViewStateTests {
    @Test func aTickChangesOnlyTheRunningTimeButALapOrAPauseChangesMore() {
        let harness = PresentationHarness()
        harness.home.handle(.start)
        let before = harness.home.viewState
        harness.advance(by: .seconds(2))
        let ticked = harness.home.viewState
        #expect(ticked != before)
        #expect(ticked.differsOnlyInRunningTime(from: before))
        harness.home.handle(.lap)
        #expect(!harness.home.viewState.differsOnlyInRunningTime(from: ticked))
        harness.home.handle(.pause)
        let paused = harness.home.viewState
        #expect(!paused.differsOnlyInRunningTime(from: ticked))
    }
}
