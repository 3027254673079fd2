import CGtk
import GtkInterop
import StopwatchCore
import StopwatchPresentation

/// Where the list of stopwatches goes in the window (ARCHITECTURE.md, "Several stopwatches"):
/// nowhere with one stopwatch; beside the screens in a wide window; a screen of its own in a
/// narrow one, reached by the header's list button, the other machines' stopwatches then a
/// line each under the screens. It tells the States how wide the
/// window is, renders the list's view state into both lists, and decides nothing.
@MainActor
final class StopwatchesLayout: WidgetConvertible {
    /// Below this width the list is a screen of its own: beside it, Home would have less than
    /// the 360 pixels a phone gives it.
    static let narrowWidth = 640

    let widget: Widget
    let sidebar: StopwatchListView
    let page: StopwatchListView
    let listButton: Button
    /// The sidebar, drawn as one node: it sits beside the running time, which is drawn on
    /// every frame (``FlattenedBin``).
    private let sidebarDrawing: Widget
    private let separator = Widget.separator(GTK_ORIENTATION_VERTICAL)
    private let strip = ElsewhereStrip()
    private let observer: SizeObserver
    private let states: ViewStateChannel<StopwatchListViewState>
    private let sharing: FrameSharing
    private let subscriptions = Subscriptions()

    /// `width`: the window's default width, so that its first frame already has the list
    /// where that width puts it (the width measured comes later, after that frame).
    /// `events`: where the window's width is told (``PlatformEvent/windowWidth(isNarrow:)``).
    init(
        states: ViewStateChannel<StopwatchListViewState>, screens: Widget, width: Int, sharing: FrameSharing,
        events: @escaping @MainActor (PlatformEvent) -> Void
    ) {
        (self.states, self.sharing) = (states, sharing)
        events(.windowWidth(isNarrow: width < Self.narrowWidth))
        let state = states.viewState
        sidebar = StopwatchListView(state: state)
        sidebar.widget.setSizeRequest(width: 220)
        sidebar.widget.addCSSClass("sidebar")
        page = StopwatchListView(state: state)
        listButton = Button(iconName: "view-list-symbolic", label: state.title, actionName: AppCommand.showStopwatches.actionName)
        listButton.widget.setFocusOnClick(false)
        sidebarDrawing = Widget(FlattenedBin.make(holding: sidebar.widget.pointer))
        let row = Box.horizontal()
        row.append(sidebarDrawing)
        row.append(separator)
        // Under the screens, the other machines' stopwatches while the list is a screen.
        let column = Box.vertical()
        column.append(screens)
        column.append(strip)
        row.append(column)
        screens.setExpand(horizontal: true, vertical: true)
        observer = SizeObserver(content: row)
        widget = observer.widget
        observer.onChange = { width in events(.windowWidth(isNarrow: width < Self.narrowWidth)) }
        render(state)
        subscriptions.keep(states.addListener { [weak self] state in self?.render(state) }, removedBy: states.removeListener)
    }

    /// Only the list in sight has rows: the other one would cost memory and a relabel a second.
    private func render(_ state: StopwatchListViewState) {
        sidebarDrawing.isVisible = state.placement == .beside
        separator.isVisible = state.placement == .beside
        var unseen = state
        unseen.rows = []
        unseen.elsewhere = []
        sidebar.render(state.placement == .beside ? state : unseen)
        // In a narrow window the other machines' stopwatches are under every screen, not on
        // the list's.
        var page = state
        page.elsewhere = []
        self.page.render(state.placement == .screen ? page : unseen)
        strip.render(state.placement == .screen ? state.elsewhere : [])
        // Rows beside the running time changed: their frame is their own (FrameSharing).
        if state.placement == .beside { sharing.claimNextFrame() }
    }
}
