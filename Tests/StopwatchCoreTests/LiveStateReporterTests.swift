import StopwatchCore
import StopwatchTestSupport
import Testing

/// This machine's live state for a sync folder (ARCHITECTURE.md, "On every machine"): written
/// at each change and at the heartbeat while one runs, never on a tick.
@Suite struct LiveStateReporterTests {
    static let desktop = MachineID("0123456789abcdef0123456789abcdef")!

    final class Written {
        var states: [MachineLiveState] = []
    }

    private func reporter(_ harness: CoreHarness, into written: Written) -> LiveStateReporter {
        LiveStateReporter(
            store: harness.store, clock: harness.clock, wallClock: harness.wallClock, scheduler: harness.scheduler,
            machine: Self.desktop, machineName: "desktop"
        ) { written.states.append($0) }
    }

    @Test func itIsWrittenAtTheStartAndAtEachChangeButNeverOnATick() {
        let harness = CoreHarness()
        let written = Written()
        let reporter = reporter(harness, into: written)
        reporter.start()
        #expect(written.states.count == 1)
        #expect(written.states[0].machineName == "desktop")
        #expect(written.states[0].writtenAt == harness.wallClock.now())
        #expect(written.states[0].stopwatches.map(\.status) == [.initial])

        harness.useCases.start.execute()
        harness.advance(by: .seconds(2))
        harness.advance(by: .seconds(2))
        #expect(written.states.count == 2, "the start, not the ticks")
        harness.useCases.lap.execute()
        harness.useCases.pause.execute()
        let last = written.states.last!
        #expect(written.states.count == 4)
        #expect(last.stopwatches.map(\.status) == [.paused])
        #expect(last.stopwatches[0].elapsed == .seconds(4))
        #expect(last.stopwatches[0].lapCount == 1)
        _ = harness.useCases.rename.execute(to: "Writing")
        #expect(written.states.last?.stopwatches.map(\.name) == ["Writing"])
    }

    @Test func whileOneRunsItIsWrittenAgainAtEachHeartbeatAndNotOncePaused() {
        let harness = CoreHarness()
        let written = Written()
        let reporter = reporter(harness, into: written)
        reporter.start()
        harness.useCases.start.execute()
        #expect(written.states.count == 2)
        harness.advance(by: MachineLiveState.heartbeat - .seconds(1))
        #expect(written.states.count == 2)
        harness.advance(by: .seconds(1))
        #expect(written.states.count == 3, "heard from while it runs")
        #expect(written.states.last?.stopwatches[0].elapsed == MachineLiveState.heartbeat)
        harness.advance(by: MachineLiveState.heartbeat)
        #expect(written.states.count == 4)
        harness.useCases.pause.execute()
        harness.advance(by: MachineLiveState.heartbeat * 3)
        #expect(written.states.count == 5, "the pause, then nothing while nothing runs")
        #expect(harness.scheduler.waitingCount == 0)
    }

    @Test func aNewNameIsWrittenAtOnce() {
        let harness = CoreHarness()
        let written = Written()
        let reporter = reporter(harness, into: written)
        reporter.rename("before the start")
        #expect(written.states.isEmpty, "nothing before it starts")
        reporter.start()
        reporter.rename("laptop")
        reporter.rename("laptop")
        #expect(written.states.map(\.machineName) == ["before the start", "laptop"])
    }
}
