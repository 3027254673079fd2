import CGtk
import GLibInterop
import GtkInterop
import StopwatchGLib
import StopwatchTestSupport

@testable import StopwatchGtk

/// GTK for the checks: initialised once, on the main thread, with animations off, and ways
/// to run the main loop that fail the check loudly when what they wait for never comes.
@MainActor
enum GtkTestEnvironment {
    private static var isInitialized = false

    /// Initialises GTK; the checks need an X server (`make test` runs them under xvfb-run).
    static func initialize() {
        guard !isInitialized else { return }
        // libadwaita, as the app has it (an AdwApplication initialises it at its start).
        adw_init()
        cgtk_settings_set_animations(0)
        // The app's own style, as the app loads it: the checks read sizes and colours.
        let logger = RecordingLogger()
        StyleLoader.load(logger: logger)
        let warnings = logger.messages(atLeast: .warning)
        if !warnings.isEmpty { Expectations.failures.append(contentsOf: warnings) }
        isInitialized = true
    }

    /// Runs the main loop until `done`, failing the check if it is not done within
    /// `deadlineMilliseconds`; returns whether it got done.
    @discardableResult
    static func wait(
        for what: String, deadlineMilliseconds: guint = 2000, file: StaticString = #fileID, line: UInt = #line,
        until done: () -> Bool
    ) -> Bool {
        var expired = false
        let deadline = MainLoopTimeout(milliseconds: deadlineMilliseconds) { expired = true }
        defer { deadline.cancel() }
        while !done() {
            if expired {
                Expectations.failures.append("\(file):\(line): timed out after \(deadlineMilliseconds) ms waiting for \(what)")
                return false
            }
            g_main_context_iteration(nil, 1)
        }
        return true
    }

    /// Runs the main loop until `widget`'s frame clock has made `count` whole frames (each
    /// laid out and drawn), asking it for every one of them.
    static func waitForFrames(_ count: Int, of widget: Widget, file: StaticString = #fileID, line: UInt = #line) {
        var ticks = 0
        // A tick comes at the start of a frame: the frame before it is whole.
        let frames = FrameTicks(widget: widget) { _ in ticks += 1 }
        frames.start()
        wait(for: "\(count) frames", file: file, line: line) { ticks > count }
        frames.stop()
    }

    /// Runs whatever is ready on the main loop, without waiting.
    static func drain() {
        while g_main_context_iteration(nil, 0) != 0 {}
    }

    /// Waits on the main loop for `milliseconds`, running whatever comes in the meantime.
    static func run(forMilliseconds milliseconds: guint) {
        var expired = false
        let deadline = MainLoopTimeout(milliseconds: milliseconds) { expired = true }
        while !expired { g_main_context_iteration(nil, 1) }
        deadline.cancel()
    }

    /// Whether the calling code runs on the thread that owns the main context.
    static var isOnMainLoopThread: Bool {
        g_main_context_is_owner(g_main_context_default()) != 0
    }
}

/// An object whose lifetime a check watches through a weak reference.
final class Sentinel: Sendable {}
