import StopwatchCore
import Testing

@Suite struct StopwatchStateTests {
    @Test func elapsedIsWhatWasAccumulatedPlusTheTimeSinceTheStart() {
        let state = StopwatchState(status: .running, accumulated: .seconds(3), runningSince: .seconds(100))
        #expect(state.elapsed(at: .seconds(102)) == .seconds(5))
        #expect(state.elapsed(at: .seconds(99)) == .seconds(3), "a clock going back takes nothing away")
    }

    @Test func aStoppedStopwatchIsWhatWasAccumulated() {
        let state = StopwatchState(status: .paused, accumulated: .seconds(3))
        #expect(state.elapsed(at: .seconds(1_000_000)) == .seconds(3))
    }

    @Test func aRunningStopwatchStopsGrowingAtOneHundredYears() {
        let state = StopwatchState(status: .running, accumulated: TimeBounds.maximumElapsed - .seconds(1), runningSince: .zero)
        #expect(state.elapsed(at: .seconds(10)) == TimeBounds.maximumElapsed)
        #expect(state.elapsed(at: .seconds(Int64.max)) == TimeBounds.maximumElapsed)
    }

    @Test func theCurrentLapIsTheTimeSinceTheLastCompletedOne() {
        let state = StopwatchState(status: .running, accumulated: .seconds(10), runningSince: .zero, laps: [.seconds(4), .seconds(3)])
        #expect(state.currentLapNumber == 3)
        #expect(state.currentLapDuration(at: .seconds(2)) == .seconds(5))
    }
}
