import CGtk
import StopwatchCore
import StopwatchPresentation

/// Binds a view to its ViewModel: renders the view state only while the view is on screen,
/// and draws the running time at most about thirty times a second.
///
/// A hidden page of the stack would otherwise relayout the window a hundred times a second
/// for nothing; the latest state is rendered as soon as the view is mapped again. And each
/// frame GTK draws costs about as much under software rendering as everything else together,
/// so a state that differs from the last one drawn only in the running time waits until
/// `minimumInterval` has passed: the next tick brings a fresher one anyway. Anything else
/// (a lap, a pause) is drawn at once.
@MainActor
final class MappedRendering<ViewModel: ViewStatePublisher> where ViewModel.ViewState: RunningTimeViewState {
    typealias ViewState = ViewModel.ViewState
    private let widget: Widget
    private let viewModel: ViewModel
    private let render: @MainActor (ViewState) -> Void
    private var rendered: ViewState
    private var renderedAt: gint64 = 0
    private var isStale = false
    private var token: ObserverToken?
    private var mapConnections: [SignalConnection] = []

    /// Renders `viewModel`'s state into the view of `widget` with `render`, now and from now on.
    init(viewModel: ViewModel, widget: Widget, render: @escaping @MainActor (ViewState) -> Void) {
        self.widget = widget
        self.viewModel = viewModel
        self.render = render
        rendered = viewModel.viewState
        render(rendered)
        mapConnections = widget.onMappedChange { [weak self] mapped in
            guard let self, mapped, isStale else { return }
            draw(self.viewModel.viewState)
        }
        token = viewModel.addListener { [weak self] state in self?.stateDidChange(state) }
    }

    isolated deinit {
        if let token { viewModel.removeListener(token) }
    }

    private func stateDidChange(_ state: ViewState) {
        guard widget.isMapped else {
            isStale = true
            return
        }
        let sinceLastRender = g_get_monotonic_time() - renderedAt
        if sinceLastRender < RenderPacing.runningTimeInterval, state.differsOnlyInRunningTime(from: rendered) {
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
