import StopwatchCore
import StopwatchTestSupport
import Testing

@testable import StopwatchPresentation

/// The stopwatches running on the other machines of a sync folder, alone over a fake wall
/// clock and scheduler, then in the list and the panel: which are shown, in what order, how
/// their seconds turn, when a machine is last seen, and what wakes the app for them.
@MainActor @Suite struct ElsewhereStopwatchesTests {
    static let laptop = MachineID("0123456789abcdef0123456789abcdef")!
    static let attic = MachineID("fedcba9876543210fedcba9876543210")!
    static let start = Duration.seconds(1_764_000_000)

    let clock = FakeClock(now: start)
    let scheduler: ManualScheduler
    let machines = FakeOtherMachines()
    let historyData = InMemorySessionHistory()
    let history: SessionHistoryUseCases
    let elsewhere: ElsewhereStopwatches

    init() {
        scheduler = ManualScheduler(following: clock)
        history = SessionHistoryUseCases(history: SessionHistoryRepository(dataSource: historyData, logger: RecordingLogger()))
        elsewhere = ElsewhereStopwatches(
            source: machines, wallClock: clock, history: history, scheduler: scheduler, localizer: SourceLocalizer())
    }

    static func state(
        _ machine: MachineID, named name: String, writtenAt: Duration, _ stopwatches: [(String, StopwatchStatus, Duration)]
    ) -> MachineLiveState {
        MachineLiveState(
            machine: machine, machineName: name, writtenAt: writtenAt,
            stopwatches: stopwatches.map { ElsewhereStopwatch(machine: machine, name: $0.0, status: $0.1, elapsed: $0.2) })
    }

    var texts: [String] { elsewhere.elsewhereRows.map(\.text) }

    @Test func theRunningOnesAreListedByMachineAndNameAndThePausedAreNot() {
        machines.set([
            Self.state(
                Self.laptop, named: "laptop", writtenAt: Self.start, [("Writing", .running, .seconds(3733)), ("Tea", .paused, .seconds(5))]),
            Self.state(Self.attic, named: "", writtenAt: Self.start, [("Reading", .running, .seconds(61)), ("Chores", .running, .zero)]),
        ])
        #expect(
            texts == [
                "Chores · running on fedcba98 · 00:00", "Reading · running on fedcba98 · 01:01", "Writing · running on laptop · 1:02:13",
            ], "a machine without a name goes by the start of its id, and sorts so")
        #expect(elsewhere.elsewhereRows[2].spokenDescription == "Writing, running on laptop, 1 hour, 2 minutes, 13 seconds")
    }

    @Test func theirSecondsTurnLiveOnTheSoonestTurnAndNothingWakesOutOfSight() {
        var told = 0
        elsewhere.elsewhereChanges.add { told += 1 }
        machines.set([
            Self.state(Self.laptop, named: "laptop", writtenAt: Self.start - .milliseconds(300), [("Writing", .running, .seconds(59))])
        ])
        #expect(texts == ["Writing · running on laptop · 00:59"])
        #expect(told == 1)
        #expect(scheduler.delays.last == .milliseconds(700), "woken on the turn of its second, not before")
        scheduler.advance(by: .milliseconds(699))
        #expect(texts == ["Writing · running on laptop · 00:59"])
        scheduler.advance(by: .milliseconds(1))
        #expect(texts == ["Writing · running on laptop · 01:00"])
        #expect(told == 2)
        #expect(scheduler.delays.last == .seconds(1))
        elsewhere.windowSightChanged(.unseen)
        #expect(scheduler.waitingCount == 0, "out of sight, nothing wakes the app for them")
        clock.advance(by: .seconds(5))
        elsewhere.windowSightChanged(.seen)
        #expect(texts == ["Writing · running on laptop · 01:05"], "in sight again: as it is now")
        #expect(elsewhere.isCounting)
    }

    @Test func aMachineSilentTenMinutesIsLastSeenWithItsLastTimeAndWakesNothingMore() {
        machines.set([Self.state(Self.laptop, named: "laptop", writtenAt: Self.start, [("Writing", .running, .seconds(100))])])
        scheduler.advance(by: MachineLiveState.silence)
        #expect(texts == ["Writing · running on laptop · 11:40"], "ten minutes are not yet silence")
        scheduler.advance(by: .milliseconds(1))
        #expect(texts == ["Writing · last seen on laptop · 01:40"])
        #expect(elsewhere.elsewhereRows[0].isRunning == false)
        #expect(scheduler.waitingCount == 0, "a silent machine wakes nothing")
        machines.set([Self.state(Self.laptop, named: "laptop", writtenAt: clock.now(), [("Writing", .running, .seconds(700))])])
        #expect(texts == ["Writing · running on laptop · 11:40"], "heard from again: running")
    }

    /// Another machine's clock hours ahead or behind ours: what it shows counts from when the
    /// state was heard here, by this machine's clock, never from when that machine says it wrote.
    @Test(arguments: [Duration.seconds(3 * 3600), .seconds(-3 * 3600), .seconds(-11 * 60)])
    func aStateCountsFromWhenItWasHeardWhateverTheOtherMachinesClockSays(offset: Duration) {
        let heard = MachineLiveState(
            machine: Self.laptop, machineName: "laptop", writtenAt: Self.start + offset, heardAt: Self.start,
            stopwatches: [ElsewhereStopwatch(machine: Self.laptop, name: "Writing", status: .running, elapsed: .seconds(10))])
        machines.set([heard])
        #expect(texts == ["Writing · running on laptop · 00:10"])
        scheduler.advance(by: .seconds(1))
        #expect(texts == ["Writing · running on laptop · 00:11"], "its seconds turn on ours")
        scheduler.advance(by: MachineLiveState.silence - .seconds(1))
        #expect(texts == ["Writing · running on laptop · 10:10"], "heard ten minutes ago: not yet silent")
        scheduler.advance(by: .milliseconds(1))
        #expect(texts == ["Writing · last seen on laptop · 00:10"], "silent ten minutes after it was heard")
    }

    /// A state never heard (this machine's own, or a test's) counts from when it was written;
    /// one written "in the future" as just written, never backwards.
    @Test func aStateNeverHeardCountsFromWhenItWasWrittenNeverBackwards() {
        machines.set([
            Self.state(Self.laptop, named: "laptop", writtenAt: Self.start + .seconds(3600), [("Writing", .running, .seconds(10))])
        ])
        #expect(texts == ["Writing · running on laptop · 00:10"])
        scheduler.advance(by: .seconds(1))
        #expect(texts == ["Writing · running on laptop · 00:10"], "no time before it was written")
    }

    @Test func withoutAWallClockOrAFolderNothingIsListedAndNothingWakes() {
        let alone = ElsewhereStopwatches(
            source: machines, wallClock: nil, history: history, scheduler: scheduler, localizer: SourceLocalizer())
        let none = ElsewhereStopwatches(source: nil, wallClock: clock, history: history, scheduler: scheduler, localizer: SourceLocalizer())
        machines.set([Self.state(Self.laptop, named: "laptop", writtenAt: Self.start, [("Writing", .running, .seconds(1))])])
        #expect(alone.elsewhereRows.isEmpty && none.elsewhereRows.isEmpty)
        #expect(!alone.isCounting && !none.isCounting)
        #expect(elsewhere.isCounting, "the one with both counts")
    }

    @Test func aForgottenMachinesStopwatchesAreLeftOutAndComeBackWhenItIsRemembered() {
        var told = 0
        elsewhere.elsewhereChanges.add { told += 1 }
        machines.set([
            Self.state(Self.laptop, named: "laptop", writtenAt: Self.start, [("Writing", .running, .seconds(1))]),
            Self.state(Self.attic, named: "attic", writtenAt: Self.start, [("Reading", .running, .seconds(2))]),
        ])
        #expect(texts == ["Reading · running on attic · 00:02", "Writing · running on laptop · 00:01"])
        historyData.deliversAtOnce = false
        history.forget(Self.laptop)
        historyData.deliver()
        #expect(texts == ["Reading · running on attic · 00:02"], "forgotten: out of the list, as out of the totals")
        #expect(told == 2)
        scheduler.advance(by: .seconds(1))
        #expect(texts == ["Reading · running on attic · 00:03"], "the others still count their seconds")
        history.remember(Self.laptop)
        #expect(texts == ["Reading · running on attic · 00:03"], "until the history answers")
        historyData.deliver()
        #expect(texts == ["Reading · running on attic · 00:03", "Writing · running on laptop · 00:02"], "remembered: back")
    }

    @Test func theHistoryIsAskedOnceAnotherMachinesStateIsHereAndNothingListedBeforeItAnswers() {
        historyData.forget(Self.laptop, true) { _ in }
        historyData.deliversAtOnce = false
        let starting = ElsewhereStopwatches(
            source: machines, wallClock: clock, history: history, scheduler: scheduler, localizer: SourceLocalizer())
        history.restore(Session(id: SessionID(rawValue: 1), startedAt: Self.start, elapsed: .seconds(1), laps: LapHistory()))
        #expect(historyData.pendingCount == 1, "no other machine's state yet: the history is not asked (nor opened) for it")
        machines.set([
            Self.state(Self.laptop, named: "laptop", writtenAt: Self.start, [("Writing", .running, .seconds(1))]),
            Self.state(Self.attic, named: "attic", writtenAt: Self.start, [("Reading", .running, .seconds(2))]),
        ])
        #expect(historyData.pendingCount == 3, "asked once a state is here, by this list and the suite's own")
        #expect(starting.elsewhereRows.isEmpty, "the forgotten laptop never shows for a moment")
        historyData.deliver()
        #expect(starting.elsewhereRows.map(\.text) == ["Reading · running on attic · 00:02"])
    }

    @Test func aHistoryThatCannotSayForgetsNone() {
        historyData.failure = .unavailable("disk gone")
        let starting = ElsewhereStopwatches(
            source: machines, wallClock: clock, history: history, scheduler: scheduler, localizer: SourceLocalizer())
        machines.set([Self.state(Self.laptop, named: "laptop", writtenAt: Self.start, [("Writing", .running, .seconds(1))])])
        #expect(starting.elsewhereRows.map(\.text) == ["Writing · running on laptop · 00:01"])
    }

    @Test func withOneStopwatchHereTheyBringTheListAndTheirGoingTakesItAway() {
        let core = CoreHarness()
        let screens = StopwatchListAloneTests.FakeScreens()
        let list = StopwatchListViewModel(
            store: core.store, timer: core.timer, useCases: core.useCases, deadlines: core.deadlines, localizer: SourceLocalizer(),
            undo: StopwatchListAloneTests.FakeUndo(), screens: screens, announcements: StopwatchListAloneTests.FakeAnnouncements(),
            elsewhere: elsewhere)
        var told = 0
        list.changes.add { told += 1 }
        #expect(list.viewState.placement == .none)
        machines.set([Self.state(Self.laptop, named: "laptop", writtenAt: Self.start, [("Writing", .running, .seconds(1))])])
        #expect(list.viewState.placement == .beside)
        #expect(list.viewState.rows.map(\.name) == ["Stopwatch 1"])
        #expect(list.viewState.elsewhere.map(\.text) == ["Writing · running on laptop · 00:01"])
        #expect(list.viewState.elsewhereTitle == "On Other Machines")
        #expect(told == 1, "what applies changed with the list")
        scheduler.advance(by: .seconds(1))
        #expect(list.viewState.elsewhere.map(\.text) == ["Writing · running on laptop · 00:02"], "live in the list")
        list.windowWidthChanged(isNarrow: true)
        #expect(list.viewState.placement == .screen)
        var inputs = CommandAvailabilityMapper.Inputs(route: .home, status: .initial, lapCount: 0)
        list.tell(&inputs)
        let available = CommandAvailabilityMapper().available(inputs)
        #expect(available.contains(.showStopwatches), "its screen can be shown with one here")
        #expect(!available.contains(.removeStopwatch), "the one here stays the last")
        machines.set([Self.state(Self.laptop, named: "laptop", writtenAt: clock.now(), [("Writing", .paused, .seconds(2))])])
        #expect(list.viewState.placement == .none && list.viewState.elsewhere.isEmpty)
    }

    @Test func thePanelsTooltipListsThemUnderTodayAndFollowsThem() {
        let core = CoreHarness()
        let service = FakePanelItemService()
        let panel = PanelItemViewModel(
            service: service, settings: SettingsModel(source: InMemorySettings()), deadlines: core.deadlines,
            localizer: SourceLocalizer(), store: core.store, timer: core.timer, window: PanelItemAloneTests.FakeWindow(),
            platform: FakePlatformServices(), elsewhere: elsewhere)
        panel.panelPresenceChanged(true)
        core.useCases.toggle.execute()
        panel.update(commands: [.toggle, .quit])
        #expect(service.current?.tooltipText == "00:00 · Lap 1")
        machines.set([Self.state(Self.laptop, named: "laptop", writtenAt: Self.start, [("Writing", .running, .seconds(1))])])
        #expect(service.current?.tooltipText == "00:00 · Lap 1\nWriting · running on laptop · 00:01")
        scheduler.advance(by: .seconds(1))
        #expect(service.current?.tooltipText == "00:00 · Lap 1\nWriting · running on laptop · 00:02")
    }
}
