import CGtk
@testable import StopwatchGtk

@MainActor
struct SignalsTests {
    init() { GtkTestEnvironment.initialize() }

    func aConnectedClosureRunsOnTheSignalAndIsReleasedWithTheObject() {
        weak var watched: Sentinel?
        var calls = 0
        let label = Widget(gtk_label_new("probe"))
        g_object_ref_sink(label.object)
        do {
            let sentinel = Sentinel()
            watched = sentinel
            Signals.connect(label.object, "destroy") { _ = sentinel; calls += 1 }
        }
        expect(watched != nil)
        // Disposing a widget emits "destroy", then drops its handlers.
        g_object_run_dispose(label.object.assumingMemoryBound(to: GObject.self))
        expect(calls == 1)
        expect(watched == nil)
        g_object_unref(label.object)
    }

    func disconnectingReleasesTheClosure() {
        weak var watched: Sentinel?
        let button = Widget(gtk_button_new())
        g_object_ref_sink(button.object)
        var handler: gulong = 0
        do {
            let sentinel = Sentinel()
            watched = sentinel
            handler = Signals.connect(button.object, "clicked") { _ = sentinel }
        }
        Signals.disconnect(button.object, handler)
        expect(watched == nil)
        g_object_unref(button.object)
    }
}

extension SignalsTests {
    func anActionActivationReachesItsHandlerWithArgument() {
        var activations = 0
        let action = g_simple_action_new("probe", nil)!
        Signals.connectWithArgument(UnsafeMutableRawPointer(action), "activate") { _ in activations += 1 }
        g_action_activate(action, nil)
        expect(activations == 1)
        g_object_unref(UnsafeMutableRawPointer(action))
    }
}
