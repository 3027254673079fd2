import CGtk
import GtkInterop
import StopwatchPresentation

/// One past session: a summary line, its laps at a glance (statistics and a chart) and its
/// laps, with the Laps screen's list (read-only), and buttons to mend it and to delete it; or a
/// page saying it cannot be shown.
@MainActor
public final class SessionView: NavigationPage {
    package let widget: Widget
    let summary = Label(cssClasses: ["session-summary", "numeric"])
    let lapList: LapListView
    let glance: LapGlanceView
    private let states: ViewStateChannel<SessionViewState>
    let deleteButton = Button(label: "", cssClasses: ["pill"])
    let mendButton = Button(label: "", cssClasses: ["pill"])
    private let buttons = Box.horizontal(spacing: 12)
    let placeholder = PlaceholderPage(iconName: "document-open-recent-symbolic")
    private let content = Box.vertical(spacing: 12, cssClasses: ["session"])
    private let switched = SwitchedContent()
    private var table: LapTable?
    private let page: AdaptivePage
    var contentDidArrive: (@MainActor () -> Void)?
    private var rendering: MappedRendering<ViewStateChannel<SessionViewState>>?

    /// `events`: where the chart's width is told (``PlatformEvent/lapChartWidth(_:pixels:)``).
    public init(
        states: ViewStateChannel<SessionViewState>, listLabel: String, chartLabel: String,
        events: @escaping @MainActor (PlatformEvent) -> Void
    ) {
        self.states = states
        lapList = LapListView(accessibleLabel: listLabel)
        glance = LapGlanceView(chartLabel: chartLabel)
        glance.onChartWidth = { width in events(.lapChartWidth(.session, pixels: width)) }
        content.widget.setAlignment(horizontal: GTK_ALIGN_CENTER)
        content.append(summary)
        content.append(glance)
        buttons.widget.setAlignment(horizontal: GTK_ALIGN_CENTER)
        buttons.append(mendButton)
        buttons.append(deleteButton)
        page = AdaptivePage(content: content)
        switched.add(page, named: "session")
        switched.add(placeholder, named: "placeholder")
        widget = switched.widget
        page.onFit = { [weak self] width in self?.fit(width: width) }
        rendering = MappedRendering(states: states, widget: widget, render: { [weak self] in self?.render($0) })
    }

    /// Where the keyboard goes back to once the Mend Session dialog closed: the button that opens it.
    var mendFocus: Widget { mendButton.widget.isVisible ? mendButton.widget : deleteButton.widget }

    var defaultFocus: Widget? { lapList.rowCount > 0 ? lapList.listView : deleteButton.widget }

    /// Below this width the buttons go one above the other: side by side they would not fit
    /// (360 pixels, and longer words in German).
    private static let widthForButtonsSideBySide = 440

    private func fit(width: Int) {
        buttons.setVertical(width < Self.widthForButtonsSideBySide)
        table?.fit(width: width)
        fitChart()
    }

    private func fitChart() {
        glance.setChartFits(table?.hasRoomForChart(pageHeight: page.height ?? 0) ?? false)
    }

    private func makeTable(_ columns: LapColumns) -> LapTable {
        let table = LapTable(columns: columns)
        table.append(lapList)
        table.widget.setExpand(vertical: true)
        content.append(table)
        content.append(buttons)
        self.table = table
        if let width = page.contentWidth { table.fit(width: width) }
        return table
    }

    func render(_ state: SessionViewState) {
        switch state.content {
        case .loading:
            summary.setText("")
            glance.render(nil)
            lapList.render(LapRowList())
            switched.show("session")
        case .session(let summaryText, let glanceState, let columns, let laps, let delete):
            let table = table ?? makeTable(columns)
            summary.setText(summaryText)
            glance.render(glanceState)
            lapList.render(laps)
            table.render(newest: laps.first)
            deleteButton.render(delete)
            if let mend = state.mend { mendButton.render(mend) }
            mendButton.widget.isVisible = state.mend != nil
            fitChart()
            switched.show("session")
            contentDidArrive?()
        case .placeholder(let title, let explanation):
            placeholder.render(title: title, explanation: explanation)
            switched.show("placeholder")
        }
    }
}
