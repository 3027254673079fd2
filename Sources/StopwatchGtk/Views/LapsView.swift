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
    private var rendering: MappedRendering<LapsViewModel>?

    public init(viewModel: LapsViewModel) {
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
        rendering = MappedRendering(viewModel: viewModel, widget: widget) { [weak self] in self?.render($0) }
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
