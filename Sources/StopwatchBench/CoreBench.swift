import StopwatchCore
import StopwatchPresentation
import StopwatchTestSupport

/// The core and both ViewModels, driven by a fake clock and a hand-driven ticker, as the
/// app wires them (minus the GTK views).
struct CoreBench {
    let core = CoreHarness()
    let home: HomeViewModel
    let laps: LapsViewModel

    init() {
        let navigator = FakeNavigator()
        home = HomeViewModel(store: core.store, useCases: core.useCases, navigator: navigator)
        laps = LapsViewModel(store: core.store, useCases: core.useCases, navigator: navigator)
        core.useCases.start.execute()
    }

    /// Adds `count` laps, 10 ms apart, through the lap use case (store, ViewModels, saving).
    func addLaps(_ count: Int) -> Duration {
        ContinuousClock().measure {
            for _ in 0..<count {
                core.clock.advance(by: .milliseconds(10))
                core.useCases.lap.execute()
            }
        }
    }

    /// Nanoseconds per tick through the core and both ViewModels: the best of `rounds`.
    func nanosecondsPerTick(ticks: Int = 100_000, rounds: Int = 7) -> Double {
        var best = Double.infinity
        for _ in 0..<rounds {
            let time = ContinuousClock().measure {
                for _ in 0..<ticks {
                    core.clock.advance(by: .milliseconds(10))
                    core.ticker.fire()
                }
            }
            best = min(best, time.seconds * 1e9 / Double(ticks))
        }
        return best
    }
}
