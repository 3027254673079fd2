import StopwatchCore
import StopwatchTestSupport
import Testing

/// The alerts alone, over the core on a fake clock and a scheduler that follows it: which
/// alert is told, when, how often, and what is saved.
@Suite struct AlertServiceTests {
    private static let minute = Duration.seconds(60)
    private static let savedAt: Duration = .seconds(1_763_726_400)

    /// The alerts told, in order.
    final class Told {
        var alerts: [AlertReached] = []
        var times: [Duration] { alerts.map(\.time) }
    }

    private func listen(to core: CoreHarness) -> Told {
        let told = Told()
        core.alerts.reached.add { told.alerts.append($0) }
        return told
    }

    private func set(_ core: CoreHarness, times: [Duration], every: Duration? = nil, on id: StopwatchID? = nil) throws {
        try core.useCases.setAlerts.execute(StopwatchAlerts(times: times, interval: every), on: id)
    }

    @Test func anAlertIsToldOnceAtItsTimeAndItsTimeIsSaved() throws {
        let core = CoreHarness()
        let told = listen(to: core)
        try set(core, times: [Self.minute * 25])
        core.useCases.start.execute()
        let saves = core.dataSource.saves.count
        core.advance(by: Self.minute * 25 - .milliseconds(1))
        #expect(told.alerts.isEmpty, "not before")
        core.advance(by: .milliseconds(1))
        #expect(told.alerts == [AlertReached(stopwatch: .first, name: "Stopwatch 1", kind: .time, time: Self.minute * 25)])
        #expect(core.dataSource.saves.count == saves + 1, "saved as it is told: a restart tells it no more")
        #expect(core.dataSource.saves.last?.current.elapsed == Self.minute * 25)
        core.advance(by: Self.minute * 60)
        #expect(told.alerts.count == 1, "once")
        #expect(!core.deadlines.isWaiting, "nothing ahead: nothing wakes the app")
    }

    @Test func aPauseDelaysItAndACorrectionMovesIt() throws {
        let core = CoreHarness()
        let told = listen(to: core)
        try set(core, times: [Self.minute * 10, Self.minute * 20])
        core.useCases.start.execute()
        core.advance(by: Self.minute * 6)
        core.useCases.pause.execute()
        core.advance(by: Self.minute * 30)
        #expect(told.alerts.isEmpty, "paused, its time stands still")
        core.useCases.resume.execute()
        try core.useCases.adjustTime.execute(Self.minute * 2)
        core.advance(by: Self.minute * 2)
        #expect(told.times == [Self.minute * 10], "8 minutes and 2 given: at 10 after 2 more")
        // Jumped past 20:00: not told, and nothing ahead.
        try core.useCases.adjustTime.execute(Self.minute * 15)
        core.advance(by: Self.minute)
        #expect(told.times == [Self.minute * 10])
        #expect(!core.deadlines.isWaiting)
    }

    @Test func aResetArmsThemAgainAndKeepsThem() throws {
        let core = CoreHarness()
        let told = listen(to: core)
        try set(core, times: [.seconds(90)])
        core.useCases.start.execute()
        core.advance(by: Self.minute * 2)
        core.useCases.pause.execute()
        _ = try #require(core.useCases.reset.execute())
        #expect(core.store.collection.current.alerts.times == [.seconds(90)], "kept across the reset")
        core.useCases.start.execute()
        core.advance(by: .seconds(90))
        #expect(told.times == [.seconds(90), .seconds(90)])
    }

    @Test func aStopwatchThatIsNotCurrentIsToldWithItsName() throws {
        let core = CoreHarness()
        let told = listen(to: core)
        core.useCases.start.execute()
        try set(core, times: [Self.minute])
        core.useCases.create.execute(defaultName: { "Tea \($0)" })
        let tea = core.store.collection.currentID
        try set(core, times: [.seconds(30)], on: tea)
        core.useCases.start.execute(on: tea)
        #expect(core.store.collection.currentID == tea)
        core.advance(by: .seconds(30))
        core.advance(by: .seconds(30))
        #expect(told.alerts.map(\.name) == ["Tea 2", "Stopwatch 1"])
        #expect(told.alerts.map(\.stopwatch) == [tea, .first])
    }

    @Test func anIntervalIsToldOnEachMultipleAndATimeOnItIsToldOnce() throws {
        let core = CoreHarness()
        let told = listen(to: core)
        try set(core, times: [Self.minute * 10], every: Self.minute * 5)
        core.useCases.start.execute()
        for _ in 1...3 { core.advance(by: Self.minute * 5) }
        #expect(told.times == [Self.minute * 5, Self.minute * 10, Self.minute * 15])
        #expect(told.alerts.map(\.kind) == [.interval, .time, .interval], "10:00 is the time's, told once")
    }

    @Test func tenReachedAtOnceAreToldOnceTheLastOfThem() throws {
        let core = CoreHarness()
        let told = listen(to: core)
        try set(core, times: (1...10).map { Self.minute * $0 })
        core.useCases.start.execute()
        let saves = core.dataSource.saves.count
        // A suspend, or a blocked main loop: the wake comes at 10:30.
        core.advance(by: Self.minute * 10 + .seconds(30))
        #expect(
            told.alerts == [
                AlertReached(stopwatch: .first, name: "Stopwatch 1", kind: .time, time: Self.minute * 10, lateness: .seconds(30))
            ])
        #expect(core.dataSource.saves.count == saves + 1, "one save for them all")
    }

    @Test func tenStopwatchesReachingOneAtOnceAreEachTold() throws {
        let core = CoreHarness()
        let told = listen(to: core)
        var ids: [StopwatchID] = [.first]
        for _ in 2...10 {
            core.useCases.create.execute(defaultName: { "Stopwatch \($0)" })
            ids.append(core.store.collection.currentID)
        }
        for id in ids {
            try set(core, times: [Self.minute], on: id)
            core.useCases.start.execute(on: id)
        }
        #expect(core.alerts.armedCount == 10)
        let wakes = core.scheduler.delays.count
        core.advance(by: Self.minute)
        #expect(Set(told.alerts.map(\.stopwatch)) == Set(ids))
        #expect(told.alerts.count == 10)
        #expect(core.scheduler.delays.count == wakes, "one wake for all ten")
    }

    @Test func changedAlertsAreArmedAnewAndARemovedStopwatchsGo() throws {
        let core = CoreHarness()
        let told = listen(to: core)
        core.useCases.start.execute()
        try set(core, times: [Self.minute * 2])
        core.advance(by: Self.minute)
        try set(core, times: [Self.minute * 3])
        core.advance(by: Self.minute)
        #expect(told.alerts.isEmpty, "2:00 is no longer an alert")
        core.advance(by: Self.minute)
        #expect(told.times == [Self.minute * 3])
        try set(core, times: [])
        #expect(core.alerts.armedCount == 0)
        core.useCases.create.execute(defaultName: { "Stopwatch \($0)" })
        let second = core.store.collection.currentID
        try set(core, times: [Self.minute], on: second)
        #expect(core.alerts.armedCount == 1)
        _ = core.useCases.remove.execute(second)
        #expect(core.alerts.armedCount == 0, "gone with its stopwatch")
    }

    @Test func theAlertsAreKeptAcrossARestart() throws {
        let alerts = try StopwatchAlerts(times: [Self.minute * 25], interval: Self.minute * 10)
        let core = CoreHarness(
            storedCollection: StopwatchCollectionSnapshot(
                members: [
                    .init(
                        id: .first, name: "Focus",
                        snapshot: StopwatchSnapshot(status: .paused, elapsed: Self.minute * 24, savedAt: Self.savedAt, laps: []),
                        alerts: alerts)
                ], currentID: .first),
            wallClockNow: Self.savedAt + Self.minute)
        let told = listen(to: core)
        core.useCases.restore.execute()
        #expect(core.store.collection.current.alerts == alerts)
        #expect(told.alerts.isEmpty, "paused while closed: nothing came due")
        core.useCases.resume.execute()
        core.advance(by: Self.minute)
        #expect(told.alerts.map(\.time) == [Self.minute * 25])
    }

    @Test func anAlertThatCameDueWhileClosedIsToldOnceAsMissedWithWhen() throws {
        let alerts = try StopwatchAlerts(times: [Self.minute * 25, Self.minute * 50], interval: nil)
        let stored = StopwatchCollectionSnapshot(
            members: [
                .init(
                    id: .first, name: "Focus",
                    snapshot: StopwatchSnapshot(status: .running, elapsed: Self.minute * 20, savedAt: Self.savedAt, laps: []),
                    alerts: alerts)
            ], currentID: .first)
        // Closed for ten minutes: 25:00 came due five minutes after the save.
        let core = CoreHarness(storedCollection: stored, wallClockNow: Self.savedAt + Self.minute * 10)
        let told = listen(to: core)
        core.useCases.restore.execute()
        #expect(
            told.alerts == [
                AlertReached(
                    stopwatch: .first, name: "Focus", kind: .time, time: Self.minute * 25, missedAt: Self.savedAt + Self.minute * 5)
            ])
        let saved = try #require(core.dataSource.saves.last, "saved at once: the next start does not tell it again")
        #expect(saved.current.elapsed == Self.minute * 30)

        let again = CoreHarness(storedCollection: saved, wallClockNow: Self.savedAt + Self.minute * 10)
        let toldAgain = listen(to: again)
        again.useCases.restore.execute()
        #expect(toldAgain.alerts.isEmpty)
        again.advance(by: Self.minute * 20)
        #expect(toldAgain.times == [Self.minute * 50], "the next one comes in its time")
    }

    @Test func aStopwatchSavedPausedOrWithoutAlertsMissedNothing() throws {
        let alerts = try StopwatchAlerts(times: [Self.minute], interval: nil)
        let stored = StopwatchCollectionSnapshot(
            members: [
                .init(
                    id: .first, name: "Paused",
                    snapshot: StopwatchSnapshot(status: .paused, elapsed: .seconds(30), savedAt: Self.savedAt, laps: []),
                    alerts: alerts),
                .init(
                    id: StopwatchID(rawValue: 2), name: "Running",
                    snapshot: StopwatchSnapshot(status: .running, elapsed: .seconds(30), savedAt: Self.savedAt, laps: [])),
            ], currentID: .first)
        let core = CoreHarness(storedCollection: stored, wallClockNow: Self.savedAt + Self.minute * 10)
        let told = listen(to: core)
        core.useCases.restore.execute()
        #expect(told.alerts.isEmpty)
        #expect(core.dataSource.saves.isEmpty, "nothing told, nothing written")
    }

    @Test func theUseCaseRefusesAStopwatchThatIsNotThere() {
        let core = CoreHarness()
        #expect(throws: AlertsProblem.noSuchStopwatch) {
            try core.useCases.setAlerts.execute(.none, on: StopwatchID(rawValue: 42))
        }
        #expect(core.dataSource.saves.isEmpty)
    }
}
