import CGtk
import GLibInterop
import GtkInterop
import StopwatchCore
import StopwatchPresentation

/// Binds a view to its screen's view states: renders the view state only while the view is on screen,
/// and draws the running time on the frames of the display (ARCHITECTURE.md, "Time").
///
/// A change other than the running time (a lap, a pause) is rendered at once and in full. A
/// tick only says that the running time moved on: the next frame of GTK's frame clock draws
/// it, whatever the number of ticks in between, so a tick no frame shows is never even
/// mapped (the ViewModel maps the running time when it is read), and a frame of the running
/// time sets only the running time. Frames are asked for while ticks come, and stop a frame
/// after they stop (paused: the frame clock rests). The pace comes from ``FramePacing``:
/// every frame, at most ten a second while the desktop saves power (``FramePacer``), or,
/// to the whole second, a frame only when a tick reached a new second.
///
/// A hidden page of the stack would otherwise relayout the window for nothing; the latest
/// state is rendered as soon as the view is mapped again.
@MainActor
final class MappedRendering<States: ViewStatePublisher> {
    typealias ViewState = States.ViewState
    private let states: States
    private let pace: ViewStateChannel<FramePace>?
    private let sharing: FrameSharing?
    private let render: @MainActor (ViewState) -> Void
    private let renderRunningTime: (@MainActor (ViewState) -> Void)?
    private var frames: FrameTicks?
    private var powerSavingPacer = FramePacer.powerSaving
    /// What has changed since the view last rendered.
    private var pending: ViewStateChange?
    private var isMapped: Bool
    private let subscriptions = Subscriptions()
    private var mapConnections: [SignalConnection] = []

    /// Renders `states`'s state into the view of `widget` with `render`, now and from now on,
    /// drawing the running time at `pace`'s pace (every frame without it), but for the frames
    /// `sharing` gives the list beside it. A view that shows the running time passes
    /// `renderRunningTime`, which sets only what a tick changes.
    init(
        states: States, pace: ViewStateChannel<FramePace>? = nil, sharing: FrameSharing? = nil, widget: Widget,
        render: @escaping @MainActor (ViewState) -> Void, renderRunningTime: (@MainActor (ViewState) -> Void)? = nil
    ) {
        self.states = states
        self.pace = pace
        self.sharing = sharing
        self.render = render
        self.renderRunningTime = renderRunningTime
        isMapped = widget.isMapped
        render(states.viewState)
        frames = FrameTicks(widget: widget) { [unowned self] frameTime in frameDidBegin(at: frameTime) }
        mapConnections = widget.onMappedChange { [weak self] mapped in
            guard let self else { return }
            isMapped = mapped
            // Off the screen, no frame is asked for: a hidden window's frame clock on
            // Wayland would otherwise go on waking the app at every refresh for nothing.
            if !mapped { frames?.stop() }
            guard mapped, pending != nil else { return }
            powerSavingPacer.frameDrawn(at: MonotonicTime.microseconds)
            draw()
        }
        subscriptions.keep(
            states.addChangeListener { [weak self] change in self?.stateDidChange(change) }, removedBy: states.removeListener)
    }

    /// Whether a change waits for the next frame (the checks wait for it to be drawn).
    var isDrawPending: Bool { pending != nil }

    /// Whether it asks the frame clock for frames (the checks see it rest once paused).
    var isAskingForFrames: Bool { frames?.isRunning ?? false }

    private func stateDidChange(_ change: ViewStateChange) {
        // To the whole second, a tick within the second moves nothing shown: no frame for it,
        // and the frame clock rests until the next second.
        if change == .runningTime, pace?.viewState == .wholeSeconds { return }
        pending = max(pending ?? change, change)
        guard isMapped else { return }
        if change == .everything {
            draw()
        } else {
            frames?.start()
        }
    }

    private func frameDidBegin(at frameTime: Int64) {
        guard let change = pending else {
            // No tick since the last frame: the stopwatch stopped, and the frame clock may rest.
            frames?.stop()
            return
        }
        // A frame the list claimed: the running time is drawn on the next one (FrameSharing).
        if change != .everything, sharing?.yieldsThisFrame() == true { return }
        switch pace?.viewState ?? .everyFrame {
        case .everyFrame: draw()
        case .powerSaving: if powerSavingPacer.isFrameDue(for: change, at: frameTime) { draw() }
        case .wholeSeconds:
            guard change == .runningTime else { return draw() }
            // Ticks within the second: nothing to draw, and the clock rests until the next.
            pending = nil
            frames?.stop()
        case .hidden: break
        }
    }

    private func draw() {
        let change = pending
        pending = nil
        if change != .everything, let renderRunningTime {
            renderRunningTime(states.viewState)
        } else {
            render(states.viewState)
        }
    }

    isolated deinit {
        frames?.stop()
    }
}
