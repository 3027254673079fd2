import CGtk
import StopwatchCore
import StopwatchPresentation

/// The Laps screen: the elapsed time and the current lap, every completed lap newest first in
/// a virtualised list, and one primary button (Lap while running, Resume while paused).
@MainActor
public final class LapsView: WidgetConvertible {
    let widget: Widget
    let time = TimeDisplay(size: .compact)
    let currentLap = LapRowView()
    let lapList = LapListView()
    let primaryButton = Button(label: "Lap", cssClasses: ["pill", "primary-control"])
    private let viewModel: LapsViewModel
    private var token: ObserverToken?
    private var rendering: MappedRendering<LapsViewState>?

    public init(viewModel: LapsViewModel) {
        self.viewModel = viewModel
        let page = Box.vertical(spacing: 12, cssClasses: ["laps"])
        page.widget.setMargins(18)
        page.append(time)
        currentLap.widget.addCSSClass("current-lap")
        page.append(currentLap)
        page.append(Self.columnHeadings())
        page.append(lapList)
        primaryButton.widget.setAlignment(horizontal: GTK_ALIGN_CENTER)
        page.append(primaryButton)
        widget = page.widget
        rendering = MappedRendering(
            widget: widget,
            latestState: { [viewModel] in viewModel.viewState },
            differsOnlyInRunningTime: { $0.differsOnlyInRunningTime(from: $1) },
            render: { [weak self] in self?.render($0) }
        )
        token = viewModel.addListener { [weak self] state in self?.rendering?.stateDidChange(state) }
    }

    isolated deinit {
        if let token { viewModel.removeListener(token) }
    }

    func render(_ state: LapsViewState) {
        time.render(state.time, spoken: state.spokenTime)
        currentLap.render(state.currentLap)
        lapList.render(state.laps)
        primaryButton.widget.isVisible = state.primaryControl != nil
        if let control = state.primaryControl {
            primaryButton.setLabel(control.title)
            primaryButton.setActionName(AppAction(control: control).detailedName)
            primaryButton.widget.setCSSClass("suggested-action", control.emphasis == .suggested)
        }
    }

    /// The column titles above the list, aligned with the rows.
    private static func columnHeadings() -> WidgetConvertible {
        let headings = LapRowView()
        headings.widget.addCSSClass("lap-headings")
        headings.render(LapRow(
            number: 0, title: "Lap", lapTime: "Lap time", difference: "Difference", totalTime: "Total",
            mark: .normal, markLabel: nil
        ))
        headings.widget.setAccessibleLabel("Columns: lap, lap time, difference, total")
        return headings
    }
}
