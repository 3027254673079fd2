import CGtk

/// A signal handler owned by a Swift object: it keeps its instance alive while connected, and
/// is disconnected (its closure released) when the owner lets it go.
@MainActor
public final class SignalConnection {
    private let instance: gpointer
    private let handlerID: gulong

    package init(_ instance: gpointer, handlerID: gulong) {
        self.instance = instance
        self.handlerID = handlerID
        g_object_ref(instance)
    }

    isolated deinit {
        Signals.disconnect(instance, handlerID)
        g_object_unref(instance)
    }
}
