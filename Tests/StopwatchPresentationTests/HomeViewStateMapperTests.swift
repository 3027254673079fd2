import StopwatchCore
import StopwatchPresentation
import Testing

@Suite struct HomeViewStateMapperTests {
    let mapper = HomeViewStateMapper()

    @Test func recentLapsAreTheTwoNewestNewestFirst() {
        #expect(mapper.recentLaps(of: LapHistory()).isEmpty)
        #expect(mapper.recentLaps(of: [.seconds(1)]).map(\.number) == [1])
        #expect(mapper.recentLaps(of: [.seconds(1), .seconds(2), .seconds(3)]).map(\.number) == [3, 2])
    }

    @Test func aPausedStateShowsResumeResetTheTimeAndTheTitle() {
        let state = StopwatchState(status: .paused, elapsed: .milliseconds(3_723_456), laps: [.seconds(1), .seconds(2), .seconds(3)])
        let view = mapper.map(state, recentLaps: [])
        #expect(view.controls == [.resume, .reset])
        #expect(view.time.text == "1:02:03.45")
        #expect(view.spokenTime == "1 hour, 2 minutes, 3.45 seconds")
        #expect(view.windowTitle == "1:02:03 \u{2014} Stopwatch")
        #expect(view.lapCount == 3 && view.canShowAllLaps)
        #expect(view.currentLap?.title == "Lap 4")
    }
}
