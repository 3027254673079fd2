import CGtk
import StopwatchCore
import StopwatchPresentation

/// The Laps screen: the elapsed time and the current lap, every completed lap newest first in
/// a virtualised list, and the buttons for the state (Pause and Lap, or Resume).
@MainActor
public final class LapsView: NavigationPage, RunningTimeView, RunningTimePage {
    typealias ViewModel = LapsViewModel
    let widget: Widget
    let time = TimeDisplay(size: .compact)
    let table: LapTable
    let currentLap = LapRowView()
    let lapList: LapListView
    let controls = ControlButtons()
    private let content = Box.vertical(spacing: 12, cssClasses: ["laps"])
    private let page: AdaptivePage
    var contentDidArrive: (@MainActor () -> Void)?
    var isDrawPending: Bool { rendering?.isDrawPending ?? false }
    var isAskingForFrames: Bool { rendering?.isAskingForFrames ?? false }
    private var rendering: MappedRendering<LapsViewModel>?

    public init(viewModel: LapsViewModel, pacing: FramePacing, listLabel: String) {
        lapList = LapListView(accessibleLabel: listLabel)
        table = LapTable(columns: viewModel.viewState.columns)
        content.widget.setAlignment(horizontal: GTK_ALIGN_CENTER)
        content.append(time)
        currentLap.widget.addCSSClass("current-lap")
        table.append(currentLap)
        table.append(lapList)
        table.widget.setExpand(vertical: true)
        content.append(table)
        content.append(controls)
        page = AdaptivePage(content: content)
        widget = page.widget
        rendering = bind(page, to: viewModel, pacing: pacing)
    }

    var defaultFocus: Widget? { lapList.listView }

    func render(_ state: LapsViewState) {
        render(running: state.running)
        lapList.render(state.laps)
        controls.render(state.controls)
    }
}
