import StopwatchCore

/// The Laps screen's ViewModel: the time, the current lap and every completed lap.
///
/// Driven by the ``AppViewModel`` while the Laps screen is shown; on a tick it does constant
/// work: the lap list is kept, never remapped (its rows are mapped when a view asks).
@MainActor
final class LapsViewModel: ViewStatePublisher {
    public let states: ViewStateChannel<LapsViewState>
    private let localizer: Localizer
    private var mapper: LapsViewStateMapper
    private let runningTime: PendingRunningTime<LapsViewState>
    /// The chart's bars, grown lap by lap.
    private var chart: LapChartFeed
    /// The last state shown, for a new chart width.
    private var shown: (state: StopwatchState, elapsed: Duration)
    /// How many laps the sparkline shows: none until a frontend that draws one says.
    private var sparklineCells = 0
    private let sparkline = LapSparklineMapper()

    /// How many pixels wide the chart is until a frontend says: a narrow window's.
    public static let defaultChartWidth = LapChartFeed.defaultWidth

    public init(localizer: Localizer, state: StopwatchState, elapsed: Duration, style: TimeStyle = .standard) {
        self.localizer = localizer
        mapper = LapsViewStateMapper(localizer: localizer, style: style)
        runningTime = PendingRunningTime(mapper: RunningTimeMapper(localizer: localizer, style: style))
        chart = LapChartFeed(laps: state.laps)
        shown = (state, elapsed)
        states = ViewStateChannel(mapper.map(state, elapsed: elapsed, bins: chart.bins, previous: nil))
    }

    /// Shows `state` at `elapsed`.
    func update(_ state: StopwatchState, elapsed: Duration) {
        shown = (state, elapsed)
        chart.update(state.laps)
        let next = mapper.map(state, elapsed: elapsed, bins: chart.bins, previous: viewState)
        states.publish(withSparkline(next, of: state.laps))
    }

    /// Shows `state` at `elapsed` in `style`: every time, lap and statistic mapped anew.
    func restyle(_ style: TimeStyle, state: StopwatchState, elapsed: Duration) {
        mapper = LapsViewStateMapper(localizer: localizer, style: style)
        runningTime.mapper = RunningTimeMapper(localizer: localizer, style: style)
        shown = (state, elapsed)
        chart.update(state.laps)
        states.publish(withSparkline(mapper.map(state, elapsed: elapsed, bins: chart.bins, previous: nil), of: state.laps))
    }

    /// The chart is `pixels` wide: its laps are grouped into at most that many bars.
    func chartWidthChanged(_ pixels: Int) {
        guard chart.resize(toWidth: pixels) else { return }
        let (state, elapsed) = shown
        var next = mapper.map(state, elapsed: elapsed, bins: chart.bins, previous: nil)
        next.running = viewState.running
        states.publish(withSparkline(next, of: state.laps))
    }

    /// The frontend has `cells` characters for the sparkline (a terminal's width).
    func sparklineWidthChanged(_ cells: Int) {
        guard cells != sparklineCells else { return }
        sparklineCells = max(0, cells)
        states.publish(withSparkline(viewState, of: shown.state.laps))
    }

    private func withSparkline(_ state: LapsViewState, of laps: LapHistory) -> LapsViewState {
        guard sparklineCells > 0, state.glance != nil else { return state }
        var state = state
        state.glance?.sparkline = sparkline.line(of: laps, cells: sparklineCells)
        return state
    }

    /// Shows the running time of `state` at `elapsed`, which may have reached a new second;
    /// nothing else changed.
    func tick(_ state: StopwatchState, elapsed: Duration, isNewSecond: Bool) {
        states.publishRunningTime(runningTime.advance(to: state, elapsed: elapsed), isNewSecond: isNewSecond)
    }
}

extension LapsViewModel: AppPart {}
