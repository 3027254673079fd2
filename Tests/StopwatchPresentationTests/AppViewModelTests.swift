import StopwatchCore
import StopwatchTestSupport
import Testing

@testable import StopwatchPresentation

/// The app ViewModel, as a frontend drives it: send commands, let time pass, read the view
/// states and what it asked of the navigator and the platform.
@MainActor @Suite struct AppViewModelTests {
    let harness = PresentationHarness()
    var app: AppViewModel { harness.app }

    // MARK: Screens and navigation

    @Test func itStartsOnHomeWithTheStopwatchCommandsThatApply() {
        #expect(app.route == .home)
        #expect(
            app.viewState.commands.commands == [
                .toggle, .sayTime, .showHistory, .showTotals, .showShortcuts, .showAbout, .showInPanel, .showPreferences, .toggleCompact,
                .toggleFullScreen, .quit, .newStopwatch, .openTimeAdjustment, .askWhen, .showAlerts,
                .goal(.open),
            ])
        #expect(app.viewState.window.title == "Stopwatch")
        #expect(app.viewState.screen.title == "Stopwatch")
        #expect(app.viewState.notice == nil && app.viewState.banner.saveProblem == nil)
    }

    @Test func seeAllLapsNeedsThreeLapsThenBackReturnsHome() {
        harness.startWithLaps(2)
        harness.send(.showLaps)
        #expect(app.route == .home)
        #expect(harness.navigator.shown.isEmpty)
        harness.send(.lap)
        harness.send(.showLaps)
        #expect(app.route == .laps)
        #expect(app.viewState.screen.title == "Laps")
        harness.send(.back)
        #expect(app.route == .home)
        #expect(harness.navigator.shown.map(\.route) == [.laps, .home])
        #expect(harness.navigator.shown.map(\.direction) == [.forward, .back])
    }

    @Test func aResetOnTheLapsScreenReturnsHome() {
        harness.startWithLaps(3)
        harness.send(.showLaps, .toggle, .reset)
        #expect(app.route == .home)
        #expect(harness.navigator.shown.last?.direction == .back)
        #expect(harness.core.state == .initial)
    }

    @Test func historyIsReachedFromEveryStopwatchScreenAndBackGoesWhereItCameFrom() {
        harness.startWithLaps(3)
        harness.send(.showLaps, .showHistory)
        #expect(app.route == .history)
        #expect(app.viewState.screen.title == "History")
        harness.send(.back)
        #expect(app.route == .laps)
    }

    @Test func theNavigatorIsToldOnlyAfterTheNewScreensCommandsApply() {
        harness.startWithLaps(3)
        // A frontend focuses "See All Laps" when Home is shown again: its command must apply.
        var allowedWhenShown: [Bool] = []
        harness.navigator.onShow = { [weak app = harness.app] _ in allowedWhenShown.append(app?.viewState.allows(.showLaps) == true) }
        harness.send(.showLaps, .back)
        #expect(allowedWhenShown == [false, true])
    }

    @Test func theNavigatorHearsOfAScreenLeftWhileItsCommandsStillApply() {
        harness.startWithLaps(3)
        // Leaving Home greys out "See All Laps", and GTK takes the focus off a greyed-out
        // widget: the navigator notes where the focus is before that (ARCHITECTURE.md, Focus).
        var left: [(Route, Bool)] = []
        harness.navigator.onWillLeave = { [weak app = harness.app] route in
            left.append((route, app?.viewState.allows(.showLaps) == true))
        }
        harness.send(.showLaps, .showHistory, .back, .back)
        #expect(left.map(\.0) == [.home, .laps])
        #expect(left.map(\.1) == [true, false])
    }

    // MARK: Commands on each screen

    /// Every command without an argument, on every screen, in every state: a command that
    /// does not apply changes nothing at all.
    @Test func aCommandThatDoesNotApplyDoesNothing() {
        for setup in Setup.allCases {
            for command in AppAction.withoutParameters {
                let harness = PresentationHarness()
                setup.prepare(harness)
                guard !harness.app.viewState.allows(command) else { continue }
                let before = Observation(harness)
                harness.send(command)
                #expect(Observation(harness) == before, "\(command) on \(setup)")
            }
        }
    }

    /// Every command that applies does something visible, on every screen, in every state.
    @Test func aCommandThatAppliesDoesSomething() {
        for setup in Setup.allCases {
            for command in AppAction.withoutParameters {
                let harness = PresentationHarness()
                setup.prepare(harness)
                guard harness.app.viewState.allows(command) else { continue }
                let before = Observation(harness)
                harness.send(command)
                #expect(Observation(harness) != before, "\(command) on \(setup)")
            }
        }
    }

    @MainActor enum Setup: CaseIterable {
        case homeInitial, homeRunning, homePaused, lapsRunning, lapsPaused, history, session, notice

        func prepare(_ harness: PresentationHarness) {
            switch self {
            case .homeInitial: break
            case .homeRunning: harness.startWithLaps(3)
            case .homePaused:
                harness.startWithLaps(3)
                harness.send(.toggle)
            case .lapsRunning:
                harness.startWithLaps(3)
                harness.send(.showLaps)
            case .lapsPaused:
                harness.startWithLaps(3)
                harness.send(.toggle, .showLaps)
            case .history:
                harness.startWithLaps(3)
                harness.send(.toggle, .reset, .dismissNotice, .showHistory)
            case .session:
                harness.startWithLaps(3)
                harness.send(.toggle, .reset, .dismissNotice, .showHistory)
                harness.send(.openSession(harness.core.historyDataSource.sessions[0].id))
            case .notice:
                harness.startWithLaps(1)
                harness.send(.toggle, .reset)
            }
        }
    }

    /// Everything a command can change, in one comparable value.
    struct Observation: Equatable {
        let state: StopwatchState
        let app: AppViewState
        let shown: [Route]
        let dialogs: Int
        let clipboard: String?
        let savedFiles: Int
        let quits: Int
        let sessions: Int
        let announcements: Int
        /// History's filter chosen.
        let historyFilter: HistoryFilter

        @MainActor init(_ harness: PresentationHarness) {
            historyFilter = harness.app.screenStates.history.viewState.filter
            state = harness.core.state
            app = harness.app.viewState
            shown = harness.navigator.shown.map(\.route)
            dialogs = harness.navigator.dialogs.count
            clipboard = harness.platform.clipboard
            savedFiles = harness.platform.savedFiles.count
            quits = harness.platform.quitCount
            sessions = harness.core.historyDataSource.sessions.count
            announcements = harness.announcer.said.count
        }
    }

    // MARK: Undo and the notice

    @Test func resetShowsANoticeForTenSecondsAndUndoBringsTheSessionBackExactly() throws {
        harness.startWithLaps(3, seconds: [3, 1, 2])
        harness.advance(by: .milliseconds(250))
        harness.send(.toggle)
        let paused = harness.core.state
        let savedBeforeReset = try #require(harness.core.dataSource.lastSaved)
        harness.send(.reset)
        #expect(app.viewState.notice?.message == "Stopwatch reset")
        #expect(app.viewState.notice?.action == CommandButton(command: .undo, title: "Undo"))
        #expect(harness.core.historyDataSource.sessions.count == 1)
        harness.scheduler.advance(by: .seconds(9))
        harness.send(.undo)
        #expect(harness.core.state == paused)
        #expect(harness.core.dataSource.lastSaved?.laps == savedBeforeReset.laps)
        #expect(harness.core.dataSource.lastSaved?.elapsed == savedBeforeReset.elapsed)
        #expect(harness.core.historyDataSource.sessions.isEmpty)
        #expect(app.viewState.notice == nil)
        #expect(!app.viewState.allows(.undo))
    }

    @Test func afterTenSecondsTheNoticeGoesAndTheSessionStaysInTheHistory() {
        harness.startWithLaps(1)
        harness.send(.toggle, .reset)
        harness.scheduler.advance(by: .seconds(10))
        #expect(app.viewState.notice == nil)
        #expect(!app.viewState.allows(.undo))
        harness.send(.undo)
        #expect(harness.core.state == .initial)
        #expect(harness.core.historyDataSource.sessions.count == 1)
    }

    @Test func startingANewSessionEndsTheChanceToUndo() {
        harness.startWithLaps(1)
        harness.send(.toggle, .reset, .toggle)
        #expect(app.viewState.notice == nil)
        #expect(harness.scheduler.waitingCount == 0)
        #expect(harness.core.historyDataSource.sessions.count == 1)
    }

    @Test func resettingAStopwatchWithNoTimeShowsNoNotice() {
        harness.send(.toggle, .toggle, .reset)
        #expect(harness.core.state == .initial)
        #expect(app.viewState.notice == nil)
    }

    // MARK: History

    @Test func theHistoryListsAnotherMachinesSessionsAmongThisOnesSayingWhereEachRanAndOpensOnlyThisOnes() throws {
        let laptop = MachineID("0123456789abcdef0123456789abcdef")!
        let start = harness.core.wallClock.now() - .seconds(3600)
        harness.core.historyDataSource.takeIn(
            [
                Session(
                    id: SessionID(rawValue: 1), startedAt: start, elapsed: .seconds(600), laps: LapHistory(), stopwatchName: "Writing",
                    runLog: RunLog(spans: [RunLog.Span(start: start, end: start + .seconds(600))]))
            ], from: laptop, named: "laptop")
        harness.startWithLaps(2)
        harness.send(.toggle, .reset, .showHistory)
        guard case .sessions(let rows) = app.history.viewState.content else {
            Issue.record("no sessions: \(app.history.viewState.content)")
            return
        }
        #expect(rows.map(\.machine) == [nil, "On laptop"], "newest first, this machine's said by nothing")
        #expect(rows[1].details == "Writing \u{00B7} No laps \u{00B7} On laptop", "which stopwatch ran, and where")
        #expect(rows[0].details.hasPrefix("Stopwatch 1 \u{00B7} 2 laps"))
        #expect(rows[1].spokenDescription.hasSuffix(", on laptop"))
        #expect(rows[0].open == .openSession(rows[0].id))
        #expect(rows[0].mend == .session(.mendListed(machine: nil, id: rows[0].id)))
        let laptops = AppCommand.session(.mendListed(machine: laptop, id: SessionID(rawValue: 1)))
        #expect(rows[1].open == laptops, "the laptop's laps are not here, and its ids are its own: activated, it is mended")
        #expect(rows[1].mend == laptops)
        #expect(laptops.actionArgument == .string("0123456789abcdef0123456789abcdef:1"))
        // Mended from the list: the dialog shows the session as the laptop kept it.
        harness.send(rows[1].open)
        let dialog = try #require(app.viewState.sessionMend)
        #expect(dialog.stopwatch.text == "Writing" && dialog.note?.text == "")
        harness.send(
            .session(
                .applyMend(SessionMendInput(began: dialog.began.text, ended: dialog.ended.text, stopwatch: "Reading", note: "by the list"))
            ))
        #expect(app.viewState.sessionMend == nil)
        guard case .sessions(let mended) = app.history.viewState.content else {
            Issue.record("no sessions: \(app.history.viewState.content)")
            return
        }
        #expect(mended.map(\.stopwatch) == ["Stopwatch 1", "Reading"])
        // Forgotten as Preferences lists it.
        harness.send(.preferences(.show), .preferences(.forgetMachine(laptop)), .preferences(.close), .back, .showHistory)
        guard case .sessions(let after) = app.history.viewState.content else {
            Issue.record("no sessions: \(app.history.viewState.content)")
            return
        }
        #expect(after.count == 1, "a forgotten machine's sessions are not listed")
    }

    @Test func theHistoryListsSessionsNewestFirstAndOpensOne() throws {
        harness.startWithLaps(2)
        harness.send(.toggle, .reset)
        harness.advance(by: .seconds(60))
        harness.startWithLaps(3)
        harness.send(.toggle, .reset, .showHistory)
        guard case .sessions(let rows) = app.history.viewState.content else {
            Issue.record("no sessions: \(app.history.viewState.content)")
            return
        }
        #expect(rows.map(\.lapCount) == ["3 laps", "2 laps"])
        #expect(rows[0].date == "2025-11-21 12:01")
        #expect(rows[0].bestLap == "Best 00:01.00")
        harness.send(.openSession(rows[1].id))
        #expect(app.route == .session(rows[1].id))
        guard case .session(let summary, _, _, let laps, _) = app.session.viewState.content else {
            Issue.record("no session: \(app.session.viewState.content)")
            return
        }
        #expect(summary == "Total 00:03.00 · 2 laps")
        #expect(laps.map(\.number) == [2, 1])
        #expect(app.viewState.screen.title == rows[1].date)
        harness.send(.copyLaps)
        #expect(harness.platform.clipboard?.split(separator: "\n").count == 3)
        harness.send(.exportLaps)
        // The header and two laps, then after an empty line the session's statistics.
        let exported = harness.platform.savedFiles.last?.contents.split(separator: "\n", omittingEmptySubsequences: false) ?? []
        #expect(exported.prefix { !$0.isEmpty }.count == 3)
        #expect(exported.contains("laps,2,"))
    }

    @Test func anEmptyHistorySaysHowSessionsGetThere() {
        harness.send(.showHistory)
        #expect(
            app.history.viewState.content
                == .placeholder(
                    title: "No Sessions Yet", explanation: "When you reset the stopwatch, the session is kept here with all its laps."
                ))
    }

    @Test func aHistoryThatCannotBeReadSaysSoAndTheStopwatchGoesOn() {
        harness.core.historyDataSource.failure = HistoryFailure("file is not a database")
        harness.send(.showHistory)
        #expect(
            app.history.viewState.content
                == .placeholder(
                    title: "History Unavailable", explanation: "Past sessions cannot be read: file is not a database"
                ))
        harness.send(.back, .toggle)
        #expect(harness.core.state.status == .running)
    }

    @Test func deletingASessionIsUndoneLikeAReset() throws {
        harness.startWithLaps(2)
        harness.send(.toggle, .reset, .dismissNotice, .showHistory)
        let session = try #require(harness.core.historyDataSource.sessions.first)
        harness.send(.openSession(session.id), .deleteSession)
        #expect(app.route == .history)
        #expect(app.viewState.notice?.message == "Session deleted")
        #expect(
            app.history.viewState.content
                == .placeholder(
                    title: "No Sessions Yet", explanation: "When you reset the stopwatch, the session is kept here with all its laps."
                ))
        harness.send(.undo)
        #expect(harness.core.historyDataSource.sessions == [session])
        guard case .sessions(let rows) = app.history.viewState.content else {
            Issue.record("the session did not come back: \(app.history.viewState.content)")
            return
        }
        #expect(rows.map(\.id) == [session.id])
    }

    @Test func aSessionThatIsGoneSaysSo() {
        harness.send(.showHistory, .openSession(SessionID(rawValue: 42)))
        #expect(
            app.session.viewState.content
                == .placeholder(
                    title: "Session Not Found", explanation: "This session is no longer in the history."
                ))
        #expect(!app.viewState.allows(.deleteSession))
    }

    @Test func anAnswerToAnEarlierReadOfTheHistoryIsDropped() {
        harness.core.historyDataSource.deliversAtOnce = false
        harness.send(.showHistory, .back, .showHistory)
        harness.core.historyDataSource.deliver()
        #expect(harness.appStates.last?.route == .history)
        #expect(app.history.viewState.content != .loading)
    }

    // MARK: Keys

    @Test func deleteResetsOnTheStopwatchAndDeletesOnAPastSessionsScreen() throws {
        harness.startWithLaps(2)
        harness.send(.toggle)
        #expect(app.command(for: .delete) == .reset)
        app.send(Key.delete)
        #expect(harness.core.state == .initial)
        harness.send(.dismissNotice, .showHistory)
        #expect(app.command(for: .delete) == nil)
        let session = try #require(harness.core.historyDataSource.sessions.first)
        harness.send(.openSession(session.id))
        #expect(app.command(for: .delete) == .deleteSession)
        app.send(Key.delete)
        #expect(harness.core.historyDataSource.sessions.isEmpty)
    }

    @Test func everyKeyOfTheTableSendsItsCommandWhereItApplies() {
        harness.startWithLaps(3)
        #expect(app.command(for: .space) == .toggle)
        #expect(app.command(for: .enter) == .lap && app.command(for: .keypadEnter) == .lap)
        #expect(app.command(for: .character("l")) == .lap)
        #expect(app.command(for: .control("l")) == .showLaps)
        #expect(app.command(for: .control("h")) == .showHistory)
        #expect(app.command(for: .control("q")) == .quit)
        #expect(app.command(for: .escape) == nil, "nothing to go back to on Home")
        #expect(app.command(for: .character("r")) == nil, "R is not a reset key")
        harness.send(.showLaps)
        #expect(app.command(for: .escape) == .back && app.command(for: .altLeft) == .back)
    }

    @Test func fromOutsideTheStopwatchWorksOnEveryScreenButKeysReachItOnlyWhereItIsShown() {
        harness.startWithLaps(3)
        harness.send(.showLaps, .showHistory)
        // Space, Enter and L on History start and lap nothing unseen...
        #expect(app.command(for: .space) == nil && app.command(for: .character("l")) == nil)
        // ...but a global key or the notification's button does.
        harness.advance(by: .seconds(2))
        harness.send(.lap)
        #expect(harness.core.state.laps.count == 4)
        harness.send(.toggle, .reset)
        #expect(harness.core.state == .initial)
        #expect(app.route == .history, "the screen shown stays")
        // Laps, below History, has no laps left to show: Back goes Home.
        harness.send(.back)
        #expect(app.route == .home)
    }

    @Test func deleteOnAPastSessionDeletesTheSessionNotThePausedStopwatch() {
        harness.startWithLaps(2)
        harness.send(.toggle, .reset)
        harness.startWithLaps(1)
        harness.send(.toggle, .showHistory)
        guard case .sessions(let rows) = app.history.viewState.content else {
            Issue.record("no sessions")
            return
        }
        harness.send(.openSession(rows[0].id))
        #expect(app.viewState.allows(.reset), "the paused stopwatch can be reset from outside")
        #expect(app.command(for: .delete) == .deleteSession)
    }

    // MARK: Ticks

    @Test func aTickMapsOnlyTheScreenShown() {
        harness.startWithLaps(3)
        let homeStates = harness.homeStates.count
        let lapsStates = harness.lapsStates.count
        harness.advance(by: .milliseconds(10))
        #expect(harness.homeStates.count == homeStates + 1)
        #expect(harness.lapsStates.count == lapsStates)
        harness.send(.showLaps)
        let homeAfter = harness.homeStates.count
        harness.advance(by: .milliseconds(10))
        #expect(harness.homeStates.count == homeAfter)
        #expect(harness.lapsStates.last?.running.time.text == "00:06.02")
        harness.send(.showHistory)
        let lapsAfter = harness.lapsStates.count
        harness.advance(by: .milliseconds(10))
        #expect(harness.lapsStates.count == lapsAfter && harness.homeStates.count == homeAfter)
    }

    @Test func aTickOnlyChangesTheRunningTimeOfTheScreenShown() {
        harness.startWithLaps(3)
        let before = app.home.viewState
        harness.advance(by: .milliseconds(10))
        var after = app.home.viewState
        #expect(after != before)
        after.running = before.running
        #expect(after == before)
    }

    @Test func aViewThatReadsAtItsOwnPaceIsToldOfTicksAndMapsOnlyWhatItReads() {
        let lazy = PresentationHarness(recordsStates: false)
        var told: [ViewStateChange] = []
        lazy.app.home.addChangeListener { told.append($0) }
        lazy.send(.toggle)
        #expect(told == [.everything])
        for _ in 0..<3 { lazy.advance(by: .milliseconds(10)) }
        #expect(told == [.everything, .runningTime, .runningTime, .runningTime])
        // Three ticks unread, then one read: the latest time.
        #expect(lazy.app.home.viewState.running.time.text == "00:00.03")
        lazy.send(.lap)
        #expect(told.last == .everything)
        #expect(lazy.app.home.viewState.recentLaps.map(\.title) == ["Lap 1"])
        // The next tick maps from the state after the lap, not from the ticks before it.
        lazy.advance(by: .milliseconds(10))
        let running = lazy.app.home.viewState.running
        #expect(running.time.text == "00:00.04")
        #expect(running.currentLap?.title == "Lap 2" && running.currentLap?.lapTime == "00:00.01")
    }

    @Test(arguments: [false, true])
    func aViewIsToldOfTheTickThatBeginsANewSecondOnEitherStopwatchScreen(onLaps: Bool) {
        let lazy = PresentationHarness(recordsStates: false)
        if onLaps {
            lazy.startWithLaps(Route.minimumLapsForLapsScreen)
            lazy.send(.showLaps)
        } else {
            lazy.send(.toggle)
        }
        let view: any ViewStatePublisher = onLaps ? lazy.app.laps : lazy.app.home
        let startedAt = lazy.app.home.viewState.running.time.text
        var told: [ViewStateChange] = []
        let token = view.addChangeListener { told.append($0) }
        for _ in 0..<250 { lazy.advance(by: .milliseconds(10)) }
        // Each new second on the tick it begins, and only then.
        let seconds = told.indices.filter { told[$0] == .runningTimeSecond }
        #expect(told.count == 250 && !told.contains(.everything))
        #expect(seconds.count == 2, "from \(startedAt): \(seconds)")
        #expect(zip(seconds.dropFirst(), seconds).allSatisfy { $0 - $1 == 100 })
        view.removeListener(token)
    }

    @Test func theWindowTitleChangesOncePerSecondNotOnEveryTick() {
        harness.send(.toggle)
        let published = harness.appStates.count
        for _ in 0..<99 { harness.advance(by: .milliseconds(10)) }
        #expect(harness.appStates.count == published)
        harness.advance(by: .milliseconds(10))
        #expect(harness.appStates.count == published + 1)
        #expect(app.viewState.window.title == "00:01 \u{2014} Stopwatch")
    }

    @Test func theScreenShownAgainIsUpToDate() {
        harness.startWithLaps(3)
        harness.send(.showLaps)
        harness.advance(by: .seconds(5))
        harness.send(.back)
        #expect(app.home.viewState.running.time.text == "00:11.00")
    }

    // MARK: Saving, dialogs, quitting

    @Test func aFailingSaveShowsWhyUntilASaveSucceeds() {
        harness.core.dataSource.saveFailure = "No space left on device"
        harness.send(.toggle)
        #expect(app.viewState.banner.saveProblem == "Not saved: No space left on device")
        harness.send(.lap)
        #expect(app.viewState.banner.saveProblem == "Not saved: No space left on device")
        harness.core.dataSource.saveFailure = nil
        harness.send(.lap)
        #expect(app.viewState.banner.saveProblem == nil)
    }

    @Test func savingTurnedOffShowsWhy() {
        harness.core.dataSource.turnSavingOff("the state file is from a newer version of Stopwatch")
        #expect(app.viewState.banner.saveProblem == "Not saved: the state file is from a newer version of Stopwatch")
    }

    @Test func aboutAndShortcutsAreDialogsAndQuitAsksThePlatform() {
        harness.send(.showAbout, .showShortcuts, .quit)
        guard harness.navigator.dialogs.count == 2,
            case .about(let about) = harness.navigator.dialogs[0],
            case .shortcuts(let shortcuts) = harness.navigator.dialogs[1]
        else {
            Issue.record("dialogs: \(harness.navigator.dialogs)")
            return
        }
        #expect(about.name == "Stopwatch" && about.version == AppInfo.version)
        #expect(
            shortcuts.groups.flatMap(\.shortcuts).contains {
                $0.title == "Show All Laps" && $0.keyLabels == ["Ctrl + L"]
            })
        #expect(shortcuts.groups.flatMap(\.shortcuts).first { $0.title == "Lap" }?.keyLabels == ["Enter", "Keypad Enter", "L"])
        #expect(harness.platform.quitCount == 1)
    }

    @Test func copyAndExportTakeTheStopwatchsLaps() {
        harness.startWithLaps(3)
        harness.send(.copyLaps, .exportLaps)
        #expect(harness.platform.clipboard?.hasPrefix("Lap  Lap time") == true)
        #expect(harness.platform.savedFiles.first?.suggestedName == "stopwatch-laps.csv")
        #expect(harness.platform.savedFiles.first?.contents.hasPrefix(LapsExportMapper.csvHeader) == true)
    }

    @Test func aReadOnlyStopwatchCanBeWatchedNotChanged() {
        let readOnly = PresentationHarness(isReadOnly: true)
        readOnly.send(.toggle)
        #expect(readOnly.core.state == .initial)
        #expect(!readOnly.app.viewState.allows(.toggle))
    }

    @Test func theViewModelStopsObservingTheCoreWhenReleased() {
        let core = CoreHarness()
        var viewModel: AppViewModel? = AppViewModel(
            store: core.store, timer: core.timer, deadlines: core.deadlines, useCases: core.useCases, repository: core.repository,
            navigator: FakeNavigator(), platform: FakePlatformServices(), scheduler: ManualScheduler(), localizer: SourceLocalizer()
        )
        weak let released = viewModel
        viewModel = nil
        #expect(released == nil)
        core.useCases.start.execute()
        core.advance(by: .seconds(1))
        #expect(core.elapsed == .seconds(1))
    }

    @Test func everyPartGoesWithTheViewModelNoneKeepingAnotherAlive() {
        let core = CoreHarness()
        let inhibitor = RecordingScreenInhibitor()
        let lock = FakeScreenLockMonitor()
        var viewModel: AppViewModel? = AppViewModel(
            store: core.store, timer: core.timer, deadlines: core.deadlines, useCases: core.useCases, repository: core.repository,
            navigator: FakeNavigator(), platform: FakePlatformServices(), scheduler: ManualScheduler(), localizer: SourceLocalizer(),
            ports: AppPorts(settings: InMemorySettings(), screenInhibitor: inhibitor, screenLock: lock))
        viewModel?.send(.toggle)
        viewModel?.send(.choosePreference(.precision(.seconds)))
        let watched: [WeakBox] =
            ([
                viewModel?.home, viewModel?.laps, viewModel?.history, viewModel?.session, viewModel?.stopwatches, viewModel?.screens,
                viewModel?.undoNotice, viewModel?.presence, viewModel?.framePacing, viewModel?.background, viewModel?.announcements,
                viewModel?.panel, viewModel?.awake, viewModel?.screenLock, viewModel?.mending, viewModel?.preferences,
                viewModel?.settings,
            ] as [AnyObject?]).map { WeakBox($0) }
        viewModel = nil
        #expect(
            watched.allSatisfy { $0.object == nil },
            "kept alive: \(watched.compactMap { $0.object.map { String(describing: type(of: $0)) } })")
        #expect(lock.lockChanges.count == 0, "nothing follows the lock any more")
        #expect(!core.deadlines.isWaiting && core.deadlines.armedCount == 0, "no deadline left armed")
    }
}

/// A weak reference, for watching objects go.
private final class WeakBox {
    weak var object: AnyObject?

    init(_ object: AnyObject?) {
        self.object = object
    }
}

/// What a screen reader user hears (ARCHITECTURE.md, "Heard"): announcements through the one port, the
/// window's title and description, the screens' names, and the places of rows in lists.
@MainActor @Suite struct AnnouncementTests {
    let harness = PresentationHarness()
    var said: [String] { harness.announcer.texts }

    @Test func eachCompletedLapIsSaidOnceInWords() {
        harness.startWithLaps(1, seconds: [2])
        #expect(said == ["Lap 1, 2.00 seconds, total 2.00 seconds"])
        harness.advance(by: .seconds(1))
        #expect(said.count == 1, "a tick says nothing")
        harness.send(.lap)
        #expect(said.last == "Lap 2, 1.00 seconds, 1.00 seconds faster than Lap 1, total 3.00 seconds, best lap")
    }

    @Test func theSameWordsTwiceAreStillTwoAnnouncements() {
        harness.startWithLaps(2, seconds: [1, 1])
        harness.advance(by: .seconds(1))
        harness.send(.lap)
        let numbers = harness.announcer.said.map(\.number)
        #expect(numbers.count == 3 && Set(numbers).count == 3)
    }

    @Test func aPauseSaysTheTimeItStoppedAtAndAResetHowToUndoIt() {
        harness.send(.toggle)
        harness.advance(by: .milliseconds(65_320))
        harness.send(.toggle)
        #expect(said == ["Paused at 1 minute, 5.32 seconds"])
        harness.send(.reset)
        #expect(said.last == "Reset; Undo with Control Z")
        harness.send(.undo)
        harness.send(.toggle)
        #expect(said.count == 2, "an undone reset and a resume say nothing")
    }

    @Test func lapsThatComeBackWithAnUndoneResetAreNotSaidAgain() {
        harness.startWithLaps(3)
        harness.send(.toggle, .reset, .undo)
        #expect(harness.core.store.state.laps.count == 3)
        #expect(said.count == 5, "\(said)")
        #expect(said.last == "Reset; Undo with Control Z")
    }

    @Test func aRestoredStopwatchSaysNothingAtStart() {
        let laps = LapHistory(durations: [.seconds(1), .seconds(2)])
        let restored = PresentationHarness(
            stored: StopwatchSnapshot(status: .paused, elapsed: .seconds(4), savedAt: .seconds(1_763_726_400), laps: laps))
        restored.core.useCases.restore.execute()
        #expect(restored.core.store.state.laps.count == 2)
        #expect(restored.announcer.said.isEmpty)
    }

    @Test func tSaysTheTimeAndTheLapWheneverAsked() {
        #expect(harness.app.command(for: .character("t")) == .sayTime)
        harness.send(.sayTime)
        #expect(said == ["Stopwatch, ready. Space starts or pauses."])
        harness.startWithLaps(2, seconds: [3, 4])
        harness.advance(by: .milliseconds(62_500))
        harness.send(.sayTime)
        #expect(said.last == "Running at 1 minute, 9 seconds; lap 3 at 1 minute, 2 seconds")
        harness.send(.toggle, .sayTime)
        #expect(said.last == "Paused at 1 minute, 9.50 seconds; lap 3 at 1 minute, 2.50 seconds")
        harness.send(.showHistory)
        harness.send(.sayTime)
        #expect(said.last == "Paused at 1 minute, 9.50 seconds; lap 3 at 1 minute, 2.50 seconds", "on any screen")
    }

    @Test func theShortcutsWindowListsTheKeyThatSaysTheTime() {
        let stopwatch = DialogMapper().shortcuts.groups[0].shortcuts
        #expect(stopwatch.contains { $0.title == "Say the Time" && $0.keys == [.character("t")] })
    }

    @Test func theShortcutsWindowAndTheMainMenuListAlerts() {
        let stopwatch = DialogMapper().shortcuts.groups[0].shortcuts
        #expect(stopwatch.contains { $0.title == "Alerts…" && $0.keys == [.control("b")] })
        #expect(harness.app.menu.sections.joined().contains { $0.title == "Alerts…" && $0.command == .showAlerts })
        harness.send(.showAlerts)
        #expect(harness.app.viewState.alerts?.title == "Alerts")
    }

    @Test func theTitleShowsTheTimeOnlyWhileTheWindowIsNotTheActiveOne() {
        let app = harness.app
        harness.send(.toggle)
        harness.advance(by: .milliseconds(2_500))
        #expect(app.viewState.window.title == "00:02 \u{2014} Stopwatch")
        app.presence.windowActivityChanged(true)
        #expect(app.viewState.window.title == "Stopwatch")
        let published = harness.appStates.count
        for _ in 0..<3 { harness.advance(by: .seconds(1)) }
        #expect(app.viewState.window.title == "Stopwatch")
        #expect(harness.appStates.count == published, "a new second changes nothing a screen reader reads")
        app.presence.windowActivityChanged(false)
        #expect(app.viewState.window.title == "Stopwatch", "not before the grace")
        harness.scheduler.advance(by: WindowActivity.grace)
        #expect(app.viewState.window.title == "00:05 \u{2014} Stopwatch")
    }

    @Test func aMomentOfInactivityChangesNoTitle() {
        let app = harness.app
        harness.send(.toggle)
        app.presence.windowActivityChanged(true)
        harness.advance(by: .seconds(3))
        let titles = harness.appStates.map(\.window.title)
        // A screen reader's key takes the keyboard: inactive for a moment, then active again.
        app.presence.windowActivityChanged(false)
        harness.scheduler.advance(by: .milliseconds(200))
        app.presence.windowActivityChanged(true)
        harness.scheduler.advance(by: WindowActivity.grace * 2)
        harness.advance(by: .seconds(1))
        #expect(harness.appStates.map(\.window.title) == titles)
        #expect(app.viewState.window.title == "Stopwatch")
    }

    @Test func theWindowDescriptionSaysWhatItIsAndKeepsStillWhileActive() {
        let restored = PresentationHarness(
            stored: StopwatchSnapshot(
                status: .paused, elapsed: .milliseconds(3_200), savedAt: .seconds(1_763_726_400), laps: LapHistory()))
        restored.core.useCases.restore.execute()
        let app = restored.app
        #expect(app.viewState.window.description == "Stopwatch, paused at 3.20 seconds. Space starts or pauses.")
        app.presence.windowActivityChanged(true)
        restored.send(.toggle)
        restored.advance(by: .seconds(2))
        #expect(
            app.viewState.window.description == "Stopwatch, paused at 3.20 seconds. Space starts or pauses.",
            "a description changed while the window is active is read aloud")
        app.presence.windowActivityChanged(false)
        restored.scheduler.advance(by: WindowActivity.grace)
        #expect(app.viewState.window.description == "Stopwatch, running at 5 seconds. Space starts or pauses.")
        #expect(PresentationHarness().app.viewState.window.description == "Stopwatch, ready. Space starts or pauses.")
    }

    /// The title and description are made again only for another status or time: two paused
    /// stopwatches within the same second still each say their own hundredths, and laps within
    /// a second leave the running words as they were.
    @Test func theWindowSaysEachStopwatchsOwnTimeWithinOneSecond() {
        let harness = PresentationHarness()
        let app = harness.app
        harness.send(.toggle)
        harness.advance(by: .milliseconds(3_200))
        harness.send(.lap)
        harness.advance(by: .milliseconds(100))
        harness.send(.lap)
        #expect(app.viewState.window.title == "00:03 \u{2014} Stopwatch")
        #expect(app.viewState.window.description == "Stopwatch, running at 3 seconds. Space starts or pauses.")
        harness.send(.toggle)
        harness.send(.newStopwatch, .toggle)
        harness.advance(by: .milliseconds(3_700))
        harness.send(.toggle)
        #expect(app.viewState.window.description == "Stopwatch, paused at 3.70 seconds. Space starts or pauses.")
        harness.send(.switchToStopwatch(1))
        #expect(app.viewState.window.description == "Stopwatch, paused at 3.30 seconds. Space starts or pauses.")
        #expect(app.viewState.window.title == "00:03 \u{2014} Stopwatch")
    }

    @Test func everyScreenHasAName() {
        let app = harness.app
        #expect(app.viewState.screen.label == "Home")
        harness.startWithLaps(3)
        harness.send(.showLaps)
        #expect(app.viewState.screen.label == "Laps")
        harness.send(.showHistory)
        #expect(app.viewState.screen.label == "History")
    }

    @Test func lapRowsKnowTheirPlaceNewestFirst() {
        harness.startWithLaps(3)
        let rows = LapRowList(laps: harness.core.store.state.laps)
        #expect(rows.spokenPosition(0) == "1 of 3")
        #expect(rows[0].title == "Lap 3")
        #expect(rows.spokenPosition(2) == "3 of 3")
    }
}
