import GtkInterop

/// A page with an icon, a title and a sentence, in place of a list that has nothing to show:
/// libadwaita's status page, as GNOME's apps show an empty screen.
@MainActor
final class PlaceholderPage: WidgetConvertible {
    let widget: Widget
    private let page: Adwaita.StatusPage
    private var shown: (title: String, explanation: String)?

    init(iconName: String) {
        page = Adwaita.StatusPage(iconName: iconName)
        widget = page.widget
        widget.setExpand(horizontal: true, vertical: true)
    }

    func render(title: String, explanation: String) {
        guard shown.map({ $0 != (title, explanation) }) ?? true else { return }
        shown = (title, explanation)
        page.set(title: title, description: explanation)
    }
}
