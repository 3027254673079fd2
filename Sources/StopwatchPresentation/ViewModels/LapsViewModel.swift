import StopwatchCore

/// The Laps screen's ViewModel: the time, the current lap and every completed lap.
///
/// Driven by the ``AppViewModel`` while the Laps screen is shown; on a tick it does constant
/// work: the lap list is kept, never remapped (its rows are mapped when a view asks).
public final class LapsViewModel: ViewStatePublisher {
    public let states: ViewStateChannel<LapsViewState>
    private let mapper: LapsViewStateMapper
    private let runningTime: PendingRunningTime<LapsViewState>
    /// The chart's bars, grown lap by lap.
    private var binning: LapChartBinning
    /// The laps the bars were last grown to.
    private var binnedLaps: LapHistory
    /// The last state shown, for a new chart width.
    private var shown: (state: StopwatchState, elapsed: Duration)

    /// How many pixels wide the chart is until a frontend says: a narrow window's.
    public static let defaultChartWidth = 300

    public init(localizer: Localizer, state: StopwatchState, elapsed: Duration) {
        mapper = LapsViewStateMapper(localizer: localizer)
        runningTime = PendingRunningTime(mapper: RunningTimeMapper(localizer: localizer))
        binning = LapChartBinning(laps: state.laps, width: Self.defaultChartWidth)
        binnedLaps = state.laps
        shown = (state, elapsed)
        states = ViewStateChannel(mapper.map(state, elapsed: elapsed, bins: binning.bins, previous: nil))
    }

    /// Shows `state` at `elapsed`.
    func update(_ state: StopwatchState, elapsed: Duration) {
        shown = (state, elapsed)
        if state.laps.count == binnedLaps.count + 1, state.laps.hasPrefix(binnedLaps) {
            binning.append(state.laps.duration(at: state.laps.count - 1))
        } else if state.laps != binnedLaps {
            binning = LapChartBinning(laps: state.laps, width: binning.bins.capacity)
        }
        binnedLaps = state.laps
        states.publish(mapper.map(state, elapsed: elapsed, bins: binning.bins, previous: viewState))
    }

    /// The chart is `pixels` wide: its laps are grouped into at most that many bars.
    public func chartWidthChanged(_ pixels: Int) {
        guard max(1, pixels) != binning.bins.capacity else { return }
        binning.resize(toWidth: pixels)
        let (state, elapsed) = shown
        var next = mapper.map(state, elapsed: elapsed, bins: binning.bins, previous: nil)
        next.running = viewState.running
        states.publish(next)
    }

    /// Shows the running time of `state` at `elapsed`, which may have reached a new second;
    /// nothing else changed.
    func tick(_ state: StopwatchState, elapsed: Duration, isNewSecond: Bool) {
        states.publishRunningTime(runningTime.advance(to: state, elapsed: elapsed), isNewSecond: isNewSecond)
    }
}
