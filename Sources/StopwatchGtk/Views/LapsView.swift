import CGtk
import GtkInterop
import StopwatchCore
import StopwatchPresentation

/// The Laps screen: the elapsed time and the current lap, the laps at a glance (statistics
/// and a chart), every completed lap newest first in a virtualised list, and the buttons for
/// the state (Pause and Lap, or Resume).
@MainActor
public final class LapsView: NavigationPage, RunningTimeView, RunningTimePage {
    typealias States = ViewStateChannel<LapsViewState>
    package let widget: Widget
    let time = TimeDisplay(size: .compact)
    let totalBeneath: TotalBeneath
    let table: LapTable
    let currentLap = LapRowView()
    let lapList: LapListView
    let controls = ControlButtons()
    let glance: LapGlanceView?
    private let states: ViewStateChannel<LapsViewState>
    private let content = Box.vertical(spacing: 12, cssClasses: ["laps"])
    private let page: AdaptivePage
    var contentDidArrive: (@MainActor () -> Void)?
    var isDrawPending: Bool { rendering?.isDrawPending ?? false }
    var isAskingForFrames: Bool { rendering?.isAskingForFrames ?? false }
    private var rendering: MappedRendering<ViewStateChannel<LapsViewState>>?

    /// `events`: where the chart's width is told (``PlatformEvent/lapChartWidth(_:pixels:)``).
    public init(
        states: ViewStateChannel<LapsViewState>, pace: ViewStateChannel<FramePace>, sharing: FrameSharing, listLabel: String,
        chartLabel: String,
        events: @escaping @MainActor (PlatformEvent) -> Void
    ) {
        self.states = states
        lapList = LapListView(accessibleLabel: listLabel, isEditable: true)
        table = LapTable(columns: states.viewState.columns)
        glance = LapGlanceView(chartLabel: chartLabel)
        glance?.onChartWidth = { width in events(.lapChartWidth(.laps, pixels: width)) }
        content.widget.setAlignment(horizontal: GTK_ALIGN_CENTER)
        totalBeneath = TotalBeneath(caption: states.viewState.columns.total)
        let times = Box.vertical()
        times.append(time)
        times.append(totalBeneath)
        content.append(times)
        content.append(glance!)
        currentLap.widget.addCSSClass("current-lap")
        table.append(currentLap)
        table.append(lapList)
        table.widget.setExpand(vertical: true)
        content.append(table)
        content.append(controls)
        page = AdaptivePage(content: content)
        widget = page.widget
        rendering = bind(page, to: states, pace: pace, sharing: sharing)
    }

    var defaultFocus: Widget? { lapList.listView }

    func render(_ state: LapsViewState) {
        glance?.render(state.glance)
        render(running: state.running)
        lapList.render(state.laps)
        controls.render(state.controls)
        fitChart()
    }

    /// The page is `width` pixels wide: the display and the columns fit to it, and the chart
    /// shows if it fits beside them.
    func fit(width: Int) {
        fitTimeAndTable(width: width)
        fitChart()
    }

    private func fitChart() {
        glance?.setChartFits(table.hasRoomForChart(pageHeight: page.height ?? 0))
    }
}
