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
        let view = mapper.map(state, elapsed: state.accumulated, recentLaps: [])
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
        let view = mapper.map(.initial, elapsed: .zero, recentLaps: [])
        #expect(view.controls == [CommandButton(command: .toggle, title: "Start", emphasis: .suggested)])
        #expect(view.running.currentLap == nil)
        #expect(view.seeAllLaps == nil)
    }

    @Test func aRunningStateShowsPauseAndLap() {
        let state = StopwatchState(status: .running, runningSince: .zero)
        #expect(mapper.map(state, elapsed: .seconds(1), recentLaps: []).controls.map(\.title) == ["Pause", "Lap"])
    }
}

@MainActor @Suite struct RecentLapsAfterOneLapTests {
    let mapper = HomeViewStateMapper()

    @Test func aLapKeepsTheNewestRowAsTheSecondUnlessItsMarkChanged() {
        var laps: LapHistory = [.seconds(3), .seconds(2), .seconds(4)]
        let before = mapper.recentLaps(of: laps)
        laps.append(.seconds(5))
        #expect(mapper.recentLaps(of: laps, afterOneLapFrom: before) == mapper.recentLaps(of: laps))
        let middle = mapper.recentLaps(of: laps)
        // Lap 4 (5 s) was the worst; a new worst takes its mark away.
        laps.append(.seconds(9))
        #expect(mapper.recentLaps(of: laps, afterOneLapFrom: middle) == mapper.recentLaps(of: laps))
        #expect(mapper.recentLaps(of: laps, afterOneLapFrom: middle)[1].markLabel == nil)
    }
}
