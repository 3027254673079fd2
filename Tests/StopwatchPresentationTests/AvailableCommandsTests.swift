import StopwatchCore
import StopwatchTestSupport
import Testing

@testable import StopwatchPresentation

/// What applies, alone over a core on a fake clock and parts played by stand-ins: worked out
/// from what the parts say, anew when one says it changed, and told only when what applies
/// changed: not on every lap, only at the status, the first lap and the third.
@MainActor @Suite struct AvailableCommandsTests {
    let core = CoreHarness()

    /// A part saying the screen shown and the mode, as the screens and the window mode would.
    final class Part: AvailabilityTelling {
        let availabilityChanges = ObserverList<Void>()
        var route = Route.home
        var mode = WindowModeViewState()
        var sessionLapCount: Int?

        func tell(_ inputs: inout CommandAvailabilityMapper.Inputs) {
            inputs.route = route
            inputs.mode = mode
            inputs.sessionLapCount = sessionLapCount
        }

        func change(_ change: (Part) -> Void) {
            change(self)
            availabilityChanges.notify(())
        }
    }

    @Test func itTellsOfTheStatusAndOfTheLapsThatDecideSomethingOnly() {
        let available = AvailableCommands(isReadOnly: false, store: core.store, tellers: [Part()])
        var told = 0
        available.changes.add { told += 1 }
        core.useCases.start.execute()
        #expect(told == 1, "started")
        for _ in 0..<5 {
            core.advance(by: .seconds(1))
            core.useCases.lap.execute()
        }
        #expect(told == 3, "the first lap and the third")
        #expect(available.current.allows(.showLaps))
    }

    @Test func aPartThatSaysItChangedIsHeardAndOneThatChangesNothingTellsNothing() {
        core.prepare(.paused, laps: 3)
        let part = Part()
        let available = AvailableCommands(isReadOnly: false, store: core.store, tellers: [part])
        var told = 0
        available.changes.add { told += 1 }
        #expect(available.current.allows(.showLaps))
        part.change { $0.route = .laps }
        #expect(!available.current.allows(.showLaps), "on Laps already")
        #expect(told == 1)
        part.change { _ in }
        #expect(told == 1, "nothing changed")
        part.route = .home
        #expect(!available.current.allows(.showLaps), "not heard before the part says it changed")
        part.availabilityChanges.notify(())
        #expect(available.current.allows(.showLaps) && told == 2)
    }

    @Test func theSessionsLapsCountOnlyOnItsScreen() {
        let part = Part()
        part.sessionLapCount = 4
        let available = AvailableCommands(isReadOnly: false, store: core.store, tellers: [part])
        #expect(!available.current.allows(.deleteSession), "on Home")
        part.change { $0.route = .session(SessionID(rawValue: 1)) }
        #expect(available.current.allows(.deleteSession))
    }

    @Test func readOnlyNothingChangesTheStopwatchsAndTheCompactWindowLeavesHomeForNothing() {
        core.prepare(.paused, laps: 3)
        let readOnly = AvailableCommands(isReadOnly: true, store: core.store, tellers: [Part()])
        #expect(!readOnly.current.allows(.toggle))
        let part = Part()
        let available = AvailableCommands(isReadOnly: false, store: core.store, tellers: [part])
        part.change { $0.mode = WindowModeViewState(isCompact: true) }
        let compact = available.current
        #expect(compact.allows(.reset) && !compact.allows(.showLaps) && !compact.allows(.showHistory))
    }

    @Test func itGoesWithItsOwnerAndLeavesNoObserverBehind() {
        let part = Part()
        var available: AvailableCommands? = AvailableCommands(isReadOnly: false, store: core.store, tellers: [part])
        #expect(part.availabilityChanges.count == 1)
        weak let gone = available
        available = nil
        #expect(gone == nil && part.availabilityChanges.isEmpty)
    }
}
