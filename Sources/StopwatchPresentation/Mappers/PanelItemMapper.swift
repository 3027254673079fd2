import StopwatchCore

/// What the panel shows of the stopwatch (PRODUCT.md §14): the time to the second beside the
/// icon, a tooltip, and a menu of the commands the app's view state allows. The label and
/// tooltip change once a second at most, so a panel item mapped twice within one second is
/// the same.
public struct PanelItemMapper: Sendable {
    private let name, running, paused, showWindow: String
    private let timeAndLap: MessageTemplate
    private let controls: ControlsMapper
    private let titles: CommandTitleMapper
    private let lapRows: LapRowMapper
    private let time = ElapsedTimeMapper()

    public init(localizer: Localizer = SourceLocalizer()) {
        name = localizer.translate("Stopwatch")
        running = localizer.translate("Stopwatch running")
        paused = localizer.translate("Stopwatch paused")
        // TRANSLATORS: the panel item's menu: brings the window on screen.
        showWindow = localizer.translate("Show Window")
        // TRANSLATORS: the panel item's tooltip: "12:34 · Lap 3".
        timeAndLap = MessageTemplate(localizer.translate("{time} · {lap}"), names: ["time", "lap"])
        controls = ControlsMapper(localizer: localizer)
        titles = CommandTitleMapper(localizer: localizer)
        lapRows = LapRowMapper(localizer: localizer)
    }

    /// The item for `state` at `elapsed`, its menu enabled as `allows` says.
    public func item(for state: StopwatchState, elapsed: Duration, allows: (AppCommand) -> Bool) -> PanelItem {
        let label = state.status == .initial ? "" : time.wholeSecondsText(for: elapsed)
        let tooltipTitle = switch state.status {
        case .initial: name
        case .running: running
        case .paused: paused
        }
        return PanelItem(
            status: state.status == .running ? .active : .passive, title: name, label: label,
            labelGuide: Self.guide(for: label.isEmpty ? time.wholeSecondsText(for: .zero) : label),
            tooltipTitle: tooltipTitle,
            tooltipText: label.isEmpty ? "" : timeAndLap.filled(label, lapRows.title(state.currentLapNumber)),
            menu: menu(for: state.status, allows: allows)
        )
    }

    private func menu(for status: StopwatchStatus, allows: (AppCommand) -> Bool) -> [PanelItem.MenuItem] {
        func command(_ command: AppCommand, _ title: String) -> PanelItem.MenuItem {
            PanelItem.MenuItem(title: title, action: .command(command), isEnabled: allows(command))
        }
        return [
            command(.toggle, controls.toggle(for: status).title),
            command(.lap, titles.title(for: .lap)),
            command(.reset, titles.title(for: .reset)),
            PanelItem.MenuItem(title: "", action: .separator, isEnabled: true),
            PanelItem.MenuItem(title: showWindow, action: .showWindow, isEnabled: true),
            command(.quit, titles.title(for: .quit)),
        ]
    }

    /// `label` with every digit a zero: as wide as any time of its length in most fonts.
    private static func guide(for label: String) -> String {
        String(label.map { $0.isNumber ? "0" : $0 })
    }
}
