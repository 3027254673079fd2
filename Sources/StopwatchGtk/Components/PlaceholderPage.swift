import CGtk
import GtkInterop

/// A page with an icon, a title and a sentence, in place of a list that has nothing to show:
/// libadwaita's status page, as GNOME's apps show an empty screen.
@MainActor
final class PlaceholderPage: WidgetConvertible {
    let widget: Widget
    private var shown: (title: String, explanation: String)?

    init(iconName: String) {
        widget = Widget(adw_status_page_new())
        adw_status_page_set_icon_name(OpaquePointer(widget.pointer), iconName)
        widget.setExpand(horizontal: true, vertical: true)
    }

    func render(title: String, explanation: String) {
        guard shown.map({ $0 != (title, explanation) }) ?? true else { return }
        shown = (title, explanation)
        adw_status_page_set_title(OpaquePointer(widget.pointer), title)
        adw_status_page_set_description(OpaquePointer(widget.pointer), explanation)
    }
}
