import StopwatchCore

/// Which commands apply now (``AvailableCommands``): those without an argument as a set, and
/// what decides the others.
public struct CommandAvailability: Equatable, Sendable {
    /// The commands without arguments that apply now.
    public var commands: Set<AppCommand>
    /// Whether a past session can be opened now.
    public var canOpenSessions: Bool
    /// How many stopwatches there are.
    public var stopwatchCount: Int

    public init(commands: Set<AppCommand> = [], canOpenSessions: Bool = false, stopwatchCount: Int = 1) {
        self.commands = commands
        self.canOpenSessions = canOpenSessions
        self.stopwatchCount = stopwatchCount
    }

    /// Whether `command` applies now.
    public func allows(_ command: AppCommand) -> Bool {
        switch command {
        // One machine or all, whichever the screen offers: it refuses one it does not know.
        case .totals(.machine): commands.contains(.totals(.machine(.all)))
        case .stopwatch, .notice, .screen, .sharing, .totals, .dismissAlert, .away, .sayTime, .quit: commands.contains(command)
        // Which sessions are listed: whatever is shown, even in a read-only window.
        case .history(.filter): true
        case .history(.nextFilter): commands.contains(command)
        // Targeted from outside: whatever the screen, unless the stopwatches are another's.
        case .targeted: commands.contains(.toggle)
        case .session(let session):
            switch session {
            case .open: canOpenSessions
            case .delete, .mend, .add, .cancelMend: commands.contains(command)
            case .applyMend, .trimMet, .joinNext: commands.contains(.session(.cancelMend))
            // A listed session is mended where one is added: on History, no dialog open.
            case .mendListed: commands.contains(.session(.add))
            }
        case .list(let list):
            switch list {
            case .select: stopwatchCount > 1
            case .switchTo(let position): stopwatchCount > 1 && position >= 1 && position <= stopwatchCount
            case .name: commands.contains(.cancelRename)
            case .new, .rename, .cancelRename, .remove, .next, .previous, .moveUp, .moveDown, .show: commands.contains(command)
            }
        case .mend(let mend):
            switch mend {
            case .applyTimeAdjustment: commands.contains(.cancelTimeAdjustment)
            // A lap number out of range is refused with its reason, not here.
            case .adjustTime, .pauseEarlier, .removeLap, .editNote, .noteLap: commands.contains(.toggle)
            case .openTimeAdjustment, .askWhen, .cancelTimeAdjustment, .cancelNote: commands.contains(command)
            }
        case .preferences(let preferences):
            switch preferences {
            // A choice is the user's whatever the screen, and whoever owns the stopwatches.
            case .choose: true
            case .show, .close, .toggleShowInPanel, .chooseSyncFolder: commands.contains(command)
            // Whatever the screen, as a choice; one the history does not count is refused there.
            case .forgetMachine: true
            // Only while Preferences offers it: another installation writes as this one.
            case .takeNewMachineID: commands.contains(command)
            }
        case .mode: commands.contains(command)
        case .alerts(let alerts):
            switch alerts {
            case .addTime, .setInterval: commands.contains(.closeAlerts)
            // Set from outside on the current stopwatch, whatever the screen, unless the
            // stopwatches are another's.
            case .alertAt, .removeTime, .alertEvery: commands.contains(.toggle)
            case .open, .close, .clearAll: commands.contains(command)
            }
        case .goal(let goal):
            switch goal {
            case .apply: commands.contains(.goal(.close))
            case .open, .close: commands.contains(command)
            // Set from outside on the current stopwatch, as its alerts are.
            case .perDay, .perWeek: commands.contains(.toggle)
            }
        }
    }
}
