import StopwatchCore
import StopwatchPresentation
import Testing

/// Which commands apply, written out case by case: every screen, every state of the
/// stopwatch, with and without laps, a notice, a session read, or another owner. The
/// stopwatch's own commands apply on every screen (a global key, the notification); keys
/// reach them only where the stopwatch is shown.
@MainActor @Suite struct CommandAvailabilityMapperTests {
    typealias Inputs = CommandAvailabilityMapper.Inputs
    let mapper = CommandAvailabilityMapper()
    static let always: Set<AppCommand> = [
        .sayTime, .showShortcuts, .showAbout, .showInPanel, .showPreferences, .toggleCompact, .toggleFullScreen, .quit,
    ]

    nonisolated static let table: [(String, Inputs, Set<AppCommand>)] = [
        ("home, initial", Inputs(route: .home, status: .initial, lapCount: 0), [.toggle, .showHistory]),
        ("home, running, no laps", Inputs(route: .home, status: .running, lapCount: 0), [.toggle, .lap, .showHistory]),
        (
            "home, running, 2 laps", Inputs(route: .home, status: .running, lapCount: 2),
            [.toggle, .lap, .showHistory, .copyLaps, .exportLaps]
        ),
        (
            "home, running, 3 laps", Inputs(route: .home, status: .running, lapCount: 3),
            [.toggle, .lap, .showLaps, .showHistory, .copyLaps, .exportLaps]
        ),
        ("home, paused, no laps", Inputs(route: .home, status: .paused, lapCount: 0), [.toggle, .reset, .showHistory]),
        (
            "home, paused, 3 laps", Inputs(route: .home, status: .paused, lapCount: 3),
            [.toggle, .reset, .showLaps, .showHistory, .copyLaps, .exportLaps]
        ),
        (
            "laps, running", Inputs(route: .laps, status: .running, lapCount: 3),
            [.toggle, .lap, .back, .showHistory, .copyLaps, .exportLaps]
        ),
        (
            "laps, paused", Inputs(route: .laps, status: .paused, lapCount: 3),
            [.toggle, .reset, .back, .showHistory, .copyLaps, .exportLaps]
        ),
        (
            "laps, a lap's note edited: Escape leaves the note, not the screen",
            Inputs(route: .laps, status: .paused, lapCount: 3, isEditingNote: true),
            [.toggle, .reset, .cancelLapNote, .showHistory, .copyLaps, .exportLaps]
        ),
        ("history, running", Inputs(route: .history, status: .running, lapCount: 3), [.toggle, .lap, .back, .session(.add)]),
        ("history, initial", Inputs(route: .history, status: .initial, lapCount: 0), [.toggle, .back, .session(.add)]),
        // F goes to the filter's next choice when there is more than one (All Sessions and a stopwatch).
        (
            "history, a filter of two choices", Inputs(route: .history, status: .initial, lapCount: 0, historyFilterCount: 2),
            [.toggle, .back, .history(.nextFilter), .session(.add)]
        ),
        (
            "history, a filter of one choice", Inputs(route: .history, status: .initial, lapCount: 0, historyFilterCount: 1),
            [.toggle, .back, .session(.add)]
        ),
        (
            "session being read", Inputs(route: .session(SessionID(rawValue: 1)), status: .paused, lapCount: 3),
            [.toggle, .reset, .back, .showHistory]
        ),
        (
            "session with laps", Inputs(route: .session(SessionID(rawValue: 1)), status: .running, lapCount: 0, sessionLapCount: 4),
            [.toggle, .lap, .back, .showHistory, .copyLaps, .exportLaps, .deleteSession, .session(.mend)]
        ),
        (
            "session without laps", Inputs(route: .session(SessionID(rawValue: 1)), status: .initial, lapCount: 0, sessionLapCount: 0),
            [.toggle, .back, .showHistory, .deleteSession, .session(.mend)]
        ),
        (
            "session being mended",
            Inputs(route: .session(SessionID(rawValue: 1)), status: .initial, lapCount: 0, sessionLapCount: 0, isMendingSession: true),
            [.toggle, .showHistory, .deleteSession, .session(.cancelMend)]
        ),
        (
            "home, initial, undo notice", Inputs(route: .home, status: .initial, lapCount: 0, canUndo: true, hasNotice: true),
            [.toggle, .showHistory, .undo, .dismissNotice]
        ),
        (
            "history, undo notice", Inputs(route: .history, status: .initial, lapCount: 0, canUndo: true, hasNotice: true),
            [.toggle, .back, .undo, .dismissNotice, .session(.add)]
        ),
        (
            "home, running, read-only", Inputs(route: .home, status: .running, lapCount: 3, isReadOnly: true),
            [.showLaps, .showHistory, .copyLaps, .exportLaps]
        ),
        (
            "laps, paused, read-only", Inputs(route: .laps, status: .paused, lapCount: 3, isReadOnly: true),
            [.back, .showHistory, .copyLaps, .exportLaps]
        ),
        (
            "session, read-only",
            Inputs(
                route: .session(SessionID(rawValue: 1)), status: .paused, lapCount: 3, sessionLapCount: 2,
                isReadOnly: true), [.back, .showHistory, .copyLaps, .exportLaps]
        ),
        (
            "home, notice, read-only",
            Inputs(
                route: .home, status: .initial, lapCount: 0, canUndo: true, hasNotice: true,
                isReadOnly: true), [.showHistory, .dismissNotice]
        ),
        (
            "home, the Alerts window open: closed, not opened again",
            Inputs(route: .home, status: .running, lapCount: 0, isAlertsOpen: true), [.toggle, .lap, .showHistory, .closeAlerts]
        ),
        (
            "home, the Goal dialog open: closed, not opened again",
            {
                var inputs = Inputs(route: .home, status: .initial, lapCount: 0)
                inputs.isGoalDialogOpen = true
                return inputs
            }(), [.toggle, .showHistory, .goal(.close)]
        ),
        (
            "history, an alert's banner, alerts to clear",
            Inputs(route: .history, status: .running, lapCount: 0, hasReachedAlert: true, hasAlerts: true),
            [.toggle, .lap, .back, .dismissAlert, .clearAlerts, .session(.add)]
        ),
        (
            "home, an alert's banner, read-only",
            Inputs(route: .home, status: .running, lapCount: 0, isReadOnly: true, hasReachedAlert: true),
            [.showHistory, .dismissAlert]
        ),
        (
            "totals, running, days with time", Inputs(route: .totals, status: .running, lapCount: 2, hasTotals: true),
            [
                .toggle, .lap, .back, .showHistory, .totals(.by(.day)), .totals(.by(.week)), .totals(.by(.month)), .totals(.export),
                .totals(.machine(.all)),
            ]
        ),
        (
            "totals, no time yet", Inputs(route: .totals, status: .initial, lapCount: 0),
            [.toggle, .back, .showHistory, .totals(.by(.day)), .totals(.by(.week)), .totals(.by(.month)), .totals(.machine(.all))]
        ),
    ]

    @Test(arguments: table.indices)
    func theCommandsThatApply(index: Int) {
        let (name, inputs, expected) = Self.table[index]
        let canChange = !inputs.isReadOnly
        // The time can be corrected, and the alerts set, from the screens that show the
        // stopwatch, unless watched; the Alerts window is open in one case of the table, the
        // Goal dialog in another.
        let windows: Set<AppCommand> =
            canChange && inputs.route.showsStopwatch
            ? Set([.openTimeAdjustment] + (inputs.isAlertsOpen ? [] : [.showAlerts]) + (inputs.isGoalDialogOpen ? [] : [.goal(.open)]))
            : []
        // Asked when it started or paused (Shift+Space) where the time can be corrected, but paused.
        let askWhen: Set<AppCommand> = windows.contains(.openTimeAdjustment) && inputs.status != .paused ? [.askWhen] : []
        // A new stopwatch, and a running one paused (an alert's notification).
        let fromOutside: Set<AppCommand> =
            !canChange ? [] : inputs.status == .running ? [.newStopwatch, .stopwatch(.pause)] : [.newStopwatch]
        // Totals from every screen but its own, where the window shows more than the time.
        let totals: Set<AppCommand> =
            inputs.route == .totals || inputs.mode.isCompact || inputs.mode.isFullScreen ? [] : [.showTotals]
        #expect(
            mapper.available(inputs) == expected.union(Self.always).union(fromOutside).union(windows).union(askWhen).union(totals),
            "\(name)")
    }

    @Test func keysReachTheStopwatchsCommandsOnlyWhereItIsShown() {
        for command in AppAction.withoutParameters {
            #expect(mapper.keyReaches(command, on: .home) && mapper.keyReaches(command, on: .laps), "\(command)")
            for route in [Route.history, .session(SessionID(rawValue: 1))] {
                #expect(
                    mapper.keyReaches(command, on: route) == ![.toggle, .lap, .reset, .stopwatch(.pause), .askWhen].contains(command),
                    "\(command) on \(route)")
            }
        }
    }

    @Test func sessionsOpenFromTheHistoryScreenOnly() {
        #expect(mapper.canOpenSessions(Inputs(route: .history, status: .running, lapCount: 0)))
        for route in [Route.home, .laps, .session(SessionID(rawValue: 1))] {
            #expect(!mapper.canOpenSessions(Inputs(route: route, status: .running, lapCount: 3)))
        }
    }
}
