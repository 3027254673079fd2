import StopwatchCore

/// Which commands apply now, worked out again only when what decides it changed.
///
/// A part of ``AppViewModel``, given the store and the parts whose state decides something
/// (their role ``AvailabilityTelling``); the rules are ``CommandAvailabilityMapper``'s. It
/// follows the current stopwatch itself: its status, and its laps passing a count that
/// decides something (the first, the third), so most laps change nothing here. ``changes``
/// tells when ``current`` changed.
@MainActor
final class AvailableCommands {
    /// Told when ``current`` changed.
    let changes = ObserverList<Void>()
    /// What applies now.
    private(set) var current: CommandAvailability

    private let mapper = CommandAvailabilityMapper()
    /// Another process owns the stopwatches, for the whole run: they can be watched, not changed.
    private let isReadOnly: Bool
    private let store: StopwatchStore
    private let tellers: [any AvailabilityTelling]
    /// What decided ``current``.
    private var inputs: CommandAvailabilityMapper.Inputs
    private let subscriptions = Subscriptions()

    init(isReadOnly: Bool, store: StopwatchStore, tellers: [any AvailabilityTelling]) {
        self.isReadOnly = isReadOnly
        self.store = store
        self.tellers = tellers
        let inputs = Self.inputs(isReadOnly: isReadOnly, stopwatch: store.state, tellers: tellers)
        self.inputs = inputs
        current = Self.availability(inputs, mapper: mapper)
        subscriptions.keep(store.addObserver { [weak self] state in self?.stopwatchDidChange(state) }, removedBy: store.removeObserver)
        for teller in tellers {
            let changes = teller.availabilityChanges
            subscriptions.keep(changes.add { [weak self] in self?.refresh() }, removedBy: changes.remove)
        }
    }

    /// Whether a key in the window reaches `command` on `route`.
    func keyReaches(_ command: AppCommand, on route: Route) -> Bool {
        mapper.keyReaches(command, on: route)
    }

    private func stopwatchDidChange(_ state: StopwatchState) {
        guard state.status != inputs.status || CommandAvailabilityMapper.lapCountClass(state.laps.count) != inputs.lapCount
        else { return }
        refresh()
    }

    /// Reads what decides anew, from every part: one that changed may change what another's
    /// facts mean (the session's laps count only on its screen).
    private func refresh() {
        let inputs = Self.inputs(isReadOnly: isReadOnly, stopwatch: store.state, tellers: tellers)
        guard inputs != self.inputs else { return }
        self.inputs = inputs
        let availability = Self.availability(inputs, mapper: mapper)
        guard availability != current else { return }
        current = availability
        changes.notify(())
    }

    private static func inputs(
        isReadOnly: Bool, stopwatch: StopwatchState, tellers: [any AvailabilityTelling]
    ) -> CommandAvailabilityMapper.Inputs {
        var inputs = CommandAvailabilityMapper.Inputs(
            route: .home, status: stopwatch.status, lapCount: CommandAvailabilityMapper.lapCountClass(stopwatch.laps.count),
            isReadOnly: isReadOnly)
        for teller in tellers { teller.tell(&inputs) }
        if case .session = inputs.route {} else { inputs.sessionLapCount = nil }
        return inputs
    }

    private static func availability(
        _ inputs: CommandAvailabilityMapper.Inputs, mapper: CommandAvailabilityMapper
    ) -> CommandAvailability {
        CommandAvailability(
            commands: mapper.available(inputs), canOpenSessions: mapper.canOpenSessions(inputs),
            stopwatchCount: inputs.stopwatchCount)
    }
}

extension AvailableCommands: SlicePublishing {
    func publish(into state: inout AppViewState) {
        state.commands = current
    }
}
