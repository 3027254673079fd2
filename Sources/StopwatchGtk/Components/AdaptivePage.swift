import CGtk
import GtkInterop

/// A screen's content fitted to the window: scrolled when the window is shorter than it, with
/// margins roomy on a wide window and tight on a narrow one (a phone, a tiled half screen),
/// and told the width left for it whenever that changes, to choose what fits.
///
/// Its width never holds the window wide (``Scroller``), and it learns its width from a
/// ``SizeObserver``.
@MainActor
final class AdaptivePage: WidgetConvertible {
    /// Below this many pixels, a window is narrow.
    static let narrowWidth = 420

    let widget: Widget
    private let content: Widget
    private let observer: SizeObserver
    private var margin: Int32 = 24
    /// The width the content has, once the page was laid out.
    private(set) var contentWidth: Int?
    /// The page's height, once known.
    var height: Int? { observer.height }
    /// Called with the content's width each time it changes.
    var onFit: (@MainActor (Int) -> Void)?

    init(content: WidgetConvertible) {
        self.content = content.widget
        content.widget.setMargins(margin)
        observer = SizeObserver(content: Scroller(content: content))
        widget = observer.widget
        observer.fitsToParentWhenShown()
        observer.onChange = { [weak self] width in self?.fit(width: width) }
    }

    private func fit(width: Int) {
        let isNarrow = width < Self.narrowWidth
        let newMargin: Int32 = isNarrow ? 12 : 24
        content.setCSSClass("narrow", isNarrow)
        if newMargin != margin {
            margin = newMargin
            content.setMargins(margin)
        }
        let available = max(0, width - 2 * Int(margin))
        contentWidth = available
        onFit?(available)
    }
}
