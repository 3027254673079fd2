import StopwatchCore
import StopwatchPresentation
import StopwatchTestSupport
import Testing

@Suite struct CommandAvailabilityMapperTests {
    let mapper = CommandAvailabilityMapper()
    let harness = PresentationHarness()

    private func enabled(on route: Route = .home) -> Set<StopwatchCommand> {
        mapper.enabledCommands(home: harness.home.viewState, route: route)
    }

    @Test func toggleAlwaysApplies() {
        #expect(enabled() == [.toggle])
    }

    @Test func lapWhileRunningAndResetWhilePaused() {
        harness.core.prepare(.running)
        #expect(enabled() == [.toggle, .lap])
        harness.core.useCases.pause.execute()
        #expect(enabled() == [.toggle, .reset])
    }

    @Test func showLapsNeedsThreeLapsOnHomeAndBackNeedsLaps() {
        harness.core.prepare(.running, laps: 2)
        #expect(!enabled().contains(.showLaps))
        harness.core.useCases.lap.execute()
        #expect(enabled().contains(.showLaps))
        #expect(enabled(on: .laps) == [.toggle, .lap, .back, .copyLaps, .exportLaps])
    }

    @Test func copyAndExportNeedALap() {
        harness.core.prepare(.running)
        #expect(!enabled().contains(.copyLaps) && !enabled().contains(.exportLaps))
        harness.core.useCases.lap.execute()
        #expect(enabled().isSuperset(of: [.copyLaps, .exportLaps]))
    }
}
