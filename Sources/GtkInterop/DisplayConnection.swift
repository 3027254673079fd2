import CGtk

/// The windowing system's connection GDK opened (the default GdkDisplay): which system it is,
/// and on X11 every raw event before GDK handles it (an extension's events GDK knows nothing
/// of: the idle counter's alarms).
@MainActor
package final class DisplayConnection {
    /// The GdkDisplay, for an adapter that asks the windowing system itself.
    package let pointer: gpointer

    private init(_ pointer: gpointer) {
        self.pointer = pointer
    }

    /// GDK's connection; `nil` before GTK is set up.
    package static var current: DisplayConnection? {
        gdk_display_get_default().map { DisplayConnection(UnsafeMutableRawPointer($0)) }
    }

    /// Whether it is an X server's (GDK's X11 backend, also under XWayland).
    package var isX11: Bool {
        String(cString: g_type_name_from_instance(pointer.assumingMemoryBound(to: GTypeInstance.self))) == "GdkX11Display"
    }

    /// Whether it is a Wayland compositor's (GDK's Wayland backend).
    package var isWayland: Bool {
        String(cString: g_type_name_from_instance(pointer.assumingMemoryBound(to: GTypeInstance.self))) == "GdkWaylandDisplay"
    }

    /// Calls `handler` with each Xlib event (an `XEvent *`) of an X11 display, for as long as
    /// the connection is kept; `handler` says whether it took the event (GDK then sees it not).
    package func onXEvent(_ handler: @escaping @MainActor (UnsafeMutableRawPointer?) -> Bool) -> SignalConnection {
        SignalConnection(pointer, handlerID: Signals.connectWithArgumentReturningBool(pointer, "xevent", handler))
    }
}
