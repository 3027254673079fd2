import CGtk

/// The margins of a screen's content for the window's width: roomy on a wide window, tight
/// on a narrow one (a phone, a tiled half screen), and the width left for the content.
@MainActor
final class PageLayout {
    /// Below this many pixels, a window is narrow.
    static let narrowWidth = 420
    private(set) var margin: Int32 = 24
    private(set) var contentWidth = 0

    func apply(to content: Widget) {
        content.setMargins(margin)
    }

    func fit(width: Int, content: Widget) {
        let newMargin: Int32 = width < Self.narrowWidth ? 12 : 24
        contentWidth = max(0, width - 2 * Int(newMargin))
        content.setCSSClass("narrow", width < Self.narrowWidth)
        guard newMargin != margin else { return }
        margin = newMargin
        apply(to: content)
    }
}
