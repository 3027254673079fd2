import CGtk
import StopwatchCore
import StopwatchPresentation

/// The Laps screen: the elapsed time and the current lap, every completed lap newest first in
/// a virtualised list, and the buttons for the state (Pause and Lap, or Resume).
@MainActor
public final class LapsView: NavigationPage {
    let widget: Widget
    let time = TimeDisplay(size: .compact)
    let currentLap = LapRowView()
    let lapList: LapListView
    let controls = ControlButtons()
    private let page = Box.vertical(spacing: 12, cssClasses: ["laps"])
    private var headings: LapRowView?
    var contentDidArrive: (@MainActor () -> Void)?
    private var rendering: MappedRendering<LapsViewModel>?

    public init(viewModel: LapsViewModel, listLabel: String) {
        lapList = LapListView(accessibleLabel: listLabel)
        page.widget.setMargins(18)
        page.append(time)
        currentLap.widget.addCSSClass("current-lap")
        page.append(currentLap)
        widget = page.widget
        rendering = MappedRendering(viewModel: viewModel, widget: widget) { [weak self] in self?.render($0) }
    }

    var defaultFocus: Widget? { lapList.listView }

    func render(_ state: LapsViewState) {
        if headings == nil {
            let headings = LapRowView.headings(state.columns)
            page.append(headings)
            page.append(lapList)
            page.append(controls)
            self.headings = headings
        }
        time.render(state.running.time, spoken: state.running.spokenTime)
        currentLap.render(state.running.currentLap)
        lapList.render(state.laps)
        controls.render(state.controls)
    }
}
