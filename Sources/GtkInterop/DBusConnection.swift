import CGtk
import GLibInterop

/// What an object exported on the bus answers: its methods and its properties.
@MainActor
package protocol DBusObjectHandler: AnyObject {
    /// `method` was called with `parameters` (a tuple, its types checked by GDBus against the
    /// interface): answer through `reply`, exactly once.
    func methodCalled(_ method: String, parameters: DBusValue, reply: DBusReply)
    /// The value of the property `name`; `nil` for one it does not have.
    func property(_ name: String) -> DBusValue?
}

/// The answer to one method call.
@MainActor
package struct DBusReply {
    fileprivate let invocation: OpaquePointer

    /// Returns `value` (a tuple of the out arguments; `nil` for none).
    package func value(_ value: DBusValue? = nil) {
        g_dbus_method_invocation_return_value(invocation, value?.makeVariant())
    }

    /// Returns the D-Bus error `name` ("org.freedesktop.DBus.Error.InvalidArgs") with `message`.
    package func error(_ name: String, _ message: String) {
        g_dbus_method_invocation_return_dbus_error(invocation, name, message)
    }
}

/// The app's connection to the session bus, as GApplication made it: objects exported on it,
/// signals, calls, and names owned and watched. Each registration, ownership and watch is a
/// value whose `cancel()` (or its end) undoes it, and the Swift closures it holds are released
/// in GLib's destroy notify.
@MainActor
package final class DBusConnection {
    package let pointer: OpaquePointer

    package init(_ pointer: OpaquePointer) {
        self.pointer = pointer
        g_object_ref(UnsafeMutableRawPointer(pointer))
    }

    isolated deinit {
        g_object_unref(UnsafeMutableRawPointer(pointer))
    }

    /// Exports `interface` (introspection XML holding it) at `path`, answered by `handler`
    /// (held weakly). `nil` when the XML is wrong or the path is taken.
    package func export(_ interface: String, xml: String, at path: String, handler: DBusObjectHandler) -> DBusExport? {
        var error: UnsafeMutablePointer<GError>?
        guard let node = g_dbus_node_info_new_for_xml(xml, &error) else {
            g_error_free(error)
            return nil
        }
        defer { g_dbus_node_info_unref(node) }
        guard let info = g_dbus_node_info_lookup_interface(node, interface) else { return nil }
        // GLib copies the table (gdbusconnection.c, register_object): a local one will do.
        var vtable = GDBusInterfaceVTable()
        vtable.method_call = { _, _, _, _, method, parameters, invocation, data in
            guard let method, let parameters, let invocation else { return }
            MainActor.assumeIsolated {
                let reply = DBusReply(invocation: invocation)
                guard let handler = DBusExport.Box.from(data).callback.handler else {
                    reply.error("org.freedesktop.DBus.Error.UnknownObject", "The object is gone")
                    return
                }
                handler.methodCalled(String(cString: method), parameters: DBusValue(parameters), reply: reply)
            }
        }
        vtable.get_property = { _, _, _, _, name, error, data in
            guard let name else { return nil }
            // A GVariant is no Sendable value: it leaves the main actor's closure as a variable.
            nonisolated(unsafe) var variant: OpaquePointer?
            MainActor.assumeIsolated {
                let property = String(cString: name)
                variant = DBusExport.Box.from(data).callback.handler?.property(property)?.makeVariant()
                if variant == nil {
                    g_set_error_literal(
                        error, g_dbus_error_quark(), gint(G_DBUS_ERROR_UNKNOWN_PROPERTY.rawValue),
                        "No property \(property)")
                }
            }
            return variant
        }
        let box = DBusExport.Box(DBusExport.WeakHandler(handler: handler))
        let id = g_dbus_connection_register_object(pointer, path, info, &vtable, box.retainedPointer(), releaseCallbackBox, &error)
        guard id != 0 else {
            g_error_free(error)
            return nil
        }
        return DBusExport(connection: self, id: id, path: path, interface: interface)
    }

    /// Emits `signal` of `interface` from `path` to every listener, with `arguments` (a tuple).
    package func emit(_ signal: String, of interface: String, from path: String, _ arguments: DBusValue = .tuple([])) {
        g_dbus_connection_emit_signal(pointer, nil, path, interface, signal, arguments.makeVariant(), nil)
    }

    /// Calls `method` and hands `done` its reply, or the error's message.
    package func call(
        _ method: String, of interface: String, at path: String, on bus: String, _ arguments: DBusValue,
        done: @escaping @MainActor (Result<DBusValue, DBusCallError>) -> Void
    ) {
        let box = CallbackBox<@MainActor (Result<DBusValue, DBusCallError>) -> Void>(done)
        g_dbus_connection_call(
            pointer, bus, path, interface, method, arguments.makeVariant(), nil, G_DBUS_CALL_FLAGS_NONE,
            5000, nil,
            { source, result, data in
                MainActor.assumeIsolated {
                    let done = Unmanaged<CallbackBox<@MainActor (Result<DBusValue, DBusCallError>) -> Void>>
                        .fromOpaque(data!).takeRetainedValue().callback
                    var error: UnsafeMutablePointer<GError>?
                    if let reply = g_dbus_connection_call_finish(OpaquePointer(source), result, &error) {
                        done(.success(DBusValue(reply)))
                        g_variant_unref(reply)
                    } else {
                        done(.failure(DBusCallError(message: error?.pointee.message.map { String(cString: $0) } ?? "unknown error")))
                        g_error_free(error)
                    }
                }
            }, box.retainedPointer())
    }

    /// The session bus, for a process that has no application on it (the command line);
    /// `nil` when there is none.
    package static func session() -> DBusConnection? {
        var error: UnsafeMutablePointer<GError>?
        guard let connection = g_bus_get_sync(G_BUS_TYPE_SESSION, nil, &error) else {
            g_error_free(error)
            return nil
        }
        defer { g_object_unref(UnsafeMutableRawPointer(connection)) }
        return DBusConnection(connection)
    }

    /// Calls `method` and waits for its reply (at most five seconds), or the error's message
    /// without GDBus's prefix (a remote error's reason alone): for the command line, which
    /// has nothing else to do meanwhile.
    package func callAndWait(
        _ method: String, of interface: String, at path: String, on bus: String, _ arguments: DBusValue
    ) -> Result<DBusValue, DBusCallError> {
        var error: UnsafeMutablePointer<GError>?
        guard
            let reply = g_dbus_connection_call_sync(
                pointer, bus, path, interface, method, arguments.makeVariant(), nil, G_DBUS_CALL_FLAGS_NONE, 5000, nil, &error)
        else {
            let name = error.flatMap { g_dbus_error_get_remote_error($0) }.map { pointer in
                defer { g_free(pointer) }
                return String(cString: pointer)
            }
            if let error { g_dbus_error_strip_remote_error(error) }
            let message = error?.pointee.message.map { String(cString: $0) } ?? "unknown error"
            g_error_free(error)
            return .failure(DBusCallError(message: message, name: name))
        }
        defer { g_variant_unref(reply) }
        return .success(DBusValue(reply))
    }

    /// Calls `handler` with the arguments of each `signal` of `interface` that `sender` emits
    /// from `path`, for as long as the subscription is kept.
    package func subscribe(
        to signal: String, of interface: String, at path: String, from sender: String,
        _ handler: @escaping @MainActor (DBusValue) -> Void
    ) -> DBusSubscription {
        typealias SignalHandler = @MainActor (DBusValue) -> Void
        let box = CallbackBox<SignalHandler>(handler)
        let id = g_dbus_connection_signal_subscribe(
            pointer, sender, interface, signal, path, nil, G_DBUS_SIGNAL_FLAGS_NONE,
            { _, _, _, _, _, parameters, data in
                MainActor.assumeIsolated {
                    guard let parameters else { return }
                    CallbackBox<SignalHandler>.from(data).callback(DBusValue(parameters))
                }
            }, box.retainedPointer(), releaseCallbackBox)
        return DBusSubscription(connection: self, id: id)
    }

    /// Calls `appeared` each time `name` gets an owner on the bus (at once if it has one), and
    /// `vanished` each time it loses it.
    package func watch(_ name: String, appeared: @escaping @MainActor () -> Void, vanished: @escaping @MainActor () -> Void) -> DBusName {
        let box = CallbackBox<DBusName.WatchHandlers>((appeared, vanished))
        let id = g_bus_watch_name_on_connection(
            pointer, name, G_BUS_NAME_WATCHER_FLAGS_NONE,
            { _, _, _, data in
                MainActor.assumeIsolated { CallbackBox<DBusName.WatchHandlers>.from(data).callback.appeared() }
            },
            { _, _, data in
                MainActor.assumeIsolated { CallbackBox<DBusName.WatchHandlers>.from(data).callback.vanished() }
            }, box.retainedPointer(), releaseCallbackBox)
        return DBusName(id: id, end: g_bus_unwatch_name)
    }

    /// Asks for the well-known `name`; `acquired` is called once the bus gave it.
    package func own(_ name: String, acquired: @escaping @MainActor () -> Void) -> DBusName {
        let box = CallbackBox<@MainActor () -> Void>(acquired)
        let id = g_bus_own_name_on_connection(
            pointer, name, G_BUS_NAME_OWNER_FLAGS_NONE,
            { _, _, data in
                MainActor.assumeIsolated { CallbackBox<@MainActor () -> Void>.from(data).callback() }
            }, nil, box.retainedPointer(), releaseCallbackBox)
        return DBusName(id: id, end: g_bus_unown_name)
    }

    /// The name the bus gave this connection (":1.42"), which no other connection ever has.
    package var uniqueName: String? {
        g_dbus_connection_get_unique_name(pointer).map { String(cString: $0) }
    }

    /// Ends the connection: everything exported on it, and every name it owns, leaves the bus,
    /// and whoever watches its unique name sees it go.
    package func close() {
        g_dbus_connection_close(pointer, nil, nil, nil)
    }

    /// Opens a connection of its own to the session bus, for what is on the bus exactly as
    /// long as the connection is (closed, its unique name is gone for every watcher); `opened`
    /// gets it, or `nil` when there is no session bus. Cancelled (and `opened` never called)
    /// by the returned value's `cancel()` or end.
    package static func openSession(_ opened: @escaping @MainActor (DBusConnection?) -> Void) -> DBusOpening {
        typealias Opened = @MainActor (DBusConnection?) -> Void
        let opening = DBusOpening()
        var error: UnsafeMutablePointer<GError>?
        guard let address = g_dbus_address_get_for_bus_sync(G_BUS_TYPE_SESSION, nil, &error) else {
            g_error_free(error)
            opened(nil)
            return opening
        }
        defer { g_free(address) }
        let flags = G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT.rawValue | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION.rawValue
        g_dbus_connection_new_for_address(
            address, GDBusConnectionFlags(rawValue: flags), nil, opening.cancellable,
            { _, result, data in
                MainActor.assumeIsolated {
                    let opened = Unmanaged<CallbackBox<Opened>>.fromOpaque(data!).takeRetainedValue().callback
                    var error: UnsafeMutablePointer<GError>?
                    if let made = g_dbus_connection_new_for_address_finish(result, &error) {
                        let connection = DBusConnection(made)
                        g_object_unref(UnsafeMutableRawPointer(made))
                        opened(connection)
                        return
                    }
                    let cancelled = g_error_matches(error, g_io_error_quark(), gint(G_IO_ERROR_CANCELLED.rawValue)) != 0
                    g_error_free(error)
                    if !cancelled { opened(nil) }
                }
            }, CallbackBox<Opened>(opened).retainedPointer())
        return opening
    }

    /// The connection of `application`, once registered on the bus.
    package static func of(_ application: Application) -> DBusConnection? {
        g_application_get_dbus_connection(application.object.assumingMemoryBound(to: GApplication.self)).map(DBusConnection.init)
    }
}

/// A connection being opened (``DBusConnection/openSession(_:)``); cancelled by `cancel()` or
/// when it goes.
@MainActor
package final class DBusOpening {
    fileprivate let cancellable = g_cancellable_new()

    fileprivate init() {}

    isolated deinit {
        g_cancellable_cancel(cancellable)
        g_object_unref(UnsafeMutableRawPointer(cancellable))
    }

    package func cancel() {
        g_cancellable_cancel(cancellable)
    }
}

/// Why a call failed: GLib's message ("The name is not activatable", a remote error).
package struct DBusCallError: Error {
    package let message: String
    /// The D-Bus error's name, when the bus or the callee gave one
    /// ("org.freedesktop.DBus.Error.ServiceUnknown").
    package var name: String? = nil
}

/// An object exported on the bus; unexported by `cancel()` or when it goes.
@MainActor
package final class DBusExport {
    package struct WeakHandler {
        package weak var handler: DBusObjectHandler?
    }

    package typealias Box = CallbackBox<WeakHandler>

    private let connection: DBusConnection
    private var id: guint
    package let path: String
    package let interface: String

    fileprivate init(connection: DBusConnection, id: guint, path: String, interface: String) {
        self.connection = connection
        self.id = id
        self.path = path
        self.interface = interface
    }

    isolated deinit {
        cancel()
    }

    /// Emits the object's `signal` with `arguments`.
    package func emit(_ signal: String, _ arguments: DBusValue = .tuple([])) {
        guard id != 0 else { return }
        connection.emit(signal, of: interface, from: path, arguments)
    }

    package func cancel() {
        guard id != 0 else { return }
        g_dbus_connection_unregister_object(connection.pointer, id)
        id = 0
    }
}

/// A subscription to a signal; ended by `cancel()` or when it goes.
@MainActor
package final class DBusSubscription {
    private let connection: DBusConnection
    private var id: guint

    fileprivate init(connection: DBusConnection, id: guint) {
        self.connection = connection
        self.id = id
    }

    isolated deinit {
        cancel()
    }

    package func cancel() {
        guard id != 0 else { return }
        g_dbus_connection_signal_unsubscribe(connection.pointer, id)
        id = 0
    }
}

/// A watch on a bus name, or a well-known name owned: GLib's id for it, and the GLib call that
/// ends it (`g_bus_unwatch_name`, `g_bus_unown_name`), made by `cancel()` or when it goes.
@MainActor
package final class DBusName {
    package typealias WatchHandlers = (appeared: @MainActor () -> Void, vanished: @MainActor () -> Void)
    private var id: guint
    private let end: (guint) -> Void

    fileprivate init(id: guint, end: @escaping (guint) -> Void) {
        self.id = id
        self.end = end
    }

    isolated deinit {
        cancel()
    }

    package func cancel() {
        guard id != 0 else { return }
        end(id)
        id = 0
    }
}
