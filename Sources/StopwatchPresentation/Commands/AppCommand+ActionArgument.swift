extension AppCommand {
    /// The argument its application action is activated with (``AppAction``): the
    /// milliseconds of `adjust-time`, the lap of `remove-lap`, a target's name; `.none` for a
    /// command whose action takes none, and for the two that are no action.
    public var actionArgument: ActionArgument {
        switch self {
        case .targeted(_, let target): .string(target)
        case .session(let command):
            switch command {
            case .open(let id): .int64(id.rawValue)
            case .mendListed(let machine, let id): .string(SessionCommand.listedArgument(machine: machine, id: id))
            case .delete, .mend, .add, .applyMend, .cancelMend, .trimMet, .joinNext: .none
            }
        case .list(let command):
            switch command {
            case .name(let name): .string(name)
            case .select(let id): .int64(Int64(id.rawValue))
            case .switchTo(let position): .int32(Int32(clamping: position))
            case .new, .rename, .cancelRename, .remove, .next, .previous, .moveUp, .moveDown, .show: .none
            }
        case .mend(let command):
            switch command {
            case .adjustTime(let milliseconds), .pauseEarlier(let milliseconds): .int64(milliseconds)
            case .removeLap(let number), .editNote(let number): .uint32(UInt32(clamping: number))
            case .noteLap(let number, let text): .uint32AndString(UInt32(clamping: number), text)
            case .openTimeAdjustment, .askWhen, .applyTimeAdjustment, .cancelTimeAdjustment, .cancelNote: .none
            }
        case .alerts(let command):
            switch command {
            case .alertAt(let milliseconds), .removeTime(let milliseconds), .alertEvery(let milliseconds): .int64(milliseconds)
            case .open, .close, .addTime, .setInterval, .clearAll: .none
            }
        case .goal(.perDay(let milliseconds)), .goal(.perWeek(let milliseconds)): .int64(milliseconds)
        case .goal(.open), .goal(.apply), .goal(.close): .none
        case .totals(.machine(let choice)): .string(TotalsScreenCommand.argument(of: choice))
        case .history(.filter(let filter)): .string(filter.argument)
        case .history(.nextFilter): .none
        case .preferences(.forgetMachine(let machine)): .string(machine.text)
        case .stopwatch, .notice, .screen, .sharing, .totals, .preferences, .mode, .dismissAlert, .away, .sayTime, .quit: .none
        }
    }
}
