import CGLib
import CGtk
import GLibInterop

/// Calls a handler on every frame of a widget's frame clock, before GTK lays out and draws
/// it (`gtk_widget_add_tick_callback`), between `start()` and `stop()`. While it is on, the
/// frame clock makes a frame at every refresh of the display; off, it rests.
@MainActor
package final class FrameTicks {
    package typealias Handler = @MainActor (_ frameTime: Int64) -> Void
    private let widget: Widget
    private let handler: Handler
    private var callbackID: guint = 0

    /// `handler` gets the frame's time, in microseconds of the monotonic clock.
    package init(widget: Widget, _ handler: @escaping Handler) {
        self.widget = widget
        self.handler = handler
    }

    package var isRunning: Bool { callbackID != 0 }

    package func start() {
        guard callbackID == 0 else { return }
        let thunk: GtkTickCallback = { _, clock, data in
            let frameTime = Int64(clock.map { gdk_frame_clock_get_frame_time($0) } ?? g_get_monotonic_time())
            MainActor.assumeIsolated { CallbackBox<Handler>.from(data).callback(frameTime) }
            return cglib_source_continue
        }
        callbackID = gtk_widget_add_tick_callback(
            widget.pointer, thunk, CallbackBox<Handler>(handler).retainedPointer(),
            releaseCallbackBox)
    }

    package func stop() {
        guard callbackID != 0 else { return }
        gtk_widget_remove_tick_callback(widget.pointer, callbackID)
        callbackID = 0
    }

    isolated deinit {
        stop()
    }
}
