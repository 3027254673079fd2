import StopwatchPresentation

/// The cursor of each screen's list, as list widgets keep their selection and scroll: moved
/// by the keys, read and kept in view by the drawing.
@MainActor
final class ListCursors {
    private var cursors: [Screen: ListCursor] = [:]

    subscript(screen: Screen) -> ListCursor {
        get { cursors[screen] ?? ListCursor() }
        set { cursors[screen] = newValue }
    }

    /// A screen reached going forward starts at its top.
    func reset(_ screen: Screen) {
        cursors[screen] = nil
    }
}
