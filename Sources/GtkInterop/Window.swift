import CGtk

/// A GtkWindow, the app's own or a library's (libadwaita's windows are GtkWindows), with the
/// calls the screens make: so a screen that only builds widgets never casts a pointer.
@MainActor
package struct Window: WidgetConvertible {
    package let widget: Widget

    /// The window `widget` is (libadwaita's preferences or about window, a GtkWindow).
    package init(_ widget: Widget) {
        self.widget = widget
    }

    /// A new plain window.
    package init() {
        widget = Widget(gtk_window_new())
    }

    /// A new window of `application`'s, the main one.
    package init(application: Application) {
        widget = Widget(gtk_application_window_new(application.pointer))
    }

    /// A new window titled `title` over `parent`: modal, going with it, styled by `cssClass`.
    package static func modal(title: String, over parent: Widget, cssClass: String? = nil, resizable: Bool = true) -> Window {
        let window = Window()
        window.setTitle(title)
        window.makeModal(over: parent)
        window.setResizable(resizable)
        if let cssClass { window.widget.addCSSClass(cssClass) }
        return window
    }

    private var window: UnsafeMutablePointer<GtkWindow> { widget.typed(GtkWindow.self) }

    package func setTitle(_ title: String) { gtk_window_set_title(window, title) }

    /// Over `parent`, modal, and destroyed with it.
    package func makeModal(over parent: Widget) {
        gtk_window_set_transient_for(window, parent.typed(GtkWindow.self))
        gtk_window_set_modal(window, 1)
        gtk_window_set_destroy_with_parent(window, 1)
    }

    package func setResizable(_ resizable: Bool) { gtk_window_set_resizable(window, resizable ? 1 : 0) }

    /// The size it opens at, and goes back to when it leaves full screen.
    package var defaultSize: (width: Int32, height: Int32) {
        var width: Int32 = 0
        var height: Int32 = 0
        gtk_window_get_default_size(window, &width, &height)
        return (width, height)
    }

    package func setDefaultSize(width: Int32, height: Int32) { gtk_window_set_default_size(window, width, height) }

    /// Its title bar: `titlebar`, or a header bar of its own with only the title and the close
    /// button (so it has one on X11 without a window manager too).
    package func setTitlebar(_ titlebar: WidgetConvertible? = nil) {
        gtk_window_set_titlebar(window, titlebar?.widget.pointer ?? gtk_header_bar_new())
    }

    package func setChild(_ child: WidgetConvertible) { gtk_window_set_child(window, child.widget.pointer) }

    /// The widget Enter activates where nothing else takes it.
    package func setDefaultWidget(_ widget: WidgetConvertible) { gtk_window_set_default_widget(window, widget.widget.pointer) }

    package func present() { gtk_window_present(window) }

    /// Asks it to close, as its close button does.
    package func close() { gtk_window_close(window) }

    package func destroy() { gtk_window_destroy(window) }

    /// The widget with the keyboard focus in it, if any.
    package var focus: Widget? { gtk_window_get_focus(window).map(Widget.init) }

    /// Gives the keyboard focus to `widget`, or to nothing.
    package func setFocus(_ widget: Widget?) { gtk_window_set_focus(window, widget?.pointer) }

    package var isActive: Bool { gtk_window_is_active(window) != 0 }

    package var isFullscreen: Bool { gtk_window_is_fullscreen(window) != 0 }

    package func setFullscreen(_ fullscreen: Bool) {
        fullscreen ? gtk_window_fullscreen(window) : gtk_window_unfullscreen(window)
    }

    /// The startup notification's id (X11) or activation token (Wayland) it shows itself with.
    package func setStartupID(_ id: String) { gtk_window_set_startup_id(window, id) }

    /// Calls `handler` with whether it is the active window each time that changes, for as
    /// long as the connection is kept.
    package func onActiveChange(_ handler: @escaping @MainActor (Bool) -> Void) -> SignalConnection {
        SignalConnection(
            widget.object,
            handlerID: Signals.connectWithArgument(widget.object, "notify::is-active") { [widget] _ in
                handler(gtk_window_is_active(widget.typed(GtkWindow.self)) != 0)
            })
    }

    /// Calls `handler` with whether it is full screen each time the desktop says it changed.
    package func onFullscreenChange(_ handler: @escaping @MainActor (Bool) -> Void) -> SignalConnection {
        SignalConnection(
            widget.object,
            handlerID: Signals.connectWithArgument(widget.object, "notify::fullscreened") { [widget] _ in
                handler(gtk_window_is_fullscreen(widget.typed(GtkWindow.self)) != 0)
            })
    }

    /// Calls `handler` when its close button (or the desktop) asks it to close; it stays open:
    /// `handler` decides.
    package func onCloseRequest(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        SignalConnection(
            widget.object,
            handlerID: Signals.connectReturningBool(widget.object, "close-request") {
                handler()
                return true
            })
    }
}
