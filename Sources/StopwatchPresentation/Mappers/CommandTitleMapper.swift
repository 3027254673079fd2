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
        case .stopwatch(let command), .targeted(let command, _): title(for: command)
        case .notice(.undo): localizer.translate("Undo")
        case .notice(.dismiss): localizer.translate("Close")
        case .screen(let command): title(for: command)
        case .session(.open): localizer.translate("Open Session")
        case .session(.delete): localizer.translate("Delete Session")
        // TRANSLATORS: open the dialog that mends the past session shown (its times, stopwatch, note, a split).
        case .session(.mend), .session(.mendListed): localizer.translate("Mend Session…")
        // TRANSLATORS: open the dialog that adds a session not timed, by hand.
        case .session(.add): localizer.translate("Add Session…")
        case .session(.applyMend): localizer.translate("Mend Session")
        case .session(.cancelMend): localizer.translate("Cancel Mending")
        // TRANSLATORS: shorten the session a mend would have met, as the Mend Session dialog offers.
        case .session(.trimMet): localizer.translate("Trim the Session Met")
        // TRANSLATORS: join the session being mended and the next session of its stopwatch.
        case .session(.joinNext): localizer.translate("Join the Next Session")
        // TRANSLATORS: History's menu of which sessions it lists (a stopwatch's, a computer's, or all).
        case .history(.filter): localizer.translate("Show")
        // TRANSLATORS: a key's use on History: list the next stopwatch's or computer's sessions.
        case .history(.nextFilter): localizer.translate("Show Next")
        case .sharing(.copy): localizer.translate("Copy Laps")
        case .sharing(.export): localizer.translate("Export Laps…")
        case .totals(.by(.day)): localizer.translate("Days")
        case .totals(.by(.week)): localizer.translate("Weeks")
        case .totals(.by(.month)): localizer.translate("Months")
        case .totals(.export): localizer.translate("Export Totals…")
        // TRANSLATORS: the Totals screen's choice of whose time it counts: every computer's of the sync folder, or one's.
        case .totals(.machine): localizer.translate("Computer")
        case .list(let command): title(for: command)
        case .mend(let command): title(for: command)
        case .preferences(.show), .preferences(.choose): localizer.translate("Preferences")
        case .preferences(.close): localizer.translate("Close")
        case .preferences(.toggleShowInPanel): localizer.translate("Show in Panel")
        case .preferences(.chooseSyncFolder): localizer.translate("Choose Sync Folder…")
        // TRANSLATORS: a button beside another computer of the sync folder: its time leaves the totals (undoable).
        case .preferences(.forgetMachine): localizer.translate("_Forget")
        // TRANSLATORS: Preferences' button when another installation writes to the sync folder as this computer.
        case .preferences(.takeNewMachineID): localizer.translate("Use a _New Id")
        case .mode(.toggleCompact): localizer.translate("Compact Window")
        case .mode(.toggleFullScreen), .mode(.leaveFullScreen): localizer.translate("Full Screen")
        case .alerts(let command): title(for: command)
        // TRANSLATORS: the menu's item that opens the current stopwatch's goal: a time to reach each day or week.
        case .goal(.open), .goal(.apply): localizer.translate("Goal…")
        // TRANSLATORS: a stopwatch's goal: a time to reach each day or week.
        case .goal: localizer.translate("Goal")
        case .dismissAlert: localizer.translate("Dismiss")
        case .away(.keep): localizer.translate("Keep")
        // TRANSLATORS: takes the time away from the stopwatches that ran while the person was away; the underscore marks its access key.
        case .away(.takeAway): localizer.translate("_Take Away")
        case .sayTime: localizer.translate("Say the Time")
        case .quit: localizer.translate("Quit")
        }
    }

    private func title(for command: StopwatchCommand) -> String {
        switch command {
        case .toggle: localizer.translate("Start, Pause or Resume")
        case .lap: localizer.translate("Lap")
        case .reset: localizer.translate("Reset")
        case .pause: localizer.translate("Pause")
        }
    }

    private func title(for command: ScreenCommand) -> String {
        switch command {
        case .showLaps: localizer.translate("Show All Laps")
        case .showHistory: localizer.translate("History")
        case .showTotals: localizer.translate("Totals")
        case .back: localizer.translate("Back")
        case .showShortcuts: localizer.translate("Keyboard Shortcuts")
        case .showAbout: localizer.translate("About Stopwatch")
        }
    }

    private func title(for command: StopwatchListCommand) -> String {
        switch command {
        case .new: localizer.translate("New Stopwatch")
        case .rename, .name: localizer.translate("Rename Stopwatch")
        case .cancelRename: localizer.translate("Cancel")
        case .remove: localizer.translate("Remove Stopwatch")
        case .select: localizer.translate("Show Stopwatch")
        // TRANSLATORS: the shortcut Alt + 1…9: the first nine stopwatches of the list.
        case .switchTo: localizer.translate("Switch to Stopwatch 1 to 9")
        case .next: localizer.translate("Next Stopwatch")
        case .previous: localizer.translate("Previous Stopwatch")
        case .moveUp: localizer.translate("Move Stopwatch Up")
        case .moveDown: localizer.translate("Move Stopwatch Down")
        case .show: localizer.translate("Stopwatches")
        }
    }

    private func title(for command: AlertCommand) -> String {
        switch command {
        case .open, .addTime, .setInterval, .alertAt, .alertEvery: localizer.translate("Alerts…")
        case .close: localizer.translate("Close")
        case .removeTime: localizer.translate("Remove Alert")
        case .clearAll: localizer.translate("Clear Alerts")
        }
    }

    private func title(for command: MendCommand) -> String {
        switch command {
        case .openTimeAdjustment, .applyTimeAdjustment, .adjustTime: localizer.translate("Adjust Time…")
        // TRANSLATORS: Shift+Space: the dialog that starts the stopwatch, or pauses it, as of a moment ago.
        case .askWhen: localizer.translate("Started or Paused Earlier…")
        case .pauseEarlier: localizer.translate("Pause Earlier")
        case .cancelTimeAdjustment, .cancelNote: localizer.translate("Cancel")
        case .removeLap: localizer.translate("Remove Lap")
        case .editNote, .noteLap: localizer.translate("Edit Note")
        }
    }
}
