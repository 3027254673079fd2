import CGtk
import GLibInterop

/// Key handlers on a widget: in the capture phase they see a key before the focused widget
/// does; in the bubble phase, after it declined the key.
@MainActor
package enum KeyCapture {
    package typealias Handler = @MainActor (_ keyName: String, _ modifiers: Modifiers) -> Bool

    /// The modifiers held with a key.
    package struct Modifiers: OptionSet {
        package let rawValue: UInt32
        package init(rawValue: UInt32) { self.rawValue = rawValue }
        package static let shift = Modifiers(rawValue: GDK_SHIFT_MASK.rawValue)
        package static let control = Modifiers(rawValue: GDK_CONTROL_MASK.rawValue)
        package static let alt = Modifiers(rawValue: GDK_ALT_MASK.rawValue)
        package static let superKey = Modifiers(rawValue: GDK_SUPER_MASK.rawValue)
    }

    /// Calls `handler` with the key's name ("space", "Tab"…) and the modifiers held;
    /// returning `true` stops the key there. The handler lives as long as the widget.
    package static func install(on widget: Widget, phase: GtkPropagationPhase = GTK_PHASE_CAPTURE, _ handler: @escaping Handler) {
        let controller = gtk_event_controller_key_new()!
        gtk_event_controller_set_propagation_phase(controller, phase)
        let thunk: @convention(c) (gpointer?, guint, guint, GdkModifierType, gpointer?) -> gboolean = {
            _, keyval, _, state, data in
            MainActor.assumeIsolated {
                let name = gdk_keyval_name(keyval).map { String(cString: $0) } ?? ""
                let modifiers = Modifiers(rawValue: state.rawValue).intersection([.shift, .control, .alt, .superKey])
                return CallbackBox<Handler>.from(data).callback(name, modifiers) ? 1 : 0
            }
        }
        g_signal_connect_data(
            UnsafeMutableRawPointer(controller), "key-pressed", unsafeBitCast(thunk, to: GCallback.self),
            CallbackBox<Handler>(handler).retainedPointer(), { data, _ in releaseCallbackBox(data) }, GConnectFlags(0)
        )
        gtk_widget_add_controller(widget.pointer, controller)
    }

    /// GDK's name for the key that types the character `scalar` ("l", "question"); `nil` when
    /// it has none.
    nonisolated package static func keyName(typing scalar: UnicodeScalar) -> String? {
        gdk_keyval_name(gdk_unicode_to_keyval(scalar.value)).map { String(cString: $0) }
    }

    /// Activates an action by its detailed name (`app.lap`) as seen from `widget`; a disabled
    /// action is not activated.
    package static func activate(_ detailedName: String, from widget: Widget) {
        _ = gtk_widget_activate_action_variant(widget.pointer, detailedName, nil)
    }
}
