import StopwatchCore
import StopwatchPresentation
import Testing

@MainActor @Suite struct HomeViewStateMapperTests {
    let mapper = HomeViewStateMapper()

    @Test func recentLapsAreTheTwoNewestNewestFirst() {
        #expect(mapper.recentLaps(of: LapHistory()).isEmpty)
        #expect(mapper.recentLaps(of: [.seconds(1)]).map(\.number) == [1])
        #expect(mapper.recentLaps(of: [.seconds(1), .seconds(2), .seconds(3)]).map(\.number) == [3, 2])
    }

    @Test func aPausedStateShowsResumeResetTheTimeTheCurrentLapAndSeeAllLaps() {
        let state = StopwatchState(status: .paused, accumulated: .milliseconds(3_723_456), laps: [.seconds(1), .seconds(2), .seconds(3)])
        let view = mapper.map(state, elapsed: state.accumulated, recentLaps: LapRowList())
        #expect(view.controls.map(\.title) == ["Resume", "Reset"])
        #expect(view.controls.map(\.command) == [.toggle, .reset])
        #expect(view.controls.map(\.emphasis) == [.suggested, .destructive])
        #expect(view.running.time.text == "1:02:03.45")
        #expect(view.running.spokenTime == "1 hour, 2 minutes, 3.45 seconds")
        #expect(view.running.currentLap?.title == "Lap 4")
        #expect(view.seeAllLaps == CommandButton(command: .showLaps, title: "See All Laps"))
        #expect(view.columns.lapTime == "Lap time")
    }

    @Test func anInitialStateShowsOnlyStartAndNoLaps() {
        let view = mapper.map(.initial, elapsed: .zero, recentLaps: LapRowList())
        #expect(view.controls.map(\.command) == [.toggle])
        #expect(view.controls.map(\.title) == ["Start"])
        #expect(view.controls.map(\.emphasis) == [.suggested])
        #expect(view.running.currentLap == nil)
        #expect(view.seeAllLaps == nil)
    }

    @Test func aRunningStateShowsPauseAndLap() {
        let state = StopwatchState(status: .running, runningSince: .zero)
        #expect(mapper.map(state, elapsed: .seconds(1), recentLaps: LapRowList()).controls.map(\.title) == ["Pause", "Lap"])
    }
}

@MainActor @Suite struct RecentLapsAfterOneLapTests {
    let mapper = HomeViewStateMapper()

    @Test func oneMoreLapShowsTheNewestTwoWithTheirMarksNow() {
        var laps: LapHistory = [.seconds(3), .seconds(2), .seconds(4), .seconds(5)]
        var shown = mapper.map(.initial, elapsed: .zero, recentLaps: mapper.recentLaps(of: laps))
        #expect(shown.recentLaps.map(\.markLabel) == ["Worst", nil])
        // Lap 4 (5 s) was the worst; a new worst takes its mark away.
        laps.append(.seconds(9))
        let state = StopwatchState(status: .paused, accumulated: laps.total, laps: laps)
        #expect(mapper.update(&shown, to: state, elapsed: laps.total))
        #expect(shown.recentLaps.map(\.title) == ["Lap 5", "Lap 4"])
        #expect(shown.recentLaps.map(\.markLabel) == ["Worst", nil])
        #expect(!mapper.update(&shown, to: state, elapsed: laps.total), "the same stopwatch again changes nothing")
    }
}
