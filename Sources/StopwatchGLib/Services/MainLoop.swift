import CGLib

/// The GLib main loop, for programs without GTK (the terminal app, `--status --follow`):
/// everything they do runs on it, as in the GTK app.
@MainActor
public final class MainLoop {
    private let loop: OpaquePointer

    public init() {
        loop = g_main_loop_new(nil, 0)
    }

    /// Runs until ``quit()``.
    public func run() {
        g_main_loop_run(loop)
    }

    public func quit() {
        g_main_loop_quit(loop)
    }

    isolated deinit {
        g_main_loop_unref(loop)
    }
}
