import StopwatchCore

/// Which commands apply in a state on a screen; the others are disabled, so the buttons and
/// menu items bound to them grey out.
public struct CommandAvailabilityMapper: Sendable {
    public init() {}

    public func enabledCommands(status: StopwatchStatus, lapCount: Int, route: Route) -> Set<StopwatchCommand> {
        var commands: Set<StopwatchCommand> = [.toggle]
        if status == .running { commands.insert(.lap) }
        if status == .paused { commands.insert(.reset) }
        if route == .home, lapCount >= Route.minimumLapsForLapsScreen { commands.insert(.showLaps) }
        if route == .laps { commands.insert(.back) }
        return commands
    }
}
