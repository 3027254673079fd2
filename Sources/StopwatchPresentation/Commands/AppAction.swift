import StopwatchCore

/// One application action, `app.NAME`: what a frontend registers so that the same command
/// works from a button, a key, a menu, the shortcuts window, or from outside over D-Bus
/// (`gapplication action io.github.swiftgtk.Stopwatch lap`).
///
/// The table of every action, ``all``, is made in one place from the command families: a
/// frontend registers them all in one loop, with the type of each one's parameter, and
/// writes none by hand.
public struct AppAction: Sendable {
    /// The type of the action's parameter.
    public enum Parameter: Hashable, Sendable {
        case none
        case int64
        case int32
        case uint32
        case string
        case uint32AndString

        /// Its D-Bus (GVariant) signature; `nil` for none.
        public var signature: String? {
            switch self {
            case .none: nil
            case .int64: "x"
            case .int32: "i"
            case .uint32: "u"
            case .string: "s"
            case .uint32AndString: "(us)"
            }
        }
    }

    public let name: String
    public let parameter: Parameter
    /// A command it sends: whether it applies now is whether this one does
    /// (``AppViewState/allows(_:)``), and a switch is on as this one is
    /// (``AppViewState/isOn(_:)``).
    public let sample: AppCommand
    /// Whether it is a switch, on or off (a menu shows it with a check mark).
    public let isSwitch: Bool
    /// Its keys, each with the argument it activates the action with.
    public let keys: [(argument: ActionArgument, keys: [Key])]
    private let make: @Sendable (ActionArgument) -> AppCommand?

    /// The command an activation with `argument` sends; `nil` for an argument of another type.
    public func command(for argument: ActionArgument) -> AppCommand? {
        make(argument)
    }

    /// An action without a parameter, sending `command`.
    init(_ command: AppCommand, isSwitch: Bool = false) {
        name = command.name
        parameter = .none
        sample = command
        self.isSwitch = isSwitch
        keys = [(.none, KeyBindings.keys(for: command))]
        make = { argument in argument == .none ? command : nil }
    }

    /// An action taking a parameter of type `parameter`; `sample` names it and stands for it.
    init(
        _ sample: AppCommand, _ parameter: Parameter, keys: [(argument: ActionArgument, keys: [Key])] = [],
        make: @escaping @Sendable (ActionArgument) -> AppCommand?
    ) {
        name = sample.name
        self.parameter = parameter
        self.sample = sample
        isSwitch = false
        self.keys = keys
        self.make = make
    }

    /// Every action, each command family in turn. Five commands are no actions: the Adjust
    /// Time and Mend Session dialogs' values, a Preferences choice and the Alerts window's two
    /// sets of fields are the windows' own, sent in-process.
    public static let all: [AppAction] =
        StopwatchCommand.allCases.map { AppAction(.stopwatch($0)) }
        + StopwatchCommand.allCases.map { command in
            AppAction(.targeted(command, ""), .string) { argument in
                guard case .string(let target) = argument else { return nil }
                return .targeted(command, target)
            }
        }
        + NoticeCommand.allCases.map { AppAction(.notice($0)) }
        + ScreenCommand.allCases.map { AppAction(.screen($0)) }
        + [
            AppAction(.openSession(SessionID(rawValue: 0)), .int64) { argument in
                guard case .int64(let id) = argument else { return nil }
                return .openSession(SessionID(rawValue: id))
            },
            AppAction(.session(.delete)),
            AppAction(.session(.mend)),
            AppAction(.session(.mendListed(machine: nil, id: SessionID(rawValue: 1))), .string) { argument in
                guard case .string(let text) = argument else { return nil }
                return SessionCommand.mendListed(argument: text).map { .session($0) }
            },
            AppAction(.session(.add)),
            AppAction(.session(.cancelMend)),
            AppAction(.session(.trimMet)),
            AppAction(.session(.joinNext)),
            AppAction(.history(.nextFilter)),
            AppAction(.history(.filter(.everything)), .string) { argument in
                guard case .string(let text) = argument else { return nil }
                return HistoryFilter(argument: text).map { .history(.filter($0)) }
            },
        ]
        + SharingCommand.allCases.map { AppAction(.sharing($0)) }
        + TotalsScreenCommand.allCases.map { AppAction(.totals($0)) }
        + [
            AppAction(.totals(.machine(.all)), .string) { argument in
                guard case .string(let text) = argument else { return nil }
                return TotalsScreenCommand.machineChoice(text).map { .totals(.machine($0)) }
            }
        ]
        + [StopwatchListCommand.new, .rename, .cancelRename, .remove, .next, .previous, .moveUp, .moveDown, .show].map {
            AppAction(.list($0))
        }
        + [
            AppAction(.nameStopwatch(""), .string) { argument in
                guard case .string(let name) = argument else { return nil }
                return .nameStopwatch(name)
            },
            AppAction(.selectStopwatch(.first), .int64) { argument in
                guard case .int64(let id) = argument, let id = Int(exactly: id) else { return nil }
                return .selectStopwatch(StopwatchID(rawValue: id))
            },
            // Alt+1…9 activate it with their position.
            AppAction(
                .switchToStopwatch(KeyBindings.numberedPositions.lowerBound), .int32,
                keys: KeyBindings.numberedPositions.map { (.int32(Int32($0)), KeyBindings.keys(for: .switchToStopwatch($0))) }
            ) { argument in
                guard case .int32(let position) = argument else { return nil }
                return .switchToStopwatch(Int(position))
            },
        ]
        + [MendCommand.openTimeAdjustment, .askWhen, .cancelTimeAdjustment, .cancelNote].map { AppAction(.mend($0)) }
        + [
            // `adjust-time -300000`, `remove-lap "uint32 3"`, `note-lap "(uint32 3, 'the hill')"`.
            AppAction(.adjustTime(milliseconds: 0), .int64) { argument in
                guard case .int64(let milliseconds) = argument else { return nil }
                return .adjustTime(milliseconds: milliseconds)
            },
            // `pause-earlier 600000`: paused as of ten minutes ago.
            AppAction(.pauseEarlier(milliseconds: 0), .int64) { argument in
                guard case .int64(let milliseconds) = argument else { return nil }
                return .pauseEarlier(milliseconds: milliseconds)
            },
            AppAction(.removeLap(1), .uint32) { argument in
                guard case .uint32(let number) = argument else { return nil }
                return .removeLap(Int(number))
            },
            AppAction(.editLapNote(1), .uint32) { argument in
                guard case .uint32(let number) = argument else { return nil }
                return .editLapNote(Int(number))
            },
            AppAction(.noteLap(1, ""), .uint32AndString) { argument in
                guard case .uint32AndString(let number, let text) = argument else { return nil }
                return .noteLap(Int(number), text)
            },
        ]
        + [
            AppAction(.showPreferences), AppAction(.closePreferences), AppAction(.showInPanel, isSwitch: true),
            AppAction(.chooseSyncFolder),
            // `forget-machine 'ID'`: the action is named by any machine's command.
            AppAction(.preferences(.forgetMachine(MachineID(String(repeating: "0", count: MachineID.digitCount))!)), .string) { argument in
                guard case .string(let text) = argument, let machine = MachineID(text) else { return nil }
                return .preferences(.forgetMachine(machine))
            },
            AppAction(.preferences(.takeNewMachineID)),
        ]
        + [
            AppAction(.toggleCompact, isSwitch: true), AppAction(.toggleFullScreen, isSwitch: true), AppAction(.leaveFullScreen),
        ]
        + [AlertCommand.open, .close, .clearAll].map { AppAction(.alerts($0)) } + [AppAction(.dismissAlert)]
        + [GoalCommand.open, .close].map { AppAction(.goal($0)) }
        + AwayCommand.allCases.map { AppAction(.away($0)) }
        + [
            // `alert-at 1500000`, `remove-alert 1500000`, `alert-every 600000` (0: none).
            AppAction(.alertAt(milliseconds: 0), .int64) { argument in
                guard case .int64(let milliseconds) = argument else { return nil }
                return .alertAt(milliseconds: milliseconds)
            },
            AppAction(.removeAlert(milliseconds: 0), .int64) { argument in
                guard case .int64(let milliseconds) = argument else { return nil }
                return .removeAlert(milliseconds: milliseconds)
            },
            AppAction(.alertEvery(milliseconds: 0), .int64) { argument in
                guard case .int64(let milliseconds) = argument else { return nil }
                return .alertEvery(milliseconds: milliseconds)
            },
            // `goal-per-day 3600000`, `goal-per-week 36000000` (0: none).
            AppAction(.goalPerDay(milliseconds: 0), .int64) { argument in
                guard case .int64(let milliseconds) = argument else { return nil }
                return .goalPerDay(milliseconds: milliseconds)
            },
            AppAction(.goalPerWeek(milliseconds: 0), .int64) { argument in
                guard case .int64(let milliseconds) = argument else { return nil }
                return .goalPerWeek(milliseconds: milliseconds)
            },
        ]
        + [AppAction(.sayTime), AppAction(.quit)]

    /// The commands of the actions without a parameter, in the table's order.
    public static var withoutParameters: [AppCommand] {
        all.filter { $0.parameter == .none }.map(\.sample)
    }
}
