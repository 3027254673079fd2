import StopwatchPresentation

/// A screen that shows the running time (Home, Laps): the time display, and the lap in
/// progress in the lap table. What a tick changes, and what fits itself to the page's width,
/// is the same on both.
@MainActor
protocol RunningTimeView: AnyObject {
    var time: TimeDisplay { get }
    var table: LapTable { get }
    var currentLap: LapRowView { get }
}

extension RunningTimeView {
    /// What a tick changes: the time and the lap in progress.
    func render(running: RunningTime) {
        time.render(running.time, spoken: running.spokenTime)
        table.render(newest: running.currentLap)
        currentLap.render(running.currentLap)
    }

    /// The page is `width` pixels wide: the display steps its font and the table its columns.
    func fit(width: Int) {
        time.fit(width: width)
        table.fit(width: width)
    }
}
