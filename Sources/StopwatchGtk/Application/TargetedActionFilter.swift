import CGtk
import GtkInterop
import StopwatchConcurrency
import StopwatchCore
import StopwatchPresentation

/// Lets the stopwatch commands from outside name their stopwatch as the plain command does
/// its current one: `gapplication action io.github.swiftgtk.Stopwatch lap "'Tea'"`.
///
/// GLib gives an action one parameter type, and refuses a call whose parameter does not
/// match before the app sees it: `lap` takes none, `lap-stopwatch` a name. This filter on the
/// app's bus connection, on GDBus's own thread, turns an `ActivateAction` (or `Activate`) of
/// `toggle`, `lap` or `reset` with a string into the same call of its targeted action; and
/// answers a call naming no stopwatch there is with a D-Bus error (InvalidArgs, "No stopwatch
/// is named or numbered “Coffee”"), so the caller learns of it and nothing changes. Until the
/// app knows its stopwatches (at the very start), targets are passed on unchecked: an
/// unknown one then does nothing.
package final class TargetedActionFilter: Sendable {
    /// The one filter of the process: installed when the app takes its bus name.
    package static let shared = TargetedActionFilter()

    private let targets = LockedValue<StopwatchTargets?>(nil)
    private let filterID = LockedValue<(connection: OpaquePointer, id: guint)?>(nil)
    /// `lap` → `lap-stopwatch`, and the targeted names themselves.
    private let targetedNames: [String: String]

    private init() {
        var names: [String: String] = [:]
        for targeted in AppCommand.targeted {
            names[targeted.command.name] = targeted.name
            names[targeted.name] = targeted.name
        }
        targetedNames = names
    }

    /// The stopwatches' names and ids as they are now (called on the main loop).
    func update(_ newTargets: StopwatchTargets) {
        targets.withLock { $0 = newTargets }
    }

    /// Starts filtering the messages of `connection` (the app's, as it registers).
    package func install(on connection: OpaquePointer) {
        let thunk: GDBusMessageFilterFunction = { connection, message, incoming, _ in
            guard let message else { return nil }
            return TargetedActionFilter.shared.filter(message, incoming: incoming != 0, connection: connection)
        }
        let id = g_dbus_connection_add_filter(connection, thunk, nil, nil)
        g_object_ref(UnsafeMutableRawPointer(connection))
        filterID.withLock { $0 = (connection, id) }
    }

    /// Stops filtering (the app gives its bus name back).
    package func uninstall() {
        guard
            let installed = filterID.withLock({ value -> (connection: OpaquePointer, id: guint)? in
                defer { value = nil }
                return value
            })
        else { return }
        g_dbus_connection_remove_filter(installed.connection, installed.id)
        g_object_unref(UnsafeMutableRawPointer(installed.connection))
    }

    /// Runs on GDBus's thread for every message; owns `message`.
    private func filter(_ message: OpaquePointer, incoming: Bool, connection: OpaquePointer?) -> OpaquePointer? {
        guard incoming, g_dbus_message_get_message_type(message) == G_DBUS_MESSAGE_TYPE_METHOD_CALL,
            let call = Self.activation(in: message), let targetedName = targetedNames[call.action]
        else { return message }
        if let known = targets.withLock({ $0 }), known.resolve(call.target) == nil {
            if let connection,
                let reply = g_dbus_message_new_method_error_literal(
                    message, "org.freedesktop.DBus.Error.InvalidArgs", "No stopwatch is named or numbered “\(call.target)”")
            {
                g_dbus_connection_send_message(connection, reply, G_DBUS_SEND_MESSAGE_FLAGS_NONE, nil, nil)
                g_object_unref(UnsafeMutableRawPointer(reply))
            }
            g_object_unref(UnsafeMutableRawPointer(message))
            return nil
        }
        guard targetedName != call.action, let copy = g_dbus_message_copy(message, nil) else { return message }
        g_dbus_message_set_body(copy, Self.body(of: message, renamedTo: targetedName))
        g_object_unref(UnsafeMutableRawPointer(message))
        return copy
    }

    /// The action and its string parameter of an `ActivateAction` (org.freedesktop.Application)
    /// or `Activate` (org.gtk.Actions) call; `nil` for any other message.
    private static func activation(in message: OpaquePointer) -> (action: String, target: String)? {
        guard let member = g_dbus_message_get_member(message), let interface = g_dbus_message_get_interface(message) else { return nil }
        switch (String(cString: interface), String(cString: member)) {
        case ("org.freedesktop.Application", "ActivateAction"), ("org.gtk.Actions", "Activate"): break
        default: return nil
        }
        guard let body = g_dbus_message_get_body(message), isOfType(body, "(sava{sv})") else { return nil }
        let action = g_variant_get_child_value(body, 0)!
        let parameters = g_variant_get_child_value(body, 1)!
        defer {
            g_variant_unref(action)
            g_variant_unref(parameters)
        }
        guard g_variant_n_children(parameters) == 1, let boxed = g_variant_get_child_value(parameters, 0) else { return nil }
        defer { g_variant_unref(boxed) }
        guard let parameter = g_variant_get_variant(boxed) else { return nil }
        defer { g_variant_unref(parameter) }
        guard isOfType(parameter, "s"),
            let name = g_variant_get_string(action, nil), let target = g_variant_get_string(parameter, nil)
        else { return nil }
        return (String(cString: name), String(cString: target))
    }

    private static func isOfType(_ value: OpaquePointer, _ type: String) -> Bool {
        type.withCString { g_variant_is_of_type(value, g_variant_type_checked_($0)) } != 0
    }

    /// The call's body with the action renamed: the same parameter and platform data.
    private static func body(of message: OpaquePointer, renamedTo name: String) -> OpaquePointer {
        let body = g_dbus_message_get_body(message)!
        var children: [OpaquePointer?] = [
            g_variant_new_string(name), g_variant_get_child_value(body, 1), g_variant_get_child_value(body, 2),
        ]
        let tuple = children.withUnsafeMutableBufferPointer { g_variant_new_tuple($0.baseAddress, 3)! }
        g_variant_unref(children[1])
        g_variant_unref(children[2])
        return tuple
    }
}
