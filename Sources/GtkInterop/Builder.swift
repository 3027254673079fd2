import CGtk

/// Widgets built from GtkBuilder XML (what GTK 4.8 requires for a `GtkShortcutsWindow`).
@MainActor
package enum Builder {
    /// The toplevel object `id` of `xml`, owned by the caller.
    package static func toplevel(_ id: String, from xml: String) -> Widget {
        let builder = gtk_builder_new_from_string(xml, -1)
        let object = gtk_builder_get_object(builder, id)!
        g_object_ref(object)
        g_object_unref(UnsafeMutableRawPointer(builder))
        return Widget(UnsafeMutableRawPointer(object).assumingMemoryBound(to: GtkWidget.self))
    }

    /// Drops the caller's reference of a widget from `toplevel(_:from:)`.
    package static func release(_ widget: Widget) {
        g_object_unref(widget.object)
    }
}
