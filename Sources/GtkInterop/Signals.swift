import CGtk
import GLibInterop

/// Connecting GObject signals to Swift closures.
///
/// `g_signal_connect` is a macro: this calls `g_signal_connect_data` with a C thunk per signal
/// shape, the closure boxed, and the box released by the closure's destroy notify.
@MainActor
package enum Signals {
    package typealias Handler = @MainActor () -> Void
    package typealias PointerHandler = @MainActor (gpointer?) -> Void
    package typealias BoolHandler = @MainActor () -> Bool

    /// A signal of shape `void (Instance *, gpointer user_data)`: "clicked", "map", "unmap"…
    @discardableResult
    package static func connect(_ instance: gpointer, _ signal: String, _ handler: @escaping Handler) -> gulong {
        let thunk: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
            MainActor.assumeIsolated { CallbackBox<Handler>.from(data).callback() }
        }
        return connectData(instance, signal, unsafeBitCast(thunk, to: GCallback.self), CallbackBox<Handler>(handler))
    }

    /// A signal of shape `void (Instance *, gpointer argument, gpointer user_data)`: an action's
    /// "activate" (the argument is its parameter), a list item factory's "setup" and "bind",
    /// any "notify::PROPERTY" (the argument is the property's GParamSpec).
    @discardableResult
    package static func connectWithArgument(_ instance: gpointer, _ signal: String, _ handler: @escaping PointerHandler) -> gulong {
        let thunk: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, argument, data in
            MainActor.assumeIsolated { CallbackBox<PointerHandler>.from(data).callback(argument) }
        }
        return connectData(instance, signal, unsafeBitCast(thunk, to: GCallback.self), CallbackBox<PointerHandler>(handler))
    }

    /// A signal of shape `void (Instance *, guint argument, gpointer user_data)`: a list
    /// view's "activate" (the argument is the row's position).
    @discardableResult
    package static func connectWithPosition(_ instance: gpointer, _ signal: String, _ handler: @escaping @MainActor (Int) -> Void) -> gulong
    {
        typealias PositionHandler = @MainActor (Int) -> Void
        let thunk: @convention(c) (gpointer?, guint, gpointer?) -> Void = { _, position, data in
            MainActor.assumeIsolated { CallbackBox<PositionHandler>.from(data).callback(Int(position)) }
        }
        return connectData(instance, signal, unsafeBitCast(thunk, to: GCallback.self), CallbackBox<PositionHandler>(handler))
    }

    /// A signal of shape `void (Instance *, int width, int height, gpointer user_data)`: a
    /// drawing area's "resize".
    @discardableResult
    package static func connectWithSize(_ instance: gpointer, _ signal: String, _ handler: @escaping @MainActor (Int, Int) -> Void)
        -> gulong
    {
        typealias SizeHandler = @MainActor (Int, Int) -> Void
        let thunk: @convention(c) (gpointer?, gint, gint, gpointer?) -> Void = { _, width, height, data in
            MainActor.assumeIsolated { CallbackBox<SizeHandler>.from(data).callback(Int(width), Int(height)) }
        }
        return connectData(instance, signal, unsafeBitCast(thunk, to: GCallback.self), CallbackBox<SizeHandler>(handler))
    }

    /// A signal of shape `gboolean (Instance *, gpointer user_data)`: "close-request".
    @discardableResult
    package static func connectReturningBool(_ instance: gpointer, _ signal: String, _ handler: @escaping BoolHandler) -> gulong {
        let thunk: @convention(c) (gpointer?, gpointer?) -> gboolean = { _, data in
            MainActor.assumeIsolated { CallbackBox<BoolHandler>.from(data).callback() ? 1 : 0 }
        }
        return connectData(instance, signal, unsafeBitCast(thunk, to: GCallback.self), CallbackBox<BoolHandler>(handler))
    }

    /// A signal of shape `gboolean (Instance *, gpointer argument, gpointer user_data)`: an X11
    /// display's "xevent" (the argument is the Xlib event).
    @discardableResult
    package static func connectWithArgumentReturningBool(
        _ instance: gpointer, _ signal: String, _ handler: @escaping @MainActor (gpointer?) -> Bool
    ) -> gulong {
        typealias ArgumentBoolHandler = @MainActor (gpointer?) -> Bool
        let thunk: @convention(c) (gpointer?, gpointer?, gpointer?) -> gboolean = { _, argument, data in
            MainActor.assumeIsolated { CallbackBox<ArgumentBoolHandler>.from(data).callback(argument) ? 1 : 0 }
        }
        return connectData(instance, signal, unsafeBitCast(thunk, to: GCallback.self), CallbackBox<ArgumentBoolHandler>(handler))
    }

    /// Disconnects a handler; its box is released by GLib.
    package static func disconnect(_ instance: gpointer, _ handlerID: gulong) {
        g_signal_handler_disconnect(instance, handlerID)
    }

    private static func connectData<Callback>(
        _ instance: gpointer, _ signal: String, _ callback: GCallback, _ box: CallbackBox<Callback>
    ) -> gulong {
        let release: GClosureNotify = { data, _ in releaseCallbackBox(data) }
        return g_signal_connect_data(instance, signal, callback, box.retainedPointer(), release, GConnectFlags(0))
    }
}
