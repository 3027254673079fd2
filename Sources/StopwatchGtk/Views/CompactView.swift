import CGtk
import GtkInterop
import StopwatchPresentation

/// The compact window's content: the time, a goal's progress as a thin bar (its words are its
/// accessible name), and the stopwatch's two buttons, nothing else, so
/// the window shrinks to about 220 × 90 and sits in a corner while the user works. It renders
/// Home's view state (the time at the display's frames, like Home) and drags the window from
/// anywhere but its buttons, as the header bar is hidden.
@MainActor
final class CompactView: WidgetConvertible, RunningTimePage {
    let widget: Widget
    let time = TimeDisplay(size: .compact)
    let totalBeneath: TotalBeneath
    let controls = ControlButtons()
    let goalBar = GoalBar(cssClasses: ["compact-goal"], isNamedByItsWords: true)
    private var rendering: MappedRendering<ViewStateChannel<HomeViewState>>?
    var isDrawPending: Bool { rendering?.isDrawPending ?? false }
    var isAskingForFrames: Bool { rendering?.isAskingForFrames ?? false }

    init(states: ViewStateChannel<HomeViewState>, pace: ViewStateChannel<FramePace>) {
        totalBeneath = TotalBeneath(caption: states.viewState.columns.total)
        let content = Box.vertical(spacing: 4, cssClasses: ["compact-window"])
        content.widget.setMargins(6)
        content.widget.setAlignment(horizontal: GTK_ALIGN_CENTER, vertical: GTK_ALIGN_CENTER)
        content.append(time)
        content.append(totalBeneath)
        content.append(goalBar)
        content.append(controls)
        // The whole content moves the window, as a title bar would.
        widget = Widget.windowHandle(holding: content)
        widget.setExpand(horizontal: true, vertical: true)
        rendering = MappedRendering(
            states: states, pace: pace, widget: widget,
            render: { [weak self] in
                self?.render(running: $0.running, controls: $0.controls)
                self?.goalBar.render($0.goal)
            },
            renderRunningTime: { [weak self] in self?.render(running: $0.running, controls: nil) })
    }

    private func render(running: RunningTime, controls commands: [CommandButton]?) {
        time.render(running.time, spoken: running.spokenTime)
        totalBeneath.render(running.totalBeneath)
        if let commands { controls.render(commands) }
    }
}
