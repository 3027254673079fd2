import StopwatchCore

/// Which commands apply now, remembered for the inputs they were worked out from: a lap
/// changes them only at the first lap and at the third, so most laps reuse them.
///
/// A part of ``AppViewModel``, given at wiring how to read what the other parts say
/// (``Facts``, read when asked: nothing is copied on every change); the rules are
/// ``CommandAvailabilityMapper``'s. It follows the current stopwatch itself, and tells
/// ``changes`` when what applies may have changed with it: its status, or its laps passing a
/// count that decides something (the first, the third). Most laps tell nothing.
@MainActor
final class AvailableCommands {
    let changes = ObserverList<Void>()
    /// What the other parts say, as they say it.
    struct Facts {
        var route: Route
        var stopwatch: StopwatchState
        var hasNotice: Bool
        /// The past session read for its screen, if any.
        var session: Session?
        var list: (count: Int, isRenaming: Bool, placement: StopwatchListPlacement)
        var mending: MendingViewState
        var isPreferencesOpen: Bool
        var mode: WindowModeViewState
        var isAlertsOpen: Bool
        var hasReachedAlert: Bool
        var hasAlerts: Bool
        var hasTotals: Bool
    }

    private let mapper = CommandAvailabilityMapper()
    /// Another process owns the stopwatches, for the whole run: they can be watched, not changed.
    private let isReadOnly: Bool
    private var remembered: (inputs: CommandAvailabilityMapper.Inputs, availability: CommandAvailability)?

    private let store: StopwatchStore
    private let facts: @MainActor () -> Facts
    /// What of the current stopwatch decides what applies, as last seen.
    private var stopwatchFacts: (status: StopwatchStatus, laps: Int)
    private let subscriptions = Subscriptions()

    /// `facts`: what the other parts say now.
    init(isReadOnly: Bool, store: StopwatchStore, facts: @escaping @MainActor () -> Facts) {
        self.isReadOnly = isReadOnly
        self.store = store
        self.facts = facts
        stopwatchFacts = Self.facts(of: store.state)
        subscriptions.keep(store.addObserver { [weak self] state in self?.stopwatchDidChange(state) }, removedBy: store.removeObserver)
    }

    private func stopwatchDidChange(_ state: StopwatchState) {
        let facts = Self.facts(of: state)
        guard facts != stopwatchFacts else { return }
        stopwatchFacts = facts
        changes.notify(())
    }

    /// What of `state` decides what applies: its status, and its laps as the rules tell them apart.
    private static func facts(of state: StopwatchState) -> (status: StopwatchStatus, laps: Int) {
        (state.status, CommandAvailabilityMapper.lapCountClass(state.laps.count))
    }

    /// What applies now.
    var current: CommandAvailability { availability(with: facts()) }

    /// What applies with `facts` as they are.
    func availability(with facts: Facts) -> CommandAvailability {
        var sessionLapCount: Int?
        if case .session = facts.route { sessionLapCount = facts.session?.laps.count }
        let inputs = CommandAvailabilityMapper.Inputs(
            route: facts.route, status: facts.stopwatch.status,
            lapCount: CommandAvailabilityMapper.lapCountClass(facts.stopwatch.laps.count), canUndo: facts.hasNotice,
            hasNotice: facts.hasNotice, sessionLapCount: sessionLapCount, isReadOnly: isReadOnly,
            stopwatchCount: facts.list.count, isRenaming: facts.list.isRenaming, listPlacement: facts.list.placement,
            isAdjustingTime: facts.mending.timeAdjustment != nil, isEditingNote: facts.mending.noteEditor != nil,
            isPreferencesOpen: facts.isPreferencesOpen, mode: facts.mode, isAlertsOpen: facts.isAlertsOpen,
            hasReachedAlert: facts.hasReachedAlert, hasAlerts: facts.hasAlerts, hasTotals: facts.hasTotals
        )
        if let remembered, remembered.inputs == inputs { return remembered.availability }
        let availability = CommandAvailability(
            commands: mapper.available(inputs), canOpenSessions: mapper.canOpenSessions(inputs), stopwatchCount: facts.list.count)
        remembered = (inputs, availability)
        return availability
    }

    /// Whether a key in the window reaches `command` on `route`.
    func keyReaches(_ command: AppCommand, on route: Route) -> Bool {
        mapper.keyReaches(command, on: route)
    }
}
