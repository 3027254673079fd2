/// What menus, the shortcuts window and help call each command.
@MainActor
public struct CommandTitleMapper: Sendable {
    private let localizer: Localizer

    public init(localizer: Localizer = SourceLocalizer()) {
        self.localizer = localizer
    }

    /// The command as a menu item or a line of the shortcuts window.
    public func title(for command: AppCommand) -> String {
        switch command {
        case .toggle: localizer.translate("Start, Pause or Resume")
        case .lap: localizer.translate("Lap")
        case .reset: localizer.translate("Reset")
        case .undo: localizer.translate("Undo")
        case .dismissNotice: localizer.translate("Close")
        case .sayTime: localizer.translate("Say the Time")
        case .showLaps: localizer.translate("Show All Laps")
        case .showHistory: localizer.translate("History")
        case .openSession: localizer.translate("Open Session")
        case .back: localizer.translate("Back")
        case .copyLaps: localizer.translate("Copy Laps")
        case .exportLaps: localizer.translate("Export Laps…")
        case .deleteSession: localizer.translate("Delete Session")
        case .showShortcuts: localizer.translate("Keyboard Shortcuts")
        case .showAbout: localizer.translate("About Stopwatch")
        case .showInPanel: localizer.translate("Show in Panel")
        case .quit: localizer.translate("Quit")
        case .newStopwatch: localizer.translate("New Stopwatch")
        case .renameStopwatch, .nameStopwatch: localizer.translate("Rename Stopwatch")
        case .cancelRename: localizer.translate("Cancel")
        case .removeStopwatch: localizer.translate("Remove Stopwatch")
        case .selectStopwatch: localizer.translate("Show Stopwatch")
        // TRANSLATORS: the shortcut Alt + 1…9: the first nine stopwatches of the list.
        case .switchToStopwatch: localizer.translate("Switch to Stopwatch 1 to 9")
        case .nextStopwatch: localizer.translate("Next Stopwatch")
        case .previousStopwatch: localizer.translate("Previous Stopwatch")
        case .moveStopwatchUp: localizer.translate("Move Stopwatch Up")
        case .moveStopwatchDown: localizer.translate("Move Stopwatch Down")
        case .showStopwatches: localizer.translate("Stopwatches")
        case .toggleStopwatch: localizer.translate("Start, Pause or Resume")
        case .lapStopwatch: localizer.translate("Lap")
        case .resetStopwatch: localizer.translate("Reset")
        case .openTimeAdjustment, .applyTimeAdjustment, .adjustTime: localizer.translate("Adjust Time…")
        case .cancelTimeAdjustment, .cancelLapNote: localizer.translate("Cancel")
        case .removeLap: localizer.translate("Remove Lap")
        case .editLapNote, .noteLap: localizer.translate("Edit Note")
        case .showPreferences, .choosePreference: localizer.translate("Preferences")
        case .closePreferences: localizer.translate("Close")
        case .toggleCompact: localizer.translate("Compact Window")
        case .toggleFullScreen, .leaveFullScreen: localizer.translate("Full Screen")
        }
    }
}
