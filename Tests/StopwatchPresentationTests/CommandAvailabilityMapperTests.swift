import StopwatchPresentation
import Testing

@Suite struct CommandAvailabilityMapperTests {
    let mapper = CommandAvailabilityMapper()

    @Test func toggleAlwaysApplies() {
        #expect(mapper.enabledCommands(status: .initial, lapCount: 0, route: .home) == [.toggle])
    }

    @Test func lapWhileRunningAndResetWhilePaused() {
        #expect(mapper.enabledCommands(status: .running, lapCount: 1, route: .home) == [.toggle, .lap])
        #expect(mapper.enabledCommands(status: .paused, lapCount: 1, route: .home) == [.toggle, .reset])
    }

    @Test func showLapsNeedsThreeLapsOnHomeAndBackNeedsLaps() {
        #expect(!mapper.enabledCommands(status: .running, lapCount: 2, route: .home).contains(.showLaps))
        #expect(mapper.enabledCommands(status: .running, lapCount: 3, route: .home).contains(.showLaps))
        let onLaps = mapper.enabledCommands(status: .running, lapCount: 3, route: .laps)
        #expect(onLaps == [.toggle, .lap, .back])
    }
}
