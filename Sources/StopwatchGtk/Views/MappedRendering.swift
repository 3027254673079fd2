import CGtk
import StopwatchCore
import StopwatchPresentation

/// Binds a view to its ViewModel: renders the view state only while the view is on screen,
/// and draws the running time about 18 times a second.
///
/// A hidden page of the stack would otherwise relayout the window a hundred times a second
/// for nothing; the latest state is rendered as soon as the view is mapped again. And each
/// frame GTK draws costs about as much under software rendering as everything else together,
/// so when only the running time moved on, it waits until its ``FramePacer`` says a frame is due:
/// the next tick brings a fresher one anyway, and the ticks in between are never even mapped
/// (the ViewModel maps the running time when it is read). Anything else (a lap, a pause) is
/// drawn at once, and in full; a frame of the running time alone sets only the running time.
@MainActor
final class MappedRendering<ViewModel: ViewStatePublisher> {
    typealias ViewState = ViewModel.ViewState
    /// What has changed since the view last rendered.
    private enum Change: Comparable {
        case runningTime, everything
    }

    private let viewModel: ViewModel
    private let render: @MainActor (ViewState) -> Void
    private let renderRunningTime: (@MainActor (ViewState) -> Void)?
    private var pacer = RenderPacing.pacer()
    private var pending: Change?
    private var isMapped: Bool
    private var token: ObserverToken?
    private var mapConnections: [SignalConnection] = []

    /// Renders `viewModel`'s state into the view of `widget` with `render`, now and from now on.
    /// A view that shows the running time passes `renderRunningTime`, which sets only what a
    /// tick changes: a frame then costs no comparison of the rest of the screen.
    init(viewModel: ViewModel, widget: Widget, render: @escaping @MainActor (ViewState) -> Void,
         renderRunningTime: (@MainActor (ViewState) -> Void)? = nil) {
        self.viewModel = viewModel
        self.render = render
        self.renderRunningTime = renderRunningTime
        isMapped = widget.isMapped
        render(viewModel.viewState)
        mapConnections = widget.onMappedChange { [weak self] mapped in
            guard let self else { return }
            isMapped = mapped
            if mapped, pending != nil { draw() }
        }
        token = viewModel.addChangeListener { [weak self] onlyRunningTime in self?.stateDidChange(onlyRunningTime: onlyRunningTime) }
    }

    isolated deinit {
        if let token { viewModel.removeListener(token) }
    }

    private func stateDidChange(onlyRunningTime: Bool) {
        pending = max(pending ?? .runningTime, onlyRunningTime ? .runningTime : .everything)
        guard isMapped else { return }
        if pending == .runningTime, !pacer.isFrameDue(at: Int64(g_get_monotonic_time())) { return }
        draw()
    }

    private func draw() {
        let change = pending
        pending = nil
        if change == .runningTime, let renderRunningTime {
            renderRunningTime(viewModel.viewState)
        } else {
            pacer.frameDrawn(at: Int64(g_get_monotonic_time()))
            render(viewModel.viewState)
        }
    }
}

/// How often the running time alone may be drawn.
@MainActor
enum RenderPacing {
    /// Microseconds between two renders that change only the running time, on average: 55 ms,
    /// about 18 frames a second, alternately 50 and 60 ms apart with 10 ms ticks, so the last
    /// digit of the hundredths still takes every value (see ``FramePacer``). Each frame is
    /// most of the app's CPU (README, "Performance").
    static let standardInterval: gint64 = 55_000

    /// The interval the views pace themselves with; the GTK checks set it to zero to see every
    /// state.
    static var runningTimeInterval = standardInterval

    /// A pacer for one view: never two frames within 7/9 of the interval (43 ms at 55).
    static func pacer() -> FramePacer {
        FramePacer(interval: Int64(runningTimeInterval), minimumGap: Int64(runningTimeInterval) * 7 / 9)
    }
}
