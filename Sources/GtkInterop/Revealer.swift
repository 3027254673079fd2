import CGtk

/// A GtkRevealer: a child shown and hidden with a slide (none with animations off). Once hidden
/// it is hidden for assistive technology too (GTK keeps an unrevealed child "visible").
@MainActor
package final class Revealer: WidgetConvertible {
    package let widget: Widget
    private let child: Widget
    private var connection: SignalConnection?

    package init(child: WidgetConvertible, transition: GtkRevealerTransitionType) {
        widget = Widget(gtk_revealer_new())
        self.child = child.widget
        gtk_revealer_set_transition_type(widget.opaque, transition)
        gtk_revealer_set_child(widget.opaque, child.widget.pointer)
        child.widget.isVisible = false
        let revealer = widget
        let content = child.widget
        // "notify" handlers take the property's GParamSpec before the user data.
        let handler = Signals.connectWithArgument(widget.object, "notify::child-revealed") { _ in
            if gtk_revealer_get_child_revealed(revealer.opaque) == 0, gtk_revealer_get_reveal_child(revealer.opaque) == 0 {
                content.isVisible = false
            }
        }
        connection = SignalConnection(widget.object, handlerID: handler)
    }

    package var isRevealed: Bool {
        get { gtk_revealer_get_reveal_child(widget.opaque) != 0 }
        set {
            guard newValue != isRevealed else { return }
            if newValue { child.isVisible = true }
            gtk_revealer_set_reveal_child(widget.opaque, newValue ? 1 : 0)
        }
    }
}
