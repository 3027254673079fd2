import StopwatchCore

/// Which commands apply in a state on a screen; the others are disabled, so the buttons and
/// menu items bound to them grey out.
public struct CommandAvailabilityMapper: Sendable {
    public init() {}

    /// The commands that apply with Home's view state `home` while `route` is shown.
    public func enabledCommands(home: HomeViewState, route: Route) -> Set<StopwatchCommand> {
        var commands: Set<StopwatchCommand> = [.toggle]
        if home.status == .running { commands.insert(.lap) }
        if home.status == .paused { commands.insert(.reset) }
        if route == .home, home.canShowAllLaps { commands.insert(.showLaps) }
        if route == .laps { commands.insert(.back) }
        if home.lapCount > 0 { commands.formUnion([.copyLaps, .exportLaps]) }
        return commands
    }
}
