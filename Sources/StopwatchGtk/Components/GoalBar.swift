import GtkInterop
import StopwatchPresentation

/// A goal's progress as a thin bar, filled as far as the goal is reached and marked met past
/// it; hidden without a goal. Home puts its words beneath it, compact mode gives them to it as
/// its name (a bar alone would be read as a bare number).
@MainActor
final class GoalBar: WidgetConvertible {
    let level: LevelBar
    var widget: Widget { level.widget }
    private let isNamedByItsWords: Bool
    private var shown: GoalLine?

    /// `isNamedByItsWords`: a screen reader reads the line's words as the bar's name; otherwise
    /// the bar is shown to the eyes only, its words said by a label beside it.
    init(cssClasses: [String], isNamedByItsWords: Bool) {
        level = LevelBar(cssClasses: cssClasses)
        self.isNamedByItsWords = isNamedByItsWords
        if !isNamedByItsWords { level.widget.setShownToTheEyesOnly(true) }
        widget.isVisible = false
    }

    /// Sets only what changed: the fill, the mark of a goal met, the name.
    func render(_ line: GoalLine?) {
        guard line != shown else { return }
        shown = line
        widget.isVisible = line != nil
        guard let line else { return }
        level.setValue(line.fraction)
        widget.setCSSClass("goal-met", line.isMet)
        if isNamedByItsWords { widget.setAccessibleLabel(line.text) }
    }
}
