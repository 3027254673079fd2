import CGtk

/// A GtkEntry for a line of text, held to a length.
@MainActor
package struct TextEntry: WidgetConvertible {
    package let widget = Widget(gtk_entry_new())

    package init(text: String, maxLength: Int, placeholder: String? = nil) {
        gtk_editable_set_text(widget.opaque, text)
        gtk_entry_set_max_length(widget.typed(GtkEntry.self), Int32(clamping: maxLength))
        if let placeholder { gtk_entry_set_placeholder_text(widget.typed(GtkEntry.self), placeholder) }
    }

    package var text: String { String(cString: gtk_editable_get_text(widget.opaque)) }

    /// Enter in it presses its window's default button.
    package func activatesDefault() { gtk_entry_set_activates_default(widget.typed(GtkEntry.self), 1) }

    /// Calls `handler` with its text each time Enter is pressed in it, for as long as the
    /// connection is kept.
    package func onActivate(_ handler: @escaping @MainActor (String) -> Void) -> SignalConnection {
        SignalConnection(
            widget.object,
            handlerID: Signals.connect(widget.object, "activate") { [widget] in
                handler(String(cString: gtk_editable_get_text(widget.opaque)))
            })
    }
}
