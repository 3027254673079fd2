import StopwatchCore

/// What the screens show, each a view state to read and listen to: all a frontend sees of the
/// screens' ViewModels (ARCHITECTURE.md, "What a frontend reads"). The channels are read-only
/// outside the presentation layer; what a screen does comes through ``AppViewModel``'s
/// commands and events.
@MainActor
public struct ScreenStates {
    public let home: ViewStateChannel<HomeViewState>
    public let laps: ViewStateChannel<LapsViewState>
    public let history: ViewStateChannel<HistoryViewState>
    /// Where the time went.
    public let totals: ViewStateChannel<TotalsViewState>
    /// A past session's screen.
    public let session: ViewStateChannel<SessionViewState>
    /// The stopwatches, listed once there are two or more.
    public let stopwatches: ViewStateChannel<StopwatchListViewState>
    /// How often the running time is drawn.
    public let framePace: ViewStateChannel<FramePace>
}
