import StopwatchCore
import StopwatchPresentation
import StopwatchTestSupport
import Testing

/// 10,000 random command sequences sent to the app ViewModel, against a small reference model
/// of the stopwatch, its screens, its history and undo.
@MainActor @Suite struct StopwatchPropertyTests {
    enum Step: CaseIterable {
        case toggle, lap, reset, undo, showLaps, showHistory, back, advanceAndTick, advanceQuietly, noticeExpires
    }

    /// The model: what the app must be, in whole milliseconds.
    struct ReferenceModel {
        var status: StopwatchStatus = .initial
        var elapsed: Int64 = 0
        var laps: [Int64] = []
        var sessions = 0
        var undo: (elapsed: Int64, laps: [Int64])?
        var routes: [Route] = [.home]

        var route: Route { routes[routes.count - 1] }

        mutating func apply(_ step: Step, advancing milliseconds: Int64) {
            // The stopwatch's commands apply on every screen (sent as commands, as the
            // notification and global keys do; keys are scoped in AppViewModelTests).
            switch step {
            case .toggle:
                if status == .initial { undo = nil }
                status = status == .running ? .paused : .running
            case .lap where status == .running:
                laps.append(elapsed - laps.reduce(0, +))
            case .reset where status == .paused:
                if elapsed > 0 || !laps.isEmpty {
                    sessions += 1
                    undo = (elapsed, laps)
                }
                (status, elapsed, laps) = (.initial, 0, [])
                // Laps is no screen to come back to without laps.
                if route == .laps { routes = [.home] } else { routes.removeAll { $0 == .laps } }
            case .undo:
                guard let stashed = undo else { return }
                (status, elapsed, laps) = (.paused, stashed.elapsed, stashed.laps)
                sessions -= 1
                undo = nil
            case .showLaps where route == .home && laps.count >= 3: routes.append(.laps)
            case .showHistory where route != .history: routes.append(.history)
            case .back where routes.count > 1: routes.removeLast()
            case .advanceAndTick, .advanceQuietly:
                if status == .running { elapsed += milliseconds }
            case .noticeExpires: undo = nil
            default: break
            }
        }
    }

    @Test func randomSequencesFollowTheReferenceModel() {
        var random = SeededRandom(seed: 0x5709_3A7C)
        for sequence in 0..<TestScale.count(10_000) {
            let harness = PresentationHarness()
            var model = ReferenceModel()
            var lastElapsed = Duration.zero
            for _ in 0..<Int.random(in: 1...30, using: &random) {
                let step = Step.allCases.randomElement(using: &random)!
                let milliseconds = Int64.random(in: 0...4000, using: &random)
                perform(step, advancing: milliseconds, on: harness)
                model.apply(step, advancing: milliseconds)
                let state = harness.core.state
                let elapsed = harness.core.elapsed

                #expect(state.status == model.status, "sequence \(sequence)")
                #expect(elapsed == .milliseconds(model.elapsed), "sequence \(sequence)")
                #expect(state.laps.durations == model.laps.map { .milliseconds($0) }, "sequence \(sequence)")
                #expect(harness.route == model.route, "sequence \(sequence)")
                #expect(harness.core.historyDataSource.sessions.count == model.sessions, "sequence \(sequence)")
                #expect(harness.app.viewState.allows(.undo) == (model.undo != nil), "sequence \(sequence)")
                if state.status == .running {
                    #expect(elapsed >= lastElapsed, "elapsed went back in sequence \(sequence)")
                }
                #expect(state.laps.total <= elapsed)
                if let best = state.laps.best, let worst = state.laps.worst {
                    let durations = state.laps.durations
                    #expect(durations.allSatisfy { best.duration <= $0 && $0 <= worst.duration })
                }
                #expect(harness.app.viewState.allows(.showLaps) == (model.route == .home && model.laps.count >= 3))
                lastElapsed = state.status == .initial ? .zero : elapsed
            }
        }
    }

    private func perform(_ step: Step, advancing milliseconds: Int64, on harness: PresentationHarness) {
        switch step {
        case .toggle: harness.send(.toggle)
        case .lap: harness.send(.lap)
        case .reset: harness.send(.reset)
        case .undo: harness.send(.undo)
        case .showLaps: harness.send(.showLaps)
        case .showHistory: harness.send(.showHistory)
        case .back: harness.send(.back)
        case .advanceAndTick: harness.advance(by: .milliseconds(milliseconds))
        case .advanceQuietly: harness.core.clock.advance(by: .milliseconds(milliseconds))
        case .noticeExpires: harness.scheduler.advance(by: Notice.duration)
        }
    }
}
