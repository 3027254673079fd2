import CGtk
import StopwatchCore

/// Renders a view state only while its view is on screen, and draws the running time at
/// most about thirty times a second.
///
/// A hidden page of the stack would otherwise relayout the window a hundred times a second
/// for nothing; the latest state is rendered as soon as the view is mapped again. And each
/// frame GTK draws costs about as much under software rendering as everything else together,
/// so a state that differs from the last one drawn only in the running time waits until
/// `minimumInterval` has passed: the next tick brings a fresher one anyway. Anything else
/// (a lap, a pause) is drawn at once.
@MainActor
final class MappedRendering<ViewState> {
    private let widget: Widget
    private let latestState: @MainActor () -> ViewState
    private let render: @MainActor (ViewState) -> Void
    private let differsOnlyInRunningTime: @MainActor (ViewState, ViewState) -> Bool
    private var rendered: ViewState
    private var renderedAt: gint64 = 0
    private var isStale = false

    init(
        widget: Widget,
        latestState: @escaping @MainActor () -> ViewState,
        differsOnlyInRunningTime: @escaping @MainActor (ViewState, ViewState) -> Bool,
        render: @escaping @MainActor (ViewState) -> Void
    ) {
        self.widget = widget
        self.latestState = latestState
        self.render = render
        self.differsOnlyInRunningTime = differsOnlyInRunningTime
        rendered = latestState()
        render(rendered)
        widget.onMappedChange { [weak self] mapped in
            guard let self, mapped, isStale else { return }
            draw(self.latestState())
        }
    }

    /// Called with every new view state.
    func stateDidChange(_ state: ViewState) {
        guard widget.isMapped else {
            isStale = true
            return
        }
        let sinceLastRender = g_get_monotonic_time() - renderedAt
        if sinceLastRender < RenderPacing.runningTimeInterval, differsOnlyInRunningTime(state, rendered) {
            isStale = true
            return
        }
        draw(state)
    }

    private func draw(_ state: ViewState) {
        isStale = false
        rendered = state
        renderedAt = g_get_monotonic_time()
        render(state)
    }
}

/// How often the running time alone may be drawn.
@MainActor
enum RenderPacing {
    /// Microseconds between two renders that change only the running time: a frame in two
    /// at 60 Hz. The GTK checks set it to zero to see every state.
    static var runningTimeInterval: gint64 = 33_000
}
