import CGtk
import GtkInterop

/// A page with an icon, a title and a sentence, in place of a list that has nothing to show
/// (the HIG's placeholder page, which GTK 4.8 has no widget for).
@MainActor
final class PlaceholderPage: WidgetConvertible {
    let widget: Widget
    let title = Label(cssClasses: ["title-2"])
    let explanation = Label(cssClasses: ["dim-label", "body"])

    init(iconName: String) {
        let box = Box.vertical(spacing: 12, cssClasses: ["placeholder-page"])
        widget = box.widget
        let icon = Widget(gtk_image_new_from_icon_name(iconName))
        gtk_image_set_pixel_size(icon.opaque, 96)
        icon.addCSSClass("dim-label")
        box.append(icon)
        box.append(title)
        gtk_label_set_wrap(explanation.widget.opaque, 1)
        gtk_label_set_justify(explanation.widget.opaque, GTK_JUSTIFY_CENTER)
        box.append(explanation)
        widget.setAlignment(horizontal: GTK_ALIGN_CENTER, vertical: GTK_ALIGN_CENTER)
        widget.setExpand(horizontal: true, vertical: true)
        widget.setMargins(24)
    }

    func render(title newTitle: String, explanation newExplanation: String) {
        title.setText(newTitle)
        explanation.setText(newExplanation)
    }
}
