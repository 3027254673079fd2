import CGtk

/// The app's `AdwApplication` (a `GtkApplication` that sets libadwaita up: its style sheet, and
/// the desktop's colour scheme and high contrast followed at start and while it runs), a
/// GObject subclass written in Swift (``GObjectSubclass``): launched
/// a second time, it hands the running instance the launcher's Wayland activation token
/// (`XDG_ACTIVATION_TOKEN`, or `DESKTOP_STARTUP_ID`) along with the activation, as
/// "desktop-startup-id" and "activation-token". GTK 4.8's own remote side never sends it, so
/// the running app could not bring its window to the front.
package enum ActivationTokenApplication {
    /// What an instance does as it takes and leaves its bus name (``Application/onBusRegistration(_:)``).
    package final class State {
        /// Called with the bus connection and the object path as the app takes its bus name,
        /// before any call can reach it.
        package var register: (@MainActor (OpaquePointer, String) -> Void)?
        /// Called as it leaves the bus.
        package var unregister: (@MainActor () -> Void)?
    }

    package static let subclass: GObjectSubclass<State> = GObjectSubclass(
        name: "GtkInteropApplication", parent: adw_application_get_type(),
        makeState: State.init
    ) { klass in
        let applicationClass = klass.assumingMemoryBound(to: GApplicationClass.self)
        // Runs in the process that was launched, before it hands over to the running app.
        applicationClass.pointee.add_platform_data = { application, builder in
            let parent = ActivationTokenApplication.subclass.parentClass!.assumingMemoryBound(to: GApplicationClass.self)
            parent.pointee.add_platform_data?(application, builder)
            guard let builder, let token = ActivationTokenApplication.launcherToken() else { return }
            for key in ["desktop-startup-id", "activation-token"] {
                g_variant_builder_add_value(
                    builder,
                    g_variant_new_dict_entry(
                        g_variant_new_string(key),
                        g_variant_new_variant(g_variant_new_string(token))))
            }
        }
        // Runs on the main thread as the app takes its bus name, before any call can reach it:
        // what the app exports there answers from the first call on.
        applicationClass.pointee.dbus_register = { application, connection, path, error in
            let parent = ActivationTokenApplication.subclass.parentClass!.assumingMemoryBound(to: GApplicationClass.self)
            guard parent.pointee.dbus_register?(application, connection, path, error) ?? 1 != 0 else { return 0 }
            guard let application, let connection, let path else { return 1 }
            // GLib calls it on the main thread; the pointers cross into the main actor as numbers.
            let (instance, bus, objectPath) = (UInt(bitPattern: application), UInt(bitPattern: connection), String(cString: path))
            MainActor.assumeIsolated {
                let state = ActivationTokenApplication.subclass.state(of: UnsafeMutableRawPointer(bitPattern: instance)!)
                state.register?(OpaquePointer(bitPattern: bus)!, objectPath)
            }
            return 1
        }
        applicationClass.pointee.dbus_unregister = { application, connection, path in
            if let application {
                let instance = UInt(bitPattern: application)
                MainActor.assumeIsolated {
                    ActivationTokenApplication.subclass.state(of: UnsafeMutableRawPointer(bitPattern: instance)!).unregister?()
                }
            }
            let parent = ActivationTokenApplication.subclass.parentClass!.assumingMemoryBound(to: GApplicationClass.self)
            parent.pointee.dbus_unregister?(application, connection, path)
        }
    }

    /// A new application with `id` and `flags`.
    package static func make(id: String, flags: GApplicationFlags) -> UnsafeMutablePointer<GtkApplication> {
        let application = subclass.make()
        g_application_set_application_id(application.assumingMemoryBound(to: GApplication.self), id)
        g_application_set_flags(application.assumingMemoryBound(to: GApplication.self), flags)
        return application.assumingMemoryBound(to: GtkApplication.self)
    }

    /// The token the launcher gave this process, if any, valid UTF-8.
    private static func launcherToken() -> String? {
        for name in ["XDG_ACTIVATION_TOKEN", "DESKTOP_STARTUP_ID"] {
            guard let value = g_getenv(name), value.pointee != 0 else { continue }
            guard g_utf8_validate(value, -1, nil) != 0 else { return nil }
            return String(cString: value)
        }
        return nil
    }
}
