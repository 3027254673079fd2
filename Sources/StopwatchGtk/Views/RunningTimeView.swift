import GtkInterop
import StopwatchPresentation

/// A screen that shows the running time (Home, Laps): the time display, and the lap in
/// progress in the lap table. What a tick changes, what fits itself to the page's width, and
/// how the screen is bound to its States are the same on both.
@MainActor
protocol RunningTimeView: AnyObject {
    associatedtype States: ViewStatePublisher where States.ViewState: RunningTimeViewState
    var time: TimeDisplay { get }
    /// The total beneath the lap in progress, when the lap is the big number.
    var totalBeneath: TotalBeneath { get }
    var table: LapTable { get }
    var currentLap: LapRowView { get }
    /// The statistics and the chart, on a screen that has them (Laps).
    var glance: LapGlanceView? { get }
    /// Renders the whole screen.
    func render(_ state: States.ViewState)
    /// The page is `width` pixels wide.
    func fit(width: Int)
}

extension RunningTimeView {
    /// What a tick changes: the time and the lap in progress.
    func render(running: RunningTime) {
        time.render(running.time, spoken: running.spokenTime)
        totalBeneath.render(running.totalBeneath)
        table.render(newest: running.currentLap)
        currentLap.render(running.currentLap)
        glance?.render(currentLapMilliseconds: running.currentLap == nil ? nil : running.currentLapMilliseconds)
    }

    /// The page is `width` pixels wide: the display steps its font and the table its columns.
    func fitTimeAndTable(width: Int) {
        time.fit(width: width)
        table.fit(width: width)
    }

    /// Fits the screen to `page`'s width and renders `states`'s states into it from now on,
    /// a frame of the running time alone with ``render(running:)``, at `pace`'s pace, but
    /// for the frames `sharing` gives the list beside it.
    func bind(_ page: AdaptivePage, to states: States, pace: ViewStateChannel<FramePace>, sharing: FrameSharing) -> MappedRendering<States>
    {
        page.onFit = { [weak self] width in self?.fit(width: width) }
        return MappedRendering(
            states: states, pace: pace, sharing: sharing, widget: page.widget,
            render: { [weak self] in self?.render($0) },
            renderRunningTime: { [weak self] in self?.render(running: $0.running) })
    }
}

/// A screen that draws the running time on the display's frames, as the checks see it.
@MainActor
protocol RunningTimePage: AnyObject {
    var widget: Widget { get }
    /// Whether a change waits for the next frame.
    var isDrawPending: Bool { get }
    /// Whether the page asks the frame clock for frames.
    var isAskingForFrames: Bool { get }
}
