import CGtk
import GtkInterop
import StopwatchCore
import StopwatchPresentation

/// The Home screen: the elapsed time, large, and the goal's progress beneath it; the buttons for the state; once started, the
/// current lap and the two most recent laps under column headings; and "See all laps". The
/// group is centred, and as wide as it needs up to the window's width; it scrolls when the
/// window is shorter than it.
///
/// It renders ``HomeViewState`` and nothing else; its buttons are bound to application
/// actions, which send their commands to the app States.
@MainActor
public final class HomeView: NavigationPage, RunningTimeView, RunningTimePage {
    typealias States = ViewStateChannel<HomeViewState>
    package let widget: Widget
    let time = TimeDisplay(size: .large)
    let totalBeneath: TotalBeneath
    let goal = GoalProgressView()
    let controls = ControlButtons()
    let table: LapTable
    let currentLap = LapRowView()
    let recentLaps = [LapRowView(), LapRowView()]
    let seeAllLaps = Button(label: "", cssClasses: ["flat", "see-all-laps"])
    let glance: LapGlanceView? = nil
    private let content = Box.vertical(spacing: 24, cssClasses: ["home"])
    private let page: AdaptivePage
    var contentDidArrive: (@MainActor () -> Void)?
    var isDrawPending: Bool { rendering?.isDrawPending ?? false }
    var isAskingForFrames: Bool { rendering?.isAskingForFrames ?? false }
    private var rendering: MappedRendering<ViewStateChannel<HomeViewState>>?

    public init(states: ViewStateChannel<HomeViewState>, pace: ViewStateChannel<FramePace>, sharing: FrameSharing) {
        table = LapTable(columns: states.viewState.columns)
        content.widget.setAlignment(horizontal: GTK_ALIGN_CENTER, vertical: GTK_ALIGN_CENTER)
        totalBeneath = TotalBeneath(caption: states.viewState.columns.total)
        let times = Box.vertical()
        times.append(time)
        times.append(totalBeneath)
        // Changed once a minute at most: drawn as one node between its changes.
        times.append(Widget(FlattenedBin.make(holding: goal.widget.pointer)))
        content.append(times)
        content.append(controls)
        currentLap.widget.addCSSClass("current-lap")
        table.append(currentLap)
        recentLaps.forEach(table.append)
        content.append(table)
        seeAllLaps.widget.setAlignment(horizontal: GTK_ALIGN_CENTER)
        // Drawn as one node, as the buttons are (``ControlButtons``).
        content.append(Widget(FlattenedBin.make(holding: seeAllLaps.widget.pointer)))
        page = AdaptivePage(content: content)
        widget = page.widget
        rendering = bind(page, to: states, pace: pace, sharing: sharing)
    }

    var defaultFocus: Widget? {
        seeAllLaps.widget.isVisible ? seeAllLaps.widget : controls.visibleButtons.first?.widget
    }

    func fit(width: Int) {
        fitTimeAndTable(width: width)
    }

    func render(_ state: HomeViewState) {
        render(running: state.running)
        goal.render(state.goal)
        controls.render(state.controls)
        table.widget.isVisible = state.showsLapTable
        for (index, row) in recentLaps.enumerated() {
            row.render(index < state.recentLaps.count ? state.recentLaps[index] : nil)
        }
        seeAllLaps.widget.isVisible = state.seeAllLaps != nil
        if let button = state.seeAllLaps { seeAllLaps.render(button) }
    }
}
