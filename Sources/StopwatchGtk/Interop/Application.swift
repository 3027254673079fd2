import CGtk

/// A `GtkApplication`: single instance through D-Bus (a second launch activates the first),
/// with Swift closures for its life-cycle signals.
@MainActor
public final class Application {
    let pointer: UnsafeMutablePointer<GtkApplication>

    public init(id: String) {
        pointer = gtk_application_new(id, G_APPLICATION_DEFAULT_FLAGS)
    }

    var object: gpointer { UnsafeMutableRawPointer(pointer) }
    private var gApplication: UnsafeMutablePointer<GApplication> { object.assumingMemoryBound(to: GApplication.self) }

    /// Once, in the primary instance, after GTK is initialised: build the UI here.
    public func onStartup(_ handler: @escaping @MainActor () -> Void) {
        Signals.connect(object, "startup", handler)
    }

    /// On every launch, including a second one from elsewhere: present the window here.
    public func onActivate(_ handler: @escaping @MainActor () -> Void) {
        Signals.connect(object, "activate", handler)
    }

    /// Once, as the primary instance ends, however it ends: save here.
    public func onShutdown(_ handler: @escaping @MainActor () -> Void) {
        Signals.connect(object, "shutdown", handler)
    }

    /// Quits on SIGTERM and SIGINT too, so `shutdown` runs and nothing is lost.
    public func quitOnTerminationSignals() {
        let quit: GSourceFunc = { data in
            g_application_quit(data?.assumingMemoryBound(to: GApplication.self))
            return 0  // G_SOURCE_REMOVE
        }
        for signal in [SIGTERM, SIGINT] {
            g_unix_signal_add(signal, quit, object)
        }
    }

    public func quit() {
        g_application_quit(gApplication)
    }

    /// Runs the main loop until the app quits; returns the exit status.
    public func run(arguments: [String]) -> Int32 {
        var cArguments = arguments.map { strdup($0) }
        defer { cArguments.forEach { free($0) } }
        return g_application_run(gApplication, Int32(cArguments.count), &cArguments)
    }

    isolated deinit {
        g_object_unref(object)
    }
}

extension Application {
    /// Registers without running (tests): runs `startup`, so GTK is initialised.
    func register() -> Bool {
        g_application_register(gApplication, nil, nil) != 0
    }
}
