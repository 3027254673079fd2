/// What the platform tells the app, through the same door as commands
/// (``AppViewModel/send(_:)-(PlatformEvent)``): the window shown, hidden, active, closed or
/// resized, a panel's item shown or clicked, a chart's width, the app about to end. A
/// frontend reports these; the parts that follow them decide what each changes.
public enum PlatformEvent: Equatable, Sendable {
    /// The window was shown on screen (mapped), or taken off it.
    case windowShown(Bool)
    /// The window became the active one (it has the keyboard), or stopped being so.
    case windowActive(Bool)
    /// The app started with no window (D-Bus activation, `--gapplication-service`).
    case startedInBackground
    /// The window's close button, or the desktop, asked the window to close.
    case windowCloseRequested
    /// The window is narrow (the list of stopwatches on a screen of its own) or wide.
    case windowWidth(isNarrow: Bool)
    /// A chart of laps is `pixels` wide, on the Laps screen or a past session's.
    case lapChartWidth(Screen, pixels: Int)
    /// The terminal's sparkline is `cells` wide (the Laps screen and a past session's alike).
    case sparklineWidth(cells: Int)
    /// A panel shows the app's item, or none does (any more).
    case panelShown(Bool)
    /// The panel's item was clicked.
    case panelActivated
    /// The panel's item asked for the window (its menu's Show Stopwatch).
    case panelAskedForWindow
    /// The app is about to end: what it shows outside its window goes with it.
    case appWillEnd
}
