import StopwatchCore
import Testing

/// Another machine's stopwatches as its live state said (ARCHITECTURE.md, "On every machine"):
/// running on while it is heard from, last seen after it has been silent, never negative
/// whatever the two clocks say.
@Suite struct MachineLiveStateTests {
    private static let laptop = MachineID("0123456789abcdef0123456789abcdef")!
    private static let written = Duration.seconds(1_764_000_000)

    private static func state(_ status: StopwatchStatus) -> (MachineLiveState, ElsewhereStopwatch) {
        let stopwatch = ElsewhereStopwatch(machine: laptop, name: "Writing", status: status, elapsed: .seconds(100))
        return (MachineLiveState(machine: laptop, machineName: "laptop", writtenAt: written, stopwatches: [stopwatch]), stopwatch)
    }

    @Test func aRunningStopwatchCountsOnFromWhenItsStateWasWritten() {
        let (state, stopwatch) = Self.state(.running)
        #expect(state.elapsed(of: stopwatch, at: Self.written + .seconds(42)) == .seconds(142))
        #expect(!state.isSilent(at: Self.written + MachineLiveState.silence))
    }

    @Test func aPausedOneStaysAtItsTime() {
        let (state, stopwatch) = Self.state(.paused)
        #expect(state.elapsed(of: stopwatch, at: Self.written + .seconds(42)) == .seconds(100))
    }

    @Test func aMachineSilentPastTheLimitIsLastSeenWithTheTimeItLastSaid() {
        let (state, stopwatch) = Self.state(.running)
        let later = Self.written + MachineLiveState.silence + .milliseconds(1)
        #expect(state.isSilent(at: later))
        #expect(state.elapsed(of: stopwatch, at: later) == .seconds(100))
        #expect(MachineLiveState.heartbeat < MachineLiveState.silence, "a machine heard from is never taken for gone")
    }

    @Test func aStateWrittenAheadOfThisMachinesClockIsNeverNegativeNorSilent() {
        let (state, stopwatch) = Self.state(.running)
        let behind = Self.written - .seconds(3600)
        #expect(state.elapsed(of: stopwatch, at: behind) == .seconds(100))
        #expect(!state.isSilent(at: behind))
    }

    @Test func whatItShowsNextChangesOnTheTurnOfASecondOrWhenItFallsSilentAndNeverOnceSilentOrPaused() {
        let (running, _) = Self.state(.running)
        #expect(running.nextChange(at: Self.written + .milliseconds(250)) == .milliseconds(750))
        #expect(running.nextChange(at: Self.written + .seconds(3)) == .seconds(1), "on a turn: the next one, a second on")
        let offBeat = MachineLiveState(
            machine: Self.laptop, machineName: "laptop", writtenAt: Self.written,
            stopwatches: [ElsewhereStopwatch(machine: Self.laptop, name: "Writing", status: .running, elapsed: .milliseconds(100_400))])
        let nearlySilent = Self.written + MachineLiveState.silence - .milliseconds(1)
        #expect(offBeat.nextChange(at: nearlySilent) == .milliseconds(1) + .nanoseconds(1), "falling silent is a change too")
        #expect(running.nextChange(at: Self.written + MachineLiveState.silence + .seconds(1)) == nil)
        #expect(running.nextChange(at: Self.written - .seconds(3600)) == .seconds(1), "written ahead of our clock: its time waits")
        #expect(Self.state(.paused).0.nextChange(at: Self.written) == nil)
    }
}
