import StopwatchCore
import StopwatchPresentation
import Testing

/// The table of application actions, made from the command families: every command is an
/// action of its name, or one of the two a window sends in-process; each action takes the
/// argument of its type and makes its command back.
@MainActor @Suite struct AppActionTests {
    /// One command of every case of every family.
    static let everyCommand: [AppCommand] =
        StopwatchCommand.allCases.map { .stopwatch($0) } + StopwatchCommand.allCases.map { .targeted($0, "Tea") }
        + NoticeCommand.allCases.map { .notice($0) } + ScreenCommand.allCases.map { .screen($0) }
        + [.session(.open(SessionID(rawValue: 7))), .session(.delete)] + SharingCommand.allCases.map { .sharing($0) }
        + (TotalsScreenCommand.allCases + [
            .machine(.all), .machine(.this), .machine(.other(MachineID(String(repeating: "ab", count: 16))!)),
        ])
        .map { .totals($0) }
        + [
            StopwatchListCommand.new, .rename, .name("Tea"), .cancelRename, .remove, .select(StopwatchID(rawValue: 2)),
            .switchTo(3), .next, .previous, .moveUp, .moveDown, .show,
        ].map { .list($0) }
        + [
            MendCommand.openTimeAdjustment, .applyTimeAdjustment(TimeAdjustmentInput(minutes: 5)), .cancelTimeAdjustment,
            .adjustTime(milliseconds: -300_000), .removeLap(3), .editNote(3), .noteLap(3, "the hill"), .cancelNote,
        ].map { .mend($0) }
        + [
            PreferencesCommand.show, .close, .choose(.precision(.tenths)), .toggleShowInPanel, .chooseSyncFolder,
            .forgetMachine(MachineID(String(repeating: "cd", count: 16))!),
        ].map { .preferences($0) }
        + WindowModeCommand.allCases.map { .mode($0) }
        + [
            AlertCommand.open, .close, .addTime(AlertTimeInput(minutes: 25)), .setInterval(AlertTimeInput(minutes: 10)),
            .alertAt(milliseconds: 1_500_000), .removeTime(milliseconds: 1_500_000), .alertEvery(milliseconds: 0), .clearAll,
        ].map { .alerts($0) } + [.dismissAlert, .sayTime, .quit]

    /// The commands a window sends in-process, with values no action could carry.
    static let windowsOnly: Set<String> = [
        "apply-time-adjustment", "choose-preference", "add-alert-time", "set-alert-interval",
    ]

    @Test func everyCommandIsAnActionOfItsNameButTheWindowsOwn() {
        let names = Set(AppAction.all.map(\.name))
        for command in Self.everyCommand where !Self.windowsOnly.contains(command.name) {
            #expect(names.contains(command.name), "\(command.name) has no action")
        }
        #expect(names.isDisjoint(with: Self.windowsOnly))
        #expect(names.count == AppAction.all.count, "a name twice")
    }

    @Test func eachActionMakesItsCommandBackFromItsArgument() {
        for command in Self.everyCommand where !Self.windowsOnly.contains(command.name) {
            let action = AppAction.all.first { $0.name == command.name }
            #expect(action?.command(for: command.actionArgument) == command, "\(command.name)")
            #expect(action?.parameter == command.actionArgument.parameter, "\(command.name)")
        }
    }

    @Test func anArgumentOfAnotherTypeMakesNoCommand() {
        let adjust = AppAction.all.first { $0.name == "adjust-time" }
        #expect(adjust?.command(for: .string("soon")) == nil)
        #expect(adjust?.command(for: .none) == nil)
        #expect(AppAction.all.first { $0.name == "lap" }?.command(for: .int64(1)) == nil)
        #expect(AppAction.all.first { $0.name == "alert-at" }?.command(for: .none) == nil)
    }

    @Test func theSwitchesAreTheMenusCheckBoxes() {
        #expect(Set(AppAction.all.filter(\.isSwitch).map(\.name)) == ["show-in-panel", "compact", "fullscreen"])
    }
}
