import StopwatchCore
import StopwatchTestSupport
import Testing

@testable import StopwatchPresentation

/// What applies, alone over a core on a fake clock: worked out from what the parts say, and
/// told anew only when the stopwatch changed what decides it (its status, its first and third
/// lap), not on every lap.
@MainActor @Suite struct AvailableCommandsTests {
    let core = CoreHarness()

    private func facts(route: Route = .home, mode: WindowModeViewState = WindowModeViewState()) -> AvailableCommands.Facts {
        AvailableCommands.Facts(
            route: route, stopwatch: core.state, hasNotice: false, session: nil, list: (1, false, .none),
            mending: MendingViewState(), isPreferencesOpen: false, mode: mode, isAlertsOpen: false, hasReachedAlert: false,
            hasAlerts: false, hasTotals: false)
    }

    @Test func itTellsOfTheStatusAndOfTheLapsThatDecideSomethingOnly() {
        /// The screen shown, as the screens would say it.
        final class Shown { var route = Route.home }
        let shown = Shown()
        let available = AvailableCommands(isReadOnly: false, store: core.store) { [core] in
            AvailableCommands.Facts(
                route: shown.route, stopwatch: core.state, hasNotice: false, session: nil, list: (1, false, .none),
                mending: MendingViewState(), isPreferencesOpen: false, mode: WindowModeViewState(), isAlertsOpen: false,
                hasReachedAlert: false, hasAlerts: false, hasTotals: false)
        }
        var told = 0
        available.changes.add { told += 1 }
        core.useCases.start.execute()
        #expect(told == 1, "started")
        for _ in 0..<5 {
            core.advance(by: .seconds(1))
            core.useCases.lap.execute()
        }
        #expect(told == 3, "the first lap and the third")
        #expect(available.current.allows(.showLaps), "read from what the parts say when asked")
        shown.route = .laps
        #expect(!available.current.allows(.showLaps), "on Laps already")
    }

    @Test func readOnlyNothingChangesTheStopwatchsAndTheCompactWindowLeavesHomeForNothing() {
        core.prepare(.paused, laps: 3)
        let readOnly = AvailableCommands(isReadOnly: true, store: core.store) { facts() }
        #expect(!readOnly.current.allows(.toggle))
        let available = AvailableCommands(isReadOnly: false, store: core.store) { facts() }
        let compact = available.availability(with: facts(mode: WindowModeViewState(isCompact: true)))
        #expect(compact.allows(.reset) && !compact.allows(.showLaps) && !compact.allows(.showHistory))
    }
}
