import CGtk

/// Text measured in a widget's font, as GTK will draw it there.
@MainActor
package enum TextMetrics {
    /// The width, in pixels, of `text` in `widget`'s font.
    package static func width(of text: String, in widget: Widget) -> Int {
        guard !text.isEmpty, let layout = gtk_widget_create_pango_layout(widget.pointer, text) else { return 0 }
        var width: Int32 = 0
        var height: Int32 = 0
        pango_layout_get_pixel_size(layout, &width, &height)
        g_object_unref(UnsafeMutableRawPointer(layout))
        return Int(width)
    }

    /// The widest of `texts` in `widget`'s font.
    package static func widest(_ texts: [String], in widget: Widget) -> Int {
        texts.map { width(of: $0, in: widget) }.max() ?? 0
    }
}
