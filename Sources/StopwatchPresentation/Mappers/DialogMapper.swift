/// What the About and Keyboard Shortcuts windows show.
@MainActor
public struct DialogMapper: Sendable {
    private let localizer: Localizer
    private let titles: CommandTitleMapper
    private let keyLabels: KeyLabelMapper

    public init(localizer: Localizer = SourceLocalizer()) {
        self.localizer = localizer
        titles = CommandTitleMapper(localizer: localizer)
        keyLabels = KeyLabelMapper(localizer: localizer)
    }

    public var about: AboutViewState {
        AboutViewState(
            title: titles.title(for: .showAbout), name: localizer.translate("Stopwatch"),
            iconName: AppInfo.applicationID,
            version: AppInfo.version,
            comments: localizer.translate("An exact, light stopwatch with laps and a history of sessions"),
            website: AppInfo.website,
            websiteLabel: localizer.translate("Website"),
            issueTracker: AppInfo.issueTracker,
            issueTrackerLabel: localizer.translate("Report an Issue"),
            developers: [localizer.translate("The Stopwatch developers")],
            copyright: localizer.translate("© 2026 The Stopwatch developers")
        )
    }

    /// The shortcuts, grouped as people look for them; every command with a key is in it.
    public var shortcuts: ShortcutsViewState {
        func group(_ title: String, _ commands: [AppCommand]) -> ShortcutsViewState.Group {
            ShortcutsViewState.Group(
                title: title,
                shortcuts: commands.map { command in
                    // A window's Tab moves the focus; the first stopwatch's Alt + 1 stands for all nine.
                    let keys = KeyBindings.keys(for: command).filter { !$0.movesFocus && $0 != .character("1") }
                    var labels = keys.map(keyLabels.label(for:))
                    if command == .switchToStopwatch(1) { labels = [keyLabels.label(for: .alt("1")) + "…9"] }
                    return ShortcutsViewState.Shortcut(title: titles.title(for: command), keys: keys, keyLabels: labels)
                })
        }
        return ShortcutsViewState(
            title: localizer.translate("Keyboard Shortcuts"),
            groups: [
                group(
                    localizer.translate("Stopwatch"),
                    [
                        .toggle, .askWhen, .lap, .reset, .undo, .sayTime, .openTimeAdjustment, .showAlerts, .goal(.open),
                    ]),
                group(
                    localizer.translate("Stopwatches"),
                    [
                        .newStopwatch, .renameStopwatch, .removeStopwatch, .nextStopwatch,
                        .previousStopwatch, .switchToStopwatch(1), .moveStopwatchUp,
                        .moveStopwatchDown,
                    ]),
                group(localizer.translate("Navigation"), [.showLaps, .showHistory, .history(.nextFilter), .showTotals, .back]),
                group(localizer.translate("Sharing"), [.copyLaps, .exportLaps]),
                // TRANSLATORS: the shortcuts that change how the stopwatch is seen: full screen, the compact window.
                group(localizer.translate("View"), [.toggleFullScreen, .toggleCompact]),
                group(localizer.translate("General"), [.showPreferences, .showShortcuts, .quit]),
            ])
    }
}
