import CGtk
import StopwatchCore
import StopwatchPresentation

/// Binds a view to its ViewModel: renders the view state only while the view is on screen,
/// and draws the running time at most 25 times a second.
///
/// A hidden page of the stack would otherwise relayout the window a hundred times a second
/// for nothing; the latest state is rendered as soon as the view is mapped again. And each
/// frame GTK draws costs about as much under software rendering as everything else together,
/// so when only the running time moved on, it waits until `runningTimeInterval` has passed:
/// the next tick brings a fresher one anyway, and the ticks in between are never even mapped
/// (the ViewModel maps the running time when it is read). Anything else (a lap, a pause) is
/// drawn at once.
@MainActor
final class MappedRendering<ViewModel: ViewStatePublisher> {
    typealias ViewState = ViewModel.ViewState
    private let widget: Widget
    private let viewModel: ViewModel
    private let render: @MainActor (ViewState) -> Void
    private var renderedAt: gint64 = 0
    private var isStale = false
    private var token: ObserverToken?
    private var mapConnections: [SignalConnection] = []

    /// Renders `viewModel`'s state into the view of `widget` with `render`, now and from now on.
    init(viewModel: ViewModel, widget: Widget, render: @escaping @MainActor (ViewState) -> Void) {
        self.widget = widget
        self.viewModel = viewModel
        self.render = render
        render(viewModel.viewState)
        mapConnections = widget.onMappedChange { [weak self] mapped in
            guard let self, mapped, isStale else { return }
            draw(self.viewModel.viewState)
        }
        token = viewModel.addChangeListener { [weak self] onlyRunningTime in self?.stateDidChange(onlyRunningTime: onlyRunningTime) }
    }

    isolated deinit {
        if let token { viewModel.removeListener(token) }
    }

    private func stateDidChange(onlyRunningTime: Bool) {
        guard widget.isMapped else {
            isStale = true
            return
        }
        if onlyRunningTime, g_get_monotonic_time() - renderedAt < RenderPacing.runningTimeInterval {
            isStale = true
            return
        }
        draw(viewModel.viewState)
    }

    private func draw(_ state: ViewState) {
        isStale = false
        renderedAt = g_get_monotonic_time()
        render(state)
    }
}

/// How often the running time alone may be drawn.
@MainActor
enum RenderPacing {
    /// Microseconds between two renders that change only the running time: with 10 ms ticks,
    /// every fourth tick, 25 frames a second (the hundredths still cycle through their
    /// digits). Each frame is most of the app's CPU (README, "Performance"). The GTK checks
    /// set it to zero to see every state.
    static var runningTimeInterval: gint64 = 35_000
}
