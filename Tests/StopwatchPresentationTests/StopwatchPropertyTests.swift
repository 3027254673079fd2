import StopwatchCore
import StopwatchPresentation
import StopwatchTestSupport
import Testing

/// 10,000 random action sequences against a tiny reference model of PRODUCT.md §3.
@Suite struct StopwatchPropertyTests {
    enum Step: CaseIterable {
        case start, pause, resume, toggle, lap, reset, showAllLaps, back, advanceAndTick, advanceQuietly
    }

    /// The model: what the stopwatch must be, in whole milliseconds.
    struct ReferenceModel {
        var status: StopwatchStatus = .initial
        var elapsed: Int64 = 0
        var laps: [Int64] = []

        mutating func apply(_ step: Step, advancing milliseconds: Int64) {
            switch (step, status) {
            case (.start, .initial), (.toggle, .initial): status = .running
            case (.pause, .running), (.toggle, .running): status = .paused
            case (.resume, .paused), (.toggle, .paused): status = .running
            case (.lap, .running): laps.append(elapsed - laps.reduce(0, +))
            case (.reset, .paused): self = ReferenceModel()
            case (.advanceAndTick, .running), (.advanceQuietly, .running): elapsed += milliseconds
            default: break
            }
        }
    }

    @Test func randomSequencesFollowTheReferenceModel() {
        var random = SeededRandom(seed: 0x5709_3A7C)
        for sequence in 0..<10_000 {
            let harness = PresentationHarness()
            var model = ReferenceModel()
            var lastElapsed = Duration.zero
            for _ in 0..<Int.random(in: 1...30, using: &random) {
                let step = Step.allCases.randomElement(using: &random)!
                let milliseconds = Int64.random(in: 0...4000, using: &random)
                perform(step, advancing: milliseconds, on: harness)
                model.apply(step, advancing: milliseconds)
                let state = harness.core.state
                let elapsed = harness.core.timer.elapsed

                #expect(state.status == model.status, "sequence \(sequence)")
                #expect(elapsed == .milliseconds(model.elapsed), "sequence \(sequence)")
                #expect(state.laps.durations == model.laps.map { .milliseconds($0) }, "sequence \(sequence)")
                if state.status == .running {
                    #expect(elapsed >= lastElapsed, "elapsed went back in sequence \(sequence)")
                }
                #expect(state.laps.total <= elapsed)
                if let best = state.laps.best, let worst = state.laps.worst {
                    let durations = state.laps.durations
                    #expect(durations.allSatisfy { best.duration <= $0 && $0 <= worst.duration })
                }
                let lapsAllowed = state.laps.count >= 3
                #expect(harness.home.viewState.canShowAllLaps == lapsAllowed)
                if !lapsAllowed { #expect(harness.navigator.currentRoute == .home, "sequence \(sequence)") }
                if step == .showAllLaps { #expect((harness.navigator.currentRoute == .laps) == lapsAllowed) }
                lastElapsed = state.status == .initial ? .zero : elapsed
            }
        }
    }

    private func perform(_ step: Step, advancing milliseconds: Int64, on harness: PresentationHarness) {
        switch step {
        case .start: harness.home.handle(.start)
        case .pause: harness.home.handle(.pause)
        case .resume: harness.laps.handle(.resume)
        case .toggle: harness.home.handle(.toggle)
        case .lap: harness.laps.handle(.lap)
        case .reset: harness.home.handle(.reset)
        case .showAllLaps: harness.home.handle(.showAllLaps)
        case .back: harness.laps.handle(.back)
        case .advanceAndTick: harness.advance(by: .milliseconds(milliseconds))
        case .advanceQuietly: harness.core.clock.advance(by: .milliseconds(milliseconds))
        }
    }
}
