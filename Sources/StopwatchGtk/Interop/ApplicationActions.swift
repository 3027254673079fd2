import CGtk

/// Adds `app.NAME` actions to a GApplication, each with its accelerators and a Swift handler.
@MainActor
final class ApplicationActions {
    private let application: UnsafeMutablePointer<GtkApplication>
    private var actions: [String: OpaquePointer] = [:]

    init(application: UnsafeMutablePointer<GtkApplication>) {
        self.application = application
    }

    /// Adds the action `app.name`, triggered by `accelerators` ("<Control>l", "space"…).
    func add(_ name: String, accelerators: [String] = [], _ handler: @escaping @MainActor () -> Void) {
        let action = g_simple_action_new(name, nil)!
        Signals.connectWithArgument(UnsafeMutableRawPointer(action), "activate") { _ in handler() }
        g_action_map_add_action(OpaquePointer(application), action)
        // The action map holds its own reference now.
        g_object_unref(UnsafeMutableRawPointer(action))
        actions[name] = action
        setAccelerators(accelerators, for: name)
    }

    /// Enables or disables `app.name`; buttons bound to it grey out by themselves.
    func setEnabled(_ name: String, _ enabled: Bool) {
        guard let action = actions[name] else { return }
        if (g_action_get_enabled(action) != 0) != enabled {
            g_simple_action_set_enabled(action, enabled ? 1 : 0)
        }
    }

    func isEnabled(_ name: String) -> Bool {
        actions[name].map { g_action_get_enabled($0) != 0 } ?? false
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
        cStrings.forEach { free($0) }
    }
}
