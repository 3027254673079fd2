import StopwatchCore

/// Which commands apply, from everything that decides it: the screen, the stopwatch, the
/// notice and the session shown. A command that does not apply does nothing, and frontends
/// grey out whatever sends it.
@MainActor
public struct CommandAvailabilityMapper: Sendable {
    /// What availability depends on; nothing else (a tick changes none of it).
    public struct Inputs: Equatable, Sendable {
        public var route: Route
        public var status: StopwatchStatus
        public var lapCount: Int
        /// Whether the notice shown can be undone.
        public var canUndo: Bool
        public var hasNotice: Bool
        /// The number of laps of the past session shown, once it is read; `nil` otherwise.
        public var sessionLapCount: Int?
        /// Another process owns the stopwatch: it can be watched, not changed.
        public var isReadOnly: Bool
        /// How many stopwatches there are.
        public var stopwatchCount: Int
        /// Whether a stopwatch's name is being edited.
        public var isRenaming: Bool
        /// Where the list of stopwatches is.
        public var listPlacement: StopwatchListPlacement
        /// Whether the Adjust Time dialog is open.
        public var isAdjustingTime: Bool
        /// Whether a lap's note is being edited.
        public var isEditingNote: Bool
        /// Whether the Mend Session dialog is open.
        public var isMendingSession: Bool
        /// Whether the Preferences window is open.
        public var isPreferencesOpen: Bool
        /// How the window shows the stopwatch: compact and full screen show no other screen.
        public var mode: WindowModeViewState
        /// Whether the Alerts window is open.
        public var isAlertsOpen: Bool
        /// Whether the Goal dialog is open.
        public var isGoalDialogOpen = false
        /// Whether the banner of an alert reached is shown.
        public var hasReachedAlert: Bool
        /// Whether "You were away…" is asked.
        public var isAskingAboutAway = false
        /// Whether Preferences is open and says another installation writes to the sync folder
        /// as this machine (a new id offered).
        public var isOfferingNewMachineID = false
        /// Whether the current stopwatch has alerts.
        public var hasAlerts: Bool
        /// Whether the Totals screen has days with time to export.
        public var hasTotals: Bool
        /// How many choices History's filter offers (F goes to the next of two or more).
        public var historyFilterCount: Int

        public init(
            route: Route, status: StopwatchStatus, lapCount: Int, canUndo: Bool = false, hasNotice: Bool = false,
            sessionLapCount: Int? = nil, isReadOnly: Bool = false, stopwatchCount: Int = 1, isRenaming: Bool = false,
            listPlacement: StopwatchListPlacement = .none, isAdjustingTime: Bool = false, isEditingNote: Bool = false,
            isPreferencesOpen: Bool = false, mode: WindowModeViewState = WindowModeViewState(), isAlertsOpen: Bool = false,
            hasReachedAlert: Bool = false, hasAlerts: Bool = false, hasTotals: Bool = false, historyFilterCount: Int = 0,
            isMendingSession: Bool = false
        ) {
            self.isMendingSession = isMendingSession
            self.historyFilterCount = historyFilterCount
            self.hasTotals = hasTotals
            self.hasAlerts = hasAlerts
            self.isAlertsOpen = isAlertsOpen
            self.hasReachedAlert = hasReachedAlert
            self.isPreferencesOpen = isPreferencesOpen
            self.mode = mode
            self.isAdjustingTime = isAdjustingTime
            self.isEditingNote = isEditingNote
            self.stopwatchCount = stopwatchCount
            self.isRenaming = isRenaming
            self.listPlacement = listPlacement
            self.route = route
            self.status = status
            self.lapCount = lapCount
            self.canUndo = canUndo
            self.hasNotice = hasNotice
            self.sessionLapCount = sessionLapCount
            self.isReadOnly = isReadOnly
        }
    }

    public init() {}

    /// The laps as the rules tell them apart: none, some (to copy and export), and enough for
    /// the Laps screen. Counts of one class decide the same.
    public static func lapCountClass(_ count: Int) -> Int {
        count == 0 ? 0 : count < Route.minimumLapsForLapsScreen ? 1 : Route.minimumLapsForLapsScreen
    }

    /// Whether `command` applies to a stopwatch that is `status`: one rule for the window's
    /// current stopwatch (``available(_:)``) and for the stopwatch a caller names (`BusControl`).
    public static func applies(_ command: StopwatchCommand, to status: StopwatchStatus) -> Bool {
        switch command {
        case .toggle: true
        case .lap, .pause: status == .running
        case .reset: status == .paused
        }
    }

    /// The commands without arguments that apply; ``AppCommand/openSession(_:)`` applies on
    /// the History screen (``canOpenSessions(_:)``).
    public func available(_ inputs: Inputs) -> Set<AppCommand> {
        // The time can be asked for anywhere: it is the stopwatch's, whatever the screen.
        var commands: Set<AppCommand> = [
            .sayTime, .showShortcuts, .showAbout, .showInPanel, .showPreferences, .toggleCompact, .toggleFullScreen, .quit,
        ]
        let onStopwatch = inputs.route.showsStopwatch
        // The stopwatch's own commands apply on every screen (a global key, the
        // notification); keys reach them only where it is shown (``keyReaches(_:on:)``).
        let canChange = !inputs.isReadOnly
        if canChange {
            if Self.applies(.toggle, to: inputs.status) { commands.insert(.toggle) }
            if Self.applies(.lap, to: inputs.status) { commands.insert(.lap) }
            if Self.applies(.pause, to: inputs.status) { commands.insert(.stopwatch(.pause)) }
            if Self.applies(.reset, to: inputs.status) { commands.insert(.reset) }
        }
        if inputs.canUndo, !inputs.isReadOnly { commands.insert(.undo) }
        if inputs.hasNotice { commands.insert(.dismissNotice) }
        if inputs.route == .home, inputs.lapCount >= Route.minimumLapsForLapsScreen { commands.insert(.showLaps) }
        if inputs.route != .history { commands.insert(.showHistory) }
        if inputs.route == .history, inputs.historyFilterCount > 1 { commands.insert(.history(.nextFilter)) }
        if inputs.route != .totals { commands.insert(.showTotals) }
        if inputs.route == .totals {
            commands.formUnion(TotalsPeriod.allCases.map { .totals(.by($0)) } + [.totals(.machine(.all))])
            if inputs.hasTotals { commands.insert(.totals(.export)) }
        }
        // Escape while a lap's note is edited leaves the note, not the screen.
        if inputs.route != .home, !inputs.isEditingNote, !inputs.isMendingSession { commands.insert(.back) }
        let lapsShown = onStopwatch ? inputs.lapCount : inputs.sessionLapCount ?? 0
        if lapsShown > 0 { commands.formUnion([.copyLaps, .exportLaps]) }
        if case .session = inputs.route, inputs.sessionLapCount != nil, !inputs.isReadOnly {
            commands.insert(.deleteSession)
            if !inputs.isMendingSession { commands.insert(.session(.mend)) }
        }
        if inputs.isMendingSession { commands.insert(.session(.cancelMend)) }
        if inputs.route == .history, !inputs.isReadOnly, !inputs.isMendingSession { commands.insert(.session(.add)) }
        commands.formUnion(stopwatchListCommands(inputs))
        // Mending a mistake: the time from the screens that show it, one dialog at a time.
        if canChange, onStopwatch, !inputs.isAdjustingTime { commands.insert(.openTimeAdjustment) }
        // Started as of a moment ago, or paused so: asked while it has not started, or runs.
        if canChange, onStopwatch, !inputs.isAdjustingTime, inputs.status != .paused { commands.insert(.askWhen) }
        if inputs.isAdjustingTime { commands.insert(.cancelTimeAdjustment) }
        if inputs.isEditingNote { commands.insert(.cancelLapNote) }
        if inputs.isPreferencesOpen { commands.formUnion([.closePreferences, .chooseSyncFolder]) }
        if inputs.isOfferingNewMachineID { commands.insert(.preferences(.takeNewMachineID)) }
        // The alerts: the window from the screens that show the stopwatch, one at a time;
        // cleared (from the menu, or from outside) whatever the screen.
        if canChange, inputs.hasAlerts { commands.insert(.clearAlerts) }
        if canChange, onStopwatch, !inputs.isAlertsOpen { commands.insert(.showAlerts) }
        if inputs.isAlertsOpen { commands.insert(.closeAlerts) }
        // The goal's dialog as the Alerts window: from the screens that show the stopwatch.
        if canChange, onStopwatch, !inputs.isGoalDialogOpen { commands.insert(.goal(.open)) }
        if inputs.isGoalDialogOpen { commands.insert(.goal(.close)) }
        if inputs.hasReachedAlert { commands.insert(.dismissAlert) }
        if inputs.isAskingAboutAway, !inputs.isReadOnly { commands.formUnion(AwayCommand.allCases.map(AppCommand.away)) }
        if inputs.mode.isFullScreen { commands.insert(.leaveFullScreen) }
        // The compact window and full screen show the time, no other screen.
        if inputs.mode.isCompact || inputs.mode.isFullScreen { commands = commands.filter { !$0.leavesHome } }
        return commands
    }

    /// The list's commands: a new one below the limit; with two or more, switching, and
    /// renaming and removing the current one; the list as a screen in a narrow window (with one
    /// too, when it lists the other machines' stopwatches).
    private func stopwatchListCommands(_ inputs: Inputs) -> Set<AppCommand> {
        var commands: Set<AppCommand> = []
        if !inputs.isReadOnly, inputs.stopwatchCount < StopwatchCollection.maximumCount { commands.insert(.newStopwatch) }
        // The list's screen, with one stopwatch too when others run on other machines.
        if inputs.listPlacement == .screen, inputs.route == .home { commands.insert(.showStopwatches) }
        guard inputs.stopwatchCount > 1 else { return commands }
        commands.formUnion([.nextStopwatch, .previousStopwatch])
        if !inputs.isReadOnly { commands.formUnion([.renameStopwatch, .removeStopwatch, .moveStopwatchUp, .moveStopwatchDown]) }
        if inputs.isRenaming { commands.insert(.cancelRename) }
        return commands
    }

    /// Whether a key in the window reaches `command` on `route`: the stopwatch's commands
    /// only on the screens that show it, so Space on History starts nothing unseen and
    /// Delete on a past session deletes the session, not the stopwatch.
    public func keyReaches(_ command: AppCommand, on route: Route) -> Bool {
        if case .list(.switchTo) = command { return route.showsStopwatch || route == .stopwatches }
        return !command.isStopwatchCommand || route.showsStopwatch
    }

    /// Whether a past session can be opened: from the History screen.
    public func canOpenSessions(_ inputs: Inputs) -> Bool {
        inputs.route == .history && !inputs.mode.isCompact && !inputs.mode.isFullScreen
    }
}
