import StopwatchCore
import StopwatchPresentation
import StopwatchTestSupport

/// The core and the app ViewModel, driven by a fake clock and a hand-driven ticker, as the
/// app wires them (minus the GTK views), with Home shown.
@MainActor
struct CoreBench {
    let harness = PresentationHarness(recordsStates: false)

    init() {
        harness.send(.toggle)
    }

    /// `stopwatches` stopwatches, each running with `laps` laps of 10 ms, the last one current.
    init(stopwatches: Int, laps: Int) {
        harness.send(.toggle)
        for index in 0..<stopwatches {
            if index > 0 { harness.send(.newStopwatch, .toggle) }
            _ = addLaps(laps)
        }
    }

    /// Adds `count` laps, 10 ms apart, through the lap command (ViewModels, use case, store,
    /// saving).
    func addLaps(_ count: Int) -> Duration {
        ContinuousClock().measure {
            for _ in 0..<count {
                harness.core.clock.advance(by: .milliseconds(10))
                harness.send(.lap)
            }
        }
    }

    /// The longest of `rounds` removals of a lap from the middle and of notes on a lap, each
    /// through the command (ViewModels, use case, store, saving) and undone between rounds,
    /// with Laps shown.
    func mendingCosts(rounds: Int = 5) -> (removal: Duration, note: Duration) {
        harness.send(.showLaps)
        let clock = ContinuousClock()
        var (removal, note) = (Duration.zero, Duration.zero)
        let middle = harness.core.state.laps.count / 2
        for round in 0..<rounds {
            removal = max(removal, clock.measure { harness.send(.removeLap(middle)) })
            harness.send(.undo)
            note = max(note, clock.measure { harness.send(.noteLap(middle + round, "the hill, round \(round)")) })
        }
        precondition(harness.core.state.laps.note(at: middle - 1)?.text == "the hill, round 0", "the note was kept")
        return (removal, note)
    }

    /// Nanoseconds per tick through the core and the ViewModels, the running time read after
    /// each (as a view drawing every tick would): the best of `rounds`.
    func nanosecondsPerTick(ticks: Int = 100_000, rounds: Int = 7) -> Double {
        var best = Double.infinity
        var shown = ""
        for _ in 0..<rounds {
            let time = ContinuousClock().measure {
                for _ in 0..<ticks {
                    harness.core.clock.advance(by: .milliseconds(10))
                    harness.core.ticker.fire()
                    shown = harness.home.viewState.running.time.fraction
                }
            }
            best = min(best, time.seconds * 1e9 / Double(ticks))
        }
        precondition(shown.count == 2, "the running time was read")
        return best
    }
}
