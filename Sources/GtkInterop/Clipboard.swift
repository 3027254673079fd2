import CGtk

/// The desktop's clipboard (on the default display).
@MainActor
package enum Clipboard {
    package static func setText(_ text: String) {
        gdk_clipboard_set_text(gdk_display_get_clipboard(gdk_display_get_default()), text)
    }
}
