import CGtk
import StopwatchCore
import StopwatchPresentation

/// Binds a view to its ViewModel: renders the view state only while the view is on screen,
/// and draws the running time about 13 times a second, and on the tick a new second begins.
///
/// A hidden page of the stack would otherwise relayout the window a hundred times a second
/// for nothing; the latest state is rendered as soon as the view is mapped again. And each
/// frame GTK draws costs about as much under software rendering as everything else together,
/// so when only the hundredths moved on, it waits until its ``FramePacer`` says a frame is due:
/// the next tick brings a fresher one anyway, and the ticks in between are never even mapped
/// (the ViewModel maps the running time when it is read). The seconds, which a reader
/// follows, are drawn on the tick they change, and anything else (a lap, a pause) at once and
/// in full; a frame of the running time alone sets only the running time.
@MainActor
final class MappedRendering<ViewModel: ViewStatePublisher> {
    typealias ViewState = ViewModel.ViewState
    private let viewModel: ViewModel
    private let render: @MainActor (ViewState) -> Void
    private let renderRunningTime: (@MainActor (ViewState) -> Void)?
    private var pacer = RenderPacing.pacer()
    /// What has changed since the view last rendered.
    private var pending: ViewStateChange?
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
            guard mapped, pending != nil else { return }
            pacer.frameDrawn(at: Int64(g_get_monotonic_time()))
            draw()
        }
        token = viewModel.addChangeListener { [weak self] change in self?.stateDidChange(change) }
    }

    isolated deinit {
        if let token { viewModel.removeListener(token) }
    }

    private func stateDidChange(_ change: ViewStateChange) {
        let combined = max(pending ?? change, change)
        pending = combined
        guard isMapped, pacer.isFrameDue(for: combined, at: Int64(g_get_monotonic_time())) else { return }
        draw()
    }

    private func draw() {
        let change = pending
        pending = nil
        if change != .everything, let renderRunningTime {
            renderRunningTime(viewModel.viewState)
        } else {
            render(viewModel.viewState)
        }
    }
}

/// How often the running time alone may be drawn.
@MainActor
enum RenderPacing {
    /// Microseconds between two renders that change only the hundredths, on average: 77 ms,
    /// mostly alternately 70 and 80 ms apart with 10 ms ticks. A new second is drawn on its
    /// tick and starts the schedule again: 13 frames a second, in which the last digit of the
    /// hundredths still takes every value (see ``FramePacer``). Each frame is most of the
    /// app's CPU (README, "Performance").
    static let standardInterval: gint64 = 77_000

    /// The interval the views pace themselves with; the GTK checks set it to zero to see every
    /// state.
    static var runningTimeInterval = standardInterval

    /// A pacer for one view: never two scheduled frames within 7/9 of the interval (59 ms at 77).
    static func pacer() -> FramePacer {
        FramePacer(interval: Int64(runningTimeInterval), minimumGap: Int64(runningTimeInterval) * 7 / 9)
    }
}
