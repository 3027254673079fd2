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
        add(name, parameterType: nil, accelerators: accelerators) { _ in handler() }
    }

    /// Adds the action `app.name` taking a 64-bit integer (`gapplication action … name 42`).
    package func addWithInteger(_ name: String, _ handler: @escaping @MainActor (Int64) -> Void) {
        add(name, parameterType: g_variant_type_new("x"), accelerators: []) { parameter in
            guard let parameter else { return }
            handler(Int64(g_variant_get_int64(OpaquePointer(parameter))))
        }
    }

    /// Adds the action `app.name` taking an unsigned 32-bit integer (`… name "uint32 3"`).
    package func addWithUnsignedInteger(_ name: String, _ handler: @escaping @MainActor (UInt32) -> Void) {
        add(name, parameterType: g_variant_type_new("u"), accelerators: []) { parameter in
            guard let parameter else { return }
            handler(g_variant_get_uint32(OpaquePointer(parameter)))
        }
    }

    /// Adds the action `app.name` taking an unsigned 32-bit integer and a string, `(us)`
    /// (`… name "(uint32 3, 'the hill')"`).
    package func addWithUnsignedIntegerAndString(_ name: String, _ handler: @escaping @MainActor (UInt32, String) -> Void) {
        add(name, parameterType: g_variant_type_new("(us)"), accelerators: []) { parameter in
            guard let parameter else { return }
            let tuple = OpaquePointer(parameter)
            guard let number = g_variant_get_child_value(tuple, 0), let text = g_variant_get_child_value(tuple, 1) else { return }
            defer {
                g_variant_unref(number)
                g_variant_unref(text)
            }
            handler(g_variant_get_uint32(number), String(cString: g_variant_get_string(text, nil)))
        }
    }

    /// Adds the action `app.name` taking a string (`gapplication action … name "'Tea'"`).
    package func addWithString(_ name: String, _ handler: @escaping @MainActor (String) -> Void) {
        add(name, parameterType: g_variant_type_new("s"), accelerators: []) { parameter in
            guard let parameter, let text = g_variant_get_string(OpaquePointer(parameter), nil) else { return }
            handler(String(cString: text))
        }
    }

    /// Adds the action `app.name` taking a 32-bit integer, with accelerators for some of its
    /// values: `[1: ["<Alt>1"]]` makes Alt+1 activate it with 1.
    package func addWithSmallInteger(_ name: String, accelerators: [Int32: [String]], _ handler: @escaping @MainActor (Int32) -> Void) {
        add(name, parameterType: g_variant_type_new("i"), accelerators: []) { parameter in
            guard let parameter else { return }
            handler(g_variant_get_int32(OpaquePointer(parameter)))
        }
        for (value, keys) in accelerators { setAccelerators(keys, for: "\(name)(\(value))") }
    }

    /// Adds the action `app.name` with an on/off state, which a menu shows as a check box; a
    /// click calls `handler`, and the state changes only through ``setOn(_:_:)``.
    package func addSwitch(_ name: String, accelerators: [String] = [], _ handler: @escaping @MainActor () -> Void) {
        add(name, parameterType: nil, state: g_variant_new_boolean(0), accelerators: accelerators) { _ in handler() }
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
        _ name: String, parameterType: OpaquePointer?, state: OpaquePointer? = nil, accelerators: [String],
        _ handler: @escaping @MainActor (gpointer?) -> Void
    ) {
        let action = (state.map { g_simple_action_new_stateful(name, parameterType, $0) } ?? g_simple_action_new(name, parameterType))!
        if let parameterType { g_variant_type_free(parameterType) }
        let handlerID = Signals.connectWithArgument(UnsafeMutableRawPointer(action), "activate", handler)
        g_action_map_add_action(OpaquePointer(application), action)
        actions[name] = (action, handlerID)
        setAccelerators(accelerators, for: name)
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
