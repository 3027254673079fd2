import CGtk

/// A key handler that sees key presses before the focused widget does (the capture phase).
@MainActor
enum KeyCapture {
    typealias Handler = @MainActor (_ keyName: String, _ hasModifiers: Bool) -> Bool

    /// Calls `handler` with the key's name ("space", "Return"…) and whether Control, Alt or
    /// Super is held; returning `true` stops the key there.
    static func install(on widget: Widget, _ handler: @escaping Handler) {
        let controller = gtk_event_controller_key_new()!
        gtk_event_controller_set_propagation_phase(controller, GTK_PHASE_CAPTURE)
        let thunk: @convention(c) (gpointer?, guint, guint, GdkModifierType, gpointer?) -> gboolean = {
            _, keyval, _, state, data in
            MainActor.assumeIsolated {
                let name = gdk_keyval_name(keyval).map { String(cString: $0) } ?? ""
                let modifiers = GDK_CONTROL_MASK.rawValue | GDK_ALT_MASK.rawValue | GDK_SUPER_MASK.rawValue
                return CallbackBox<Handler>.from(data).callback(name, state.rawValue & modifiers != 0) ? 1 : 0
            }
        }
        g_signal_connect_data(
            UnsafeMutableRawPointer(controller), "key-pressed", unsafeBitCast(thunk, to: GCallback.self),
            CallbackBox<Handler>(handler).retainedPointer(), { data, _ in releaseCallbackBox(data) }, GConnectFlags(0)
        )
        gtk_widget_add_controller(widget.pointer, controller)
    }

    /// Activates an action by its detailed name (`app.lap`) as seen from `widget`; a disabled
    /// action is not activated.
    static func activate(_ detailedName: String, from widget: Widget) {
        _ = gtk_widget_activate_action_variant(widget.pointer, detailedName, nil)
    }
}
