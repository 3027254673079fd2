import CGtk
import GtkInterop
import StopwatchPresentation

/// A goal's progress beneath the time (ARCHITECTURE.md, "Goals"): a thin bar and its words, "42 min
/// of 1 h today", small and dim so the time stays the thing seen; hidden without a goal. Both
/// change at most once a minute: the view state changes no oftener, and the bar and the label
/// set only what changed.
@MainActor
final class GoalProgressView: WidgetConvertible {
    let widget: Widget
    let bar = GoalBar(cssClasses: ["goal-bar"], isNamedByItsWords: false)
    let words = Label("", cssClasses: ["goal-words", "caption"])
    private var shown: GoalLine?

    init() {
        let box = Box.vertical(spacing: 4, cssClasses: ["goal-progress"])
        widget = box.widget
        box.append(bar)
        box.append(words)
        widget.setAlignment(horizontal: GTK_ALIGN_CENTER)
        widget.isVisible = false
    }

    func render(_ line: GoalLine?) {
        guard line != shown else { return }
        shown = line
        widget.isVisible = line != nil
        bar.render(line)
        guard let line else { return }
        words.setText(line.text)
    }
}
