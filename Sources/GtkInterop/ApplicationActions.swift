import CGtk

/// The `app.NAME` actions of a GApplication, each with its accelerators and a Swift handler.
///
/// It holds a reference on the application and on each action it made, and disconnects its
/// handlers when it goes, so no handler outlives it and no pointer it keeps dangles.
@MainActor
package final class ApplicationActions {
    private let application: UnsafeMutablePointer<GtkApplication>
    private var actions: [String: (action: OpaquePointer, handler: gulong)] = [:]

    package init(application: UnsafeMutablePointer<GtkApplication>) {
        self.application = application
        g_object_ref(UnsafeMutableRawPointer(application))
    }

    isolated deinit {
        for (name, entry) in actions {
            Signals.disconnect(UnsafeMutableRawPointer(entry.action), entry.handler)
            g_action_map_remove_action(OpaquePointer(application), name)
            g_object_unref(UnsafeMutableRawPointer(entry.action))
        }
        g_object_unref(UnsafeMutableRawPointer(application))
    }

    /// Adds the action `app.name`, triggered by `accelerators` ("<Control>l", "space"…).
    package func add(_ name: String, accelerators: [String] = [], _ handler: @escaping @MainActor () -> Void) {
        add(name, parameterType: nil) { _ in handler() }
        setAccelerators(accelerators, for: name)
    }

    /// Adds the action `app.name` taking a parameter of the D-Bus type `signature` ("x",
    /// "(us)"; `nil` for none), or a switch with an on/off state, which a menu shows as a
    /// check box (its state changes only through ``setOn(_:_:)``). `accelerators` are the
    /// keys of each parameter, as GTK writes a detailed action: `["": ["<Control>l"]]`
    /// without a parameter, `["1": ["<Alt>1"]]` for the value 1. An activation with a value
    /// calls `handler` with it.
    package func add(
        _ name: String, parameter signature: String?, isSwitch: Bool = false, accelerators: [String: [String]] = [:],
        _ handler: @escaping @MainActor (DBusValue?) -> Void
    ) {
        add(name, parameterType: signature.map { g_variant_type_new($0) }, state: isSwitch ? g_variant_new_boolean(0) : nil) {
            parameter in handler(parameter.map { DBusValue(OpaquePointer($0)) })
        }
        for (value, keys) in accelerators { setAccelerators(keys, for: value.isEmpty ? name : "\(name)(\(value))") }
    }

    /// Shows the switch `app.name` on or off.
    package func setOn(_ name: String, _ isOn: Bool) {
        guard let action = actions[name]?.action, let state = g_action_get_state(action) else { return }
        defer { g_variant_unref(state) }
        if (g_variant_get_boolean(state) != 0) != isOn {
            g_simple_action_set_state(action, g_variant_new_boolean(isOn ? 1 : 0))
        }
    }

    /// Enables or disables `app.name`; buttons bound to it grey out by themselves.
    package func setEnabled(_ name: String, _ enabled: Bool) {
        guard let action = actions[name]?.action else { return }
        if (g_action_get_enabled(action) != 0) != enabled {
            g_simple_action_set_enabled(action, enabled ? 1 : 0)
        }
    }

    package func isEnabled(_ name: String) -> Bool {
        actions[name].map { g_action_get_enabled($0.action) != 0 } ?? false
    }

    private func add(
        _ name: String, parameterType: OpaquePointer?, state: OpaquePointer? = nil, _ handler: @escaping @MainActor (gpointer?) -> Void
    ) {
        let action = (state.map { g_simple_action_new_stateful(name, parameterType, $0) } ?? g_simple_action_new(name, parameterType))!
        if let parameterType { g_variant_type_free(parameterType) }
        let handlerID = Signals.connectWithArgument(UnsafeMutableRawPointer(action), "activate", handler)
        g_action_map_add_action(OpaquePointer(application), action)
        actions[name] = (action, handlerID)
    }

    private func setAccelerators(_ accelerators: [String], for name: String) {
        guard !accelerators.isEmpty else { return }
        var cStrings = accelerators.map { strdup($0) }
        cStrings.append(nil)
        cStrings.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: UnsafePointer<CChar>?.self, capacity: buffer.count) {
                gtk_application_set_accels_for_action(application, "app.\(name)", $0)
            }
        }
        for cString in cStrings { free(cString) }
    }
}
