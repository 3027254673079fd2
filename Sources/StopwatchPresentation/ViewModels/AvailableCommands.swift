import StopwatchCore

/// Which commands apply now, remembered for the inputs they were worked out from: a lap
/// changes them only at the first lap and at the third, so most laps reuse them.
///
/// A part of ``AppViewModel``; the rules are ``CommandAvailabilityMapper``'s.
@MainActor
final class AvailableCommands {
    private let mapper = CommandAvailabilityMapper()
    private var remembered: (inputs: CommandAvailabilityMapper.Inputs, commands: Set<AppCommand>)?

    /// The commands without arguments that apply on `route` with `stopwatch` as it is, a
    /// notice shown or not, and the past `session` read for that screen; and whether a past
    /// session can be opened.
    func update(
        route: Route, stopwatch: StopwatchState, hasNotice: Bool, session: Session?, isReadOnly: Bool,
        list: (count: Int, isRenaming: Bool, placement: StopwatchListPlacement),
        mending: (isAdjustingTime: Bool, isEditingNote: Bool) = (false, false)
    ) -> (commands: Set<AppCommand>, canOpenSessions: Bool) {
        var sessionLapCount: Int?
        if case .session = route { sessionLapCount = session?.laps.count }
        // Availability tells no lap count apart beyond the Laps screen's minimum.
        let inputs = CommandAvailabilityMapper.Inputs(
            route: route, status: stopwatch.status, lapCount: min(stopwatch.laps.count, Route.minimumLapsForLapsScreen),
            canUndo: hasNotice, hasNotice: hasNotice, sessionLapCount: sessionLapCount, isReadOnly: isReadOnly,
            stopwatchCount: list.count, isRenaming: list.isRenaming, listPlacement: list.placement,
            isAdjustingTime: mending.isAdjustingTime, isEditingNote: mending.isEditingNote
        )
        return (commands(for: inputs), mapper.canOpenSessions(inputs))
    }

    private func commands(for inputs: CommandAvailabilityMapper.Inputs) -> Set<AppCommand> {
        if let remembered, remembered.inputs == inputs { return remembered.commands }
        let commands = mapper.available(inputs)
        remembered = (inputs, commands)
        return commands
    }

    /// Whether a key in the window reaches `command` on `route`.
    func keyReaches(_ command: AppCommand, on route: Route) -> Bool {
        mapper.keyReaches(command, on: route)
    }
}
