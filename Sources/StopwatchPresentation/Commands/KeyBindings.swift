/// Which keys send which command (ARCHITECTURE.md, "Commands and keys"). One table for every frontend.
///
/// No key destroys data without a way back: Delete resets, and the reset can be undone;
/// BackSpace and R do nothing.
public enum KeyBindings {
    public struct Binding: Equatable, Sendable {
        public let command: AppCommand
        /// The keys, the first one being the one menus and help show.
        public let keys: [Key]
    }

    public static let all: [Binding] =
        [
            Binding(command: .toggle, keys: [.space]),
            Binding(command: .askWhen, keys: [.shiftSpace]),
            Binding(command: .lap, keys: [.enter, .keypadEnter, .character("l")]),
            Binding(command: .reset, keys: [.delete]),
            Binding(command: .deleteSession, keys: [.delete]),
            // E for edit: the past session shown.
            Binding(command: .session(.mend), keys: [.character("e")]),
            // A for add: a session not timed, on History.
            Binding(command: .session(.add), keys: [.character("a")]),
            Binding(command: .undo, keys: [.control("z")]),
            // While "You were away…" is asked: K keeps, T takes away (before T says the time).
            Binding(command: .away(.keep), keys: [.character("k")]),
            Binding(command: .away(.takeAway), keys: [.character("t")]),
            Binding(command: .sayTime, keys: [.character("t")]),
            Binding(command: .showLaps, keys: [.control("l")]),
            Binding(command: .showHistory, keys: [.control("h")]),
            // D for days.
            Binding(command: .showTotals, keys: [.control("d")]),
            Binding(command: .cancelRename, keys: [.escape]),
            Binding(command: .cancelTimeAdjustment, keys: [.escape]),
            Binding(command: .session(.cancelMend), keys: [.escape]),
            Binding(command: .goal(.close), keys: [.escape]),
            Binding(command: .closeAlerts, keys: [.escape]),
            Binding(command: .cancelLapNote, keys: [.escape]),
            Binding(command: .back, keys: [.escape, .altLeft]),
            Binding(command: .copyLaps, keys: [.control("c")]),
            Binding(command: .exportLaps, keys: [.control("e")]),
            Binding(command: .totals(.export), keys: [.control("e")]),
            Binding(command: .totals(.by(.day)), keys: [.character("d")]),
            Binding(command: .totals(.by(.week)), keys: [.character("w")]),
            Binding(command: .totals(.by(.month)), keys: [.character("m")]),
            // F for filter.
            Binding(command: .history(.nextFilter), keys: [.character("f")]),
            Binding(command: .showShortcuts, keys: [.control("?")]),
            Binding(command: .quit, keys: [.control("q")]),
            Binding(command: .newStopwatch, keys: [.control("n")]),
            Binding(command: .renameStopwatch, keys: [.f2]),
            Binding(command: .removeStopwatch, keys: [.control("w")]),
            Binding(command: .nextStopwatch, keys: [.controlPageDown, .tab]),
            Binding(command: .previousStopwatch, keys: [.controlPageUp, .shiftTab]),
            Binding(command: .moveStopwatchUp, keys: [.controlShiftPageUp]),
            Binding(command: .moveStopwatchDown, keys: [.controlShiftPageDown]),
            Binding(command: .openTimeAdjustment, keys: [.control("t")]),
            // B for the bell.
            Binding(command: .showAlerts, keys: [.control("b")]),
            Binding(command: .goal(.open), keys: [.control("g")]),
            Binding(command: .showPreferences, keys: [.control(",")]),
            Binding(command: .toggleCompact, keys: [.control("m")]),
            Binding(command: .toggleFullScreen, keys: [.f11]),
            Binding(command: .leaveFullScreen, keys: [.escape]),
            // After the others: Escape leaves what is open first, then closes an alert's banner.
            Binding(command: .dismissAlert, keys: [.escape]),
            Binding(command: .adjustTime(milliseconds: minuteNudge), keys: [.character("+")]),
            Binding(command: .adjustTime(milliseconds: -minuteNudge), keys: [.character("-")]),
        ]
        + numberedPositions.map { position in
            Binding(
                command: .switchToStopwatch(position), keys: [.alt(Character(String(position))), .character(Character(String(position)))])
        }

    /// The positions in the list of stopwatches that a key of their own makes current
    /// (Alt+1…9): only the first nine have a number.
    public static let numberedPositions = 1...9

    /// The keys on a focused row of Laps, each with the command it sends for that row's lap:
    /// Delete removes the lap (not the stopwatch's reset), F2 edits its note.
    public static let onLapRow: [(key: Key, command: @Sendable (Int) -> AppCommand)] = [
        (.delete, { .removeLap($0) }),
        (.f2, { .editLapNote($0) }),
    ]

    /// The command `key` sends on the row of lap `number` in Laps, if it sends one there.
    public static func lapRowCommand(for key: Key, lap number: Int) -> AppCommand? {
        onLapRow.first { $0.key == key }?.command(number)
    }

    /// The keys on a focused row of History: E mends its session, any machine's, without
    /// opening it (as E does on a session's own screen).
    public static let onHistoryRow: [Key] = [.character("e")]

    /// The command `key` sends on `row` of History, if it sends one there.
    public static func historyRowCommand(for key: Key, row: HistoryRow) -> AppCommand? {
        onHistoryRow.contains(key) ? row.mend : nil
    }

    /// What + adds to the time and − takes away: a minute (undoable, as every correction).
    public static let minuteNudge: Int64 = 60_000

    /// The keys of `command`; none for a command reached by button or menu only.
    public static func keys(for command: AppCommand) -> [Key] {
        if let binding = all.first(where: { $0.command == command }) { return binding.keys }
        return onLapRow.filter { $0.command(1).name == command.name }.map(\.key)
    }

    /// The commands `key` may send, in order: the first that applies is the one it sends
    /// (``AppViewModel/command(for:)``). Delete resets the stopwatch, or deletes the past
    /// session shown.
    public static func commands(for key: Key) -> [AppCommand] {
        all.filter { $0.keys.contains(key) }.map(\.command)
    }
}
