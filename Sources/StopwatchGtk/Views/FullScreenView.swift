import CGtk
import GLibInterop
import GtkInterop
import StopwatchPresentation

/// Full screen: the running time filling the screen, the lap in progress and the last lap
/// beneath it, nothing else. It renders Home's view state (the time at the display's frames,
/// like Home) and fits the time to the screen both ways, from a 360 pixel window to
/// 3840 × 2160. The pointer hides after it has been still for a moment, and comes back when
/// it moves.
@MainActor
final class FullScreenView: WidgetConvertible, RunningTimePage {
    let widget: Widget
    let time = TimeDisplay(size: .fullScreen)
    let totalBeneath: TotalBeneath
    let currentLap = Line()
    let lastLap = Line()
    private let content = Box.vertical(spacing: 0, cssClasses: ["full-screen-view"])
    private let observer: SizeObserver
    private var rendering: MappedRendering<ViewStateChannel<HomeViewState>>?
    private var motion: SignalConnection?
    private var stillness: MainLoopTimeout?
    private var isPointerHidden = false
    private var scaleShown = -1
    var isDrawPending: Bool { rendering?.isDrawPending ?? false }
    var isAskingForFrames: Bool { rendering?.isAskingForFrames ?? false }

    /// How long the pointer stays while still.
    static let pointerStillness = 2_000

    /// A lap beneath the time: its title and its time, the time redrawn each frame.
    @MainActor
    final class Line: WidgetConvertible {
        let widget: Widget
        let title = Label(cssClasses: ["full-screen-lap-title"], xAlign: 1)
        let time = Digits("", cssClasses: ["full-screen-lap-time"], xAlign: 0)

        init() {
            let box = Box.horizontal(spacing: 24, cssClasses: ["full-screen-lap", "dim-label"])
            box.append(title)
            box.append(time)
            // At the time's end, the lap's last digits beneath the display's: the two
            // change on the same frames, and a frame redraws the box that holds all it
            // changed (docs/performance.md, "Where the time goes").
            box.widget.setAlignment(horizontal: GTK_ALIGN_END)
            widget = box.widget
        }

        func render(_ row: LapRow?) {
            widget.isVisible = row != nil
            guard let row else { return }
            title.setText(row.title)
            time.setText(row.lapTime)
        }
    }

    init(states: ViewStateChannel<HomeViewState>, pace: ViewStateChannel<FramePace>) {
        totalBeneath = TotalBeneath(caption: states.viewState.columns.total)
        totalBeneath.widget.setAlignment(horizontal: GTK_ALIGN_END)
        content.widget.setAlignment(horizontal: GTK_ALIGN_CENTER, vertical: GTK_ALIGN_CENTER)
        content.append(time)
        content.append(totalBeneath)
        content.append(currentLap)
        content.append(lastLap)
        // Neither way does the time's size hold the window big: it fits what the screen gives.
        observer = SizeObserver(content: Scroller(content: content, scrollsVertically: false))
        widget = observer.widget
        widget.setExpand(horizontal: true, vertical: true)
        widget.addCSSClass("full-screen")
        observer.onChange = { [weak self] width in self?.fit(width: width) }
        rendering = MappedRendering(
            states: states, pace: pace, widget: widget,
            render: { [weak self] in self?.render(running: $0.running, lastLap: $0.recentLaps.first, whole: true) },
            renderRunningTime: { [weak self] in self?.render(running: $0.running, lastLap: nil, whole: false) })
        motion = widget.onPointerMotion { [weak self] in self?.pointerMoved() }
    }

    isolated deinit {
        stillness?.cancel()
    }

    private func render(running: RunningTime, lastLap: LapRow?, whole: Bool) {
        time.render(running.time, spoken: running.spokenTime)
        totalBeneath.render(running.totalBeneath)
        currentLap.render(running.currentLap)
        if whole { self.lastLap.render(lastLap) }
    }

    /// The screen is `width` wide: the time as large as fits, with room beneath for the laps.
    private func fit(width: Int) {
        let height = observer.height ?? width
        // A fifth of the height for the two laps beneath.
        time.fit(width: Int(Double(width) * 0.92), height: Int(Double(height) * 0.62))
        guard time.scaleIndex != scaleShown else { return }
        if scaleShown >= 0 { content.widget.removeCSSClass("lap-scale-\(Self.lapScale(scaleShown))") }
        scaleShown = time.scaleIndex
        content.widget.addCSSClass("lap-scale-\(Self.lapScale(scaleShown))")
    }

    /// The laps' text steps with the time's, in fewer steps.
    private static func lapScale(_ timeScale: Int) -> Int { timeScale / 3 }

    /// Shows the pointer, and hides it again once it has been still.
    func pointerMoved() {
        if isPointerHidden {
            isPointerHidden = false
            widget.setPointerShown(true)
        }
        stillness?.cancel()
        stillness = MainLoopTimeout(milliseconds: UInt32(Self.pointerStillness)) { [weak self] in self?.hidePointer() }
    }

    /// Shown full screen: the pointer hides unless it moves.
    func didEnter() {
        pointerMoved()
    }

    /// Left: the pointer is the window's again.
    func didLeave() {
        stillness?.cancel()
        stillness = nil
        isPointerHidden = false
        widget.setPointerShown(true)
    }

    private func hidePointer() {
        stillness = nil
        isPointerHidden = true
        widget.setPointerShown(false)
    }

    /// The laps' and the total's font sizes at each step, as CSS: from about a tenth of the
    /// time's digits.
    static var styleSheet: String {
        var css = ""
        let steps = (TimeDisplay.fullScreenScales.count + 2) / 3
        for step in 0..<steps {
            let size = max(14, Int(110 * TimeDisplay.fullScreenScales[step * 3]))
            // The total beneath the lap as the big number steps with the laps.
            let selectors = [".full-screen-lap", ".total-beneath"].map { ".full-screen-view.lap-scale-\(step) \($0)" }
            css += selectors.joined(separator: ", ") + " { font-size: \(size)px; }\n"
        }
        return css
    }
}
