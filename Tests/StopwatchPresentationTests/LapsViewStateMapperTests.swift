import StopwatchCore
import StopwatchPresentation
import Testing

@Suite struct LapsViewStateMapperTests {
    let mapper = LapsViewStateMapper()

    @Test func mapsTheTimeTheCurrentLapAndThePrimaryControl() {
        let state = StopwatchState(status: .running, elapsed: .milliseconds(7_500), laps: [.seconds(2), .seconds(3)])
        let view = mapper.map(state, previous: nil)
        #expect(view.time.text == "00:07.50")
        #expect(view.currentLap?.lapTime == "00:02.50")
        #expect(view.primaryControl == .lap)
        #expect(view.laps.map(\.number) == [2, 1])
        #expect(mapper.map(StopwatchState(), previous: nil).primaryControl == nil)
    }

    @Test func theSameLapsKeepThePreviousListAndNewLapsMakeANewOne() {
        var state = StopwatchState(status: .running, elapsed: .seconds(5), laps: [.seconds(2)])
        let first = mapper.map(state, previous: nil)
        state.elapsed = .seconds(6)
        let ticked = mapper.map(state, previous: first)
        #expect(ticked.laps == first.laps)
        #expect(ticked.laps.changes(from: first.laps) == .none)
        state.laps.append(.seconds(4))
        #expect(mapper.map(state, previous: ticked).laps.count == 2)
    }
}
