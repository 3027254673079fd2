import StopwatchCore
import StopwatchPresentation
import Testing

@MainActor @Suite struct LapsViewStateMapperTests {
    let mapper = LapsViewStateMapper()

    private func bins(_ state: StopwatchState) -> LapChartBins {
        LapChartBins(laps: state.laps, capacity: 300)
    }

    @Test func mapsTheTimeTheCurrentLapTheListAndTheButtons() {
        let state = StopwatchState(status: .running, runningSince: .zero, laps: [.seconds(2), .seconds(3)])
        let view = mapper.map(state, elapsed: .milliseconds(7_500), bins: bins(state), previous: nil)
        #expect(view.running.time.text == "00:07.50")
        #expect(view.running.currentLap?.lapTime == "00:02.50")
        #expect(view.controls.map(\.title) == ["Pause", "Lap"])
        #expect(view.laps.map(\.number) == [2, 1])
        let paused = StopwatchState(status: .paused, accumulated: .seconds(8), laps: [.seconds(2), .seconds(3)])
        #expect(mapper.map(paused, elapsed: .seconds(8), bins: bins(paused), previous: nil).controls.map(\.title) == ["Resume"])
    }

    @Test func theSameLapsKeepThePreviousListAndNewLapsMakeANewOne() {
        var state = StopwatchState(status: .running, runningSince: .zero, laps: [.seconds(2)])
        let first = mapper.map(state, elapsed: .seconds(5), bins: bins(state), previous: nil)
        let ticked = mapper.map(state, elapsed: .seconds(6), bins: bins(state), previous: first)
        #expect(ticked.laps == first.laps)
        #expect(ticked.laps.changes(from: first.laps) == .none)
        state.laps.append(.seconds(4))
        #expect(mapper.map(state, elapsed: .seconds(6), bins: bins(state), previous: ticked).laps.count == 2)
    }
}
