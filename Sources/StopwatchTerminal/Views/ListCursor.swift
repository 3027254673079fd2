/// Where the cursor is in a list and which rows show: the terminal's own part of a list, as
/// a list widget keeps its selection and scroll position.
struct ListCursor {
    private(set) var position = 0
    private(set) var firstShown = 0

    /// Moves the cursor by `move` in a list of `count` rows, `page` of which show.
    mutating func move(_ move: TerminalInput.ListMove, count: Int, page: Int) {
        switch move {
        case .up: position -= 1
        case .down: position += 1
        case .pageUp: position -= max(1, page - 1)
        case .pageDown: position += max(1, page - 1)
        case .first: position = 0
        case .last: position = count - 1
        }
        clamp(count: count, page: page)
    }

    /// Keeps the cursor on a row and in view, after the list or the screen changed size.
    mutating func clamp(count: Int, page: Int) {
        position = min(max(0, position), max(0, count - 1))
        if position < firstShown { firstShown = position }
        if position >= firstShown + page { firstShown = position - page + 1 }
        firstShown = min(max(0, firstShown), max(0, count - page))
    }

    mutating func reset() {
        position = 0
        firstShown = 0
    }
}
