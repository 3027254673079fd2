import StopwatchCore

/// What the panel shows of the stopwatch (ARCHITECTURE.md, "In the panel"): the time to the second beside the
/// icon, a tooltip, and a menu of the commands the app's view state allows.
///
/// Everything it says depends only on ``Inputs``: the status, the lap in progress, the whole
/// second and which commands apply. So the part that keeps the item maps it again only when
/// those change (a tick within a second changes none), and a lap maps only the tooltip anew:
/// every word is translated once, here.
///
/// With several stopwatches the item follows the current one, names it in its tooltip ("Tea
/// running"), and its menu lists every running stopwatch, choosing one making it current.
@MainActor
public struct PanelItemMapper: Sendable {
    /// A running stopwatch as the menu lists it.
    public struct Running: Equatable, Sendable {
        public let id: StopwatchID
        public let name: String

        public init(id: StopwatchID, name: String) {
            self.id = id
            self.name = name
        }
    }

    /// All that the item depends on.
    public struct Inputs: Equatable, Sendable {
        public var status: StopwatchStatus
        /// The number of the lap in progress.
        public var lapNumber: Int
        /// The whole seconds of the elapsed time.
        public var second: Int64
        public var canToggle, canLap, canReset, canQuit: Bool
        /// The current stopwatch's name, with several; `nil` with one.
        public var name: String?
        /// The running stopwatches, with several; none with one.
        public var running: [Running]
        /// An alert was reached, and the window has not been the active one since.
        public var needsAttention: Bool
        /// Today's total of every stopwatch in whole minutes, once known.
        public var todayMinutes: Int64?
        /// The stopwatches running on the other machines of a sync folder, a line each
        /// (``ElsewhereRow/text``).
        public var elsewhere: [String]
        /// Where the current stopwatch's goal stands, in words ("42 min of 1 h today"); `nil`
        /// without one.
        public var goal: String?

        public init(
            state: StopwatchState, elapsed: Duration, allows: (AppCommand) -> Bool, name: String? = nil,
            running: [Running] = [], needsAttention: Bool = false, todayTotal: Duration? = nil, elsewhere: [String] = [],
            goal: String? = nil
        ) {
            self.needsAttention = needsAttention
            self.goal = goal
            self.elsewhere = elsewhere
            todayMinutes = todayTotal.map { $0.wholeMilliseconds / 60_000 }
            status = state.status
            lapNumber = state.currentLapNumber
            second = WholeSecond(containing: elapsed).number
            (canToggle, canLap, canReset, canQuit) = (allows(.toggle), allows(.lap), allows(.reset), allows(.quit))
            self.name = name
            self.running = running
        }

        fileprivate func sameMenu(as other: Inputs) -> Bool {
            (status, canToggle, canLap, canReset, canQuit) == (other.status, other.canToggle, other.canLap, other.canReset, other.canQuit)
                && running == other.running
        }
    }

    private let name, running, paused, showWindow, lap, reset, quit: String
    private let toggle: [StopwatchStatus: String]
    private let timeAndLap, namedRunning, namedPaused, today: MessageTemplate
    private let totals: TotalsReportMapper
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
        let controls = ControlsMapper(localizer: localizer)
        let titles = CommandTitleMapper(localizer: localizer)
        toggle = Dictionary(
            uniqueKeysWithValues: [StopwatchStatus.initial, .running, .paused].map { ($0, controls.toggle(for: $0).title) })
        (lap, reset, quit) = (titles.title(for: .lap), titles.title(for: .reset), titles.title(for: .quit))
        lapRows = LapRowMapper(localizer: localizer)
        namedRunning = MessageTemplate(localizer.translate("{name} running"), names: ["name"])
        namedPaused = MessageTemplate(localizer.translate("{name} paused"), names: ["name"])
        // TRANSLATORS: the panel item's tooltip, under the time: every stopwatch's time today, "Today 2 h 05 min".
        today = MessageTemplate(localizer.translate("Today {total}"), names: ["total"])
        totals = TotalsReportMapper(localizer: localizer)
    }

    /// The item for `inputs`; given the item `shown` for `previous` inputs, what did not change
    /// is taken from it.
    public func item(for inputs: Inputs, shown: (item: PanelItem, inputs: Inputs)? = nil) -> PanelItem {
        let isInitial = inputs.status == .initial
        let sameLabel = shown.map { ($0.inputs.second, $0.inputs.status == .initial) == (inputs.second, isInitial) } ?? false
        let label = sameLabel ? shown!.item.label : isInitial ? "" : time.wholeSecondsText(for: .seconds(inputs.second))
        let guide = sameLabel ? shown!.item.labelGuide : Self.guide(for: label.isEmpty ? time.wholeSecondsText(for: .zero) : label)
        let sameTitle = shown.map { ($0.inputs.status, $0.inputs.name) == (inputs.status, inputs.name) } ?? false
        let tooltipTitle = sameTitle ? shown!.item.tooltipTitle : title(inputs.status, named: inputs.name)
        let sameTooltip =
            sameLabel && shown!.inputs.lapNumber == inputs.lapNumber && shown!.inputs.name == inputs.name
            && shown!.inputs.todayMinutes == inputs.todayMinutes && shown!.inputs.elsewhere == inputs.elsewhere
            && shown!.inputs.goal == inputs.goal
        return PanelItem(
            status: inputs.needsAttention ? .needsAttention : inputs.status == .running || !inputs.running.isEmpty ? .active : .passive,
            title: name, label: label, labelGuide: guide,
            tooltipTitle: tooltipTitle,
            tooltipText: sameTooltip ? shown!.item.tooltipText : tooltipText(inputs, label: label),
            menu: shown.flatMap { $0.inputs.sameMenu(as: inputs) ? $0.item.menu : nil } ?? menu(for: inputs)
        )
    }

    /// "12:34 · Lap 3", then "Today 2 h 05 min" once today's total is known and a minute or more,
    /// then the current stopwatch's goal ("42 min of 1 h today"), then a line for each stopwatch
    /// running on another machine.
    private func tooltipText(_ inputs: Inputs, label: String) -> String {
        let time = inputs.status == .initial ? nil : timeAndLap.filled(label, lapRows.title(inputs.lapNumber))
        let total = inputs.todayMinutes.flatMap { $0 > 0 ? today.filled(totals.words(for: .seconds($0 * 60))) : nil }
        return ([time, total, inputs.goal].compactMap { $0 } + inputs.elsewhere).joined(separator: "\n")
    }

    /// "Stopwatch running", "Tea paused"…
    private func title(_ status: StopwatchStatus, named: String?) -> String {
        switch (status, named) {
        case (.initial, let named): named ?? name
        case (.running, nil): running
        case (.running, let named?): namedRunning.filled(named)
        case (.paused, nil): paused
        case (.paused, let named?): namedPaused.filled(named)
        }
    }

    private func menu(for inputs: Inputs) -> [PanelItem.MenuItem] {
        func command(_ command: AppCommand, _ title: String, _ isEnabled: Bool) -> PanelItem.MenuItem {
            PanelItem.MenuItem(title: title, action: .command(command), isEnabled: isEnabled)
        }
        let separator = PanelItem.MenuItem(title: "", action: .separator, isEnabled: true)
        let running = inputs.running.map { PanelItem.MenuItem(title: $0.name, action: .command(.selectStopwatch($0.id)), isEnabled: true) }
        return (running.isEmpty ? [] : running + [separator]) + [
            command(.toggle, toggle[inputs.status] ?? "", inputs.canToggle),
            command(.lap, lap, inputs.canLap),
            command(.reset, reset, inputs.canReset),
            separator,
            PanelItem.MenuItem(title: showWindow, action: .showWindow, isEnabled: true),
            command(.quit, quit, inputs.canQuit),
        ]
    }

    /// `label` with every digit a zero: as wide as any time of its length in most fonts.
    private static func guide(for label: String) -> String {
        String(label.map { $0.isNumber ? "0" : $0 })
    }
}
