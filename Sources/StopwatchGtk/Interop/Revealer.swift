import CGtk

/// A GtkRevealer: a child shown and hidden with a slide (none with animations off).
@MainActor
struct Revealer: WidgetConvertible {
    let widget: Widget

    init(child: WidgetConvertible, transition: GtkRevealerTransitionType) {
        widget = Widget(gtk_revealer_new())
        gtk_revealer_set_transition_type(widget.opaque, transition)
        gtk_revealer_set_child(widget.opaque, child.widget.pointer)
    }

    var isRevealed: Bool {
        get { gtk_revealer_get_reveal_child(widget.opaque) != 0 }
        nonmutating set {
            guard newValue != isRevealed else { return }
            gtk_revealer_set_reveal_child(widget.opaque, newValue ? 1 : 0)
        }
    }
}
