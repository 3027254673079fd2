import CGtk
import GLibInterop

/// A `GtkApplication`: single instance through D-Bus (a second launch activates the first,
/// handing it the launcher's activation token: ``ActivationTokenApplication``), with Swift
/// closures for its life-cycle signals.
@MainActor
public final class Application {
    package let pointer: UnsafeMutablePointer<GtkApplication>

    /// `isUnique`: a second launch activates the first instance (over D-Bus); the GTK checks
    /// make applications that are not, so they need no bus name.
    public init(id: String, isUnique: Bool = true) {
        pointer = ActivationTokenApplication.make(id: id, flags: isUnique ? G_APPLICATION_DEFAULT_FLAGS : G_APPLICATION_NON_UNIQUE)
    }

    package var object: gpointer { UnsafeMutableRawPointer(pointer) }
    private var gApplication: UnsafeMutablePointer<GApplication> { object.assumingMemoryBound(to: GApplication.self) }

    /// As the app takes its bus name (`register`, with the connection and the app's object
    /// path) and leaves it (`unregister`): objects exported there answer from the first call
    /// on, D-Bus activation included. Set before ``run(arguments:)``.
    package func onBusRegistration(
        register: @escaping @MainActor (_ connection: OpaquePointer, _ objectPath: String) -> Void,
        unregister: @escaping @MainActor () -> Void
    ) {
        let state = ActivationTokenApplication.subclass.state(of: object)
        state.register = register
        state.unregister = unregister
    }

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

    /// Adds a command-line flag (`--long`, `-s`), listed by `--help`; GApplication parses the
    /// command line and rejects unknown options with a message and exit status 1.
    public func addFlag(long: String, short: Character?, description: String) {
        let shortName = gchar(short?.asciiValue ?? 0)
        g_application_add_main_option(gApplication, long, shortName, G_OPTION_FLAG_NONE, G_OPTION_ARG_NONE, description, nil)
    }

    /// Adds a command-line option that takes a value (`--long VALUE`), listed by `--help` with
    /// `argument` as the value's name; read with ``LocalOptions/string(_:)``.
    public func addOption(long: String, argument: String, description: String) {
        g_application_add_main_option(gApplication, long, 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING, description, argument)
    }

    /// Takes the arguments that follow the options (`G_OPTION_REMAINING`), listed by `--help`
    /// as `argument`; read with ``LocalOptions/remaining``.
    public func addRemainingArguments(argument: String, description: String) {
        g_application_add_main_option(gApplication, "", 0, G_OPTION_FLAG_NONE, G_OPTION_ARG_STRING_ARRAY, description, argument)
    }

    /// The line `--help` shows under the usage.
    public func setHelpSummary(_ summary: String) {
        g_application_set_option_context_summary(gApplication, summary)
    }

    /// Handles the parsed options before anything else happens: `handler` reads them, and
    /// returns an exit status to stop there, or `nil` to go on.
    public func onLocalOptions(_ handler: @escaping @MainActor (_ options: LocalOptions) -> Int32?) {
        typealias Handler = @MainActor (UnsafeMutablePointer<GVariantDict>?) -> Int32
        let handle: Handler = { options in
            handler(LocalOptions(dictionary: options)) ?? -1
        }
        let thunk: @convention(c) (gpointer?, UnsafeMutablePointer<GVariantDict>?, gpointer?) -> gint = { _, options, data in
            MainActor.assumeIsolated { CallbackBox<Handler>.from(data).callback(options) }
        }
        g_signal_connect_data(
            object, "handle-local-options", unsafeBitCast(thunk, to: GCallback.self),
            CallbackBox<Handler>(handle).retainedPointer(), { data, _ in releaseCallbackBox(data) }, GConnectFlags(0)
        )
    }

    public func quit() {
        g_application_quit(gApplication)
    }

    /// Whether D-Bus started it to run a command (`--gapplication-service`): no window until
    /// it is activated.
    public var isService: Bool {
        g_application_get_flags(gApplication).rawValue & G_APPLICATION_IS_SERVICE.rawValue != 0
    }

    /// Keeps the screen from blanking or locking while `window` is shown, telling the desktop
    /// `reason`: a cookie for ``uninhibit(_:)``, or 0 when the desktop refused or has no
    /// session manager.
    package func inhibitIdle(window: Widget, reason: String) -> UInt32 {
        window.pointer.withMemoryRebound(to: GtkWindow.self, capacity: 1) { window in
            gtk_application_inhibit(pointer, window, GTK_APPLICATION_INHIBIT_IDLE, reason)
        }
    }

    /// Ends what ``inhibitIdle(window:reason:)`` began.
    package func uninhibit(_ cookie: UInt32) {
        gtk_application_uninhibit(pointer, cookie)
    }

    /// Registers the app with the session manager at startup (`register-session`), which GTK
    /// needs to follow the screensaver (``isScreensaverActive``). Set before ``run(arguments:)``.
    public func registerWithSession() {
        setBooleanProperty("register-session", true)
    }

    /// Whether the desktop's screensaver, its lock screen, is active, as GTK learns it from the
    /// session (`org.gnome.ScreenSaver`, or the portal).
    public var isScreensaverActive: Bool {
        var isActive = false
        withBooleanValue { value in
            g_object_get_property(object.assumingMemoryBound(to: GObject.self), "screensaver-active", value)
            isActive = g_value_get_boolean(value) != 0
        }
        return isActive
    }

    private func setBooleanProperty(_ name: String, _ isOn: Bool) {
        withBooleanValue { value in
            g_value_set_boolean(value, isOn ? 1 : 0)
            g_object_set_property(object.assumingMemoryBound(to: GObject.self), name, value)
        }
    }

    /// A boolean GValue for `body` (G_TYPE_BOOLEAN is a macro Swift cannot import).
    private func withBooleanValue(_ body: (UnsafeMutablePointer<GValue>) -> Void) {
        var value = GValue()
        g_value_init(&value, GType(5 << G_TYPE_FUNDAMENTAL_SHIFT))
        body(&value)
        g_value_unset(&value)
    }

    /// Calls `handler` with ``isScreensaverActive`` each time it changes.
    public func onScreensaverChange(_ handler: @escaping @MainActor (Bool) -> Void) -> SignalConnection {
        let handlerID = Signals.connectWithArgument(object, "notify::screensaver-active") { [weak self] _ in
            guard let self else { return }
            handler(isScreensaverActive)
        }
        return SignalConnection(object, handlerID: handlerID)
    }

    /// Does what a launch does (`activate`): presents the window.
    /// The window the user last worked in (a dialog over the main window, while it is open).
    package var activeWindow: Widget? {
        gtk_application_get_active_window(pointer).map { Widget(UnsafeMutableRawPointer($0).assumingMemoryBound(to: GtkWidget.self)) }
    }

    package func activate() {
        g_application_activate(gApplication)
    }

    /// Keeps the app running without a window until ``release()``.
    package func hold() {
        g_application_hold(gApplication)
    }

    package func release() {
        g_application_release(gApplication)
    }

    /// Shows `notification` under `id`, in place of the one shown under it.
    package func send(_ notification: Notification, id: String) {
        g_application_send_notification(gApplication, id, notification.pointer)
    }

    package func withdrawNotification(id: String) {
        g_application_withdraw_notification(gApplication, id)
    }

    /// Runs the main loop until the app quits; returns the exit status.
    public func run(arguments: [String]) -> Int32 {
        var cArguments = arguments.map { strdup($0) }
        defer { for argument in cArguments { free(argument) } }
        return g_application_run(gApplication, Int32(cArguments.count), &cArguments)
    }

    isolated deinit {
        g_object_unref(object)
    }
}

extension Application {
    /// Registers without running (tests): runs `startup`, so GTK is initialised.
    package func register() -> Bool {
        g_application_register(gApplication, nil, nil) != 0
    }
}

/// The options GApplication parsed from the command line, while they are handled.
@MainActor
public struct LocalOptions {
    fileprivate let dictionary: UnsafeMutablePointer<GVariantDict>?

    /// Whether `--name` was given.
    public func isGiven(_ name: String) -> Bool {
        dictionary.map { g_variant_dict_contains($0, name) != 0 } ?? false
    }

    /// The arguments after the options (none unless ``Application/addRemainingArguments(argument:description:)``).
    public var remaining: [String] {
        guard let dictionary, let value = g_variant_dict_lookup_value(dictionary, "", nil) else { return [] }
        defer { g_variant_unref(value) }
        guard String(cString: g_variant_get_type_string(value)) == "as" else { return [] }
        return (0..<g_variant_n_children(value)).map { index in
            let child = g_variant_get_child_value(value, index)
            defer { g_variant_unref(child) }
            return String(cString: g_variant_get_string(child, nil))
        }
    }

    /// The value given to `--name VALUE`, or `nil` when it was not given.
    public func string(_ name: String) -> String? {
        guard let dictionary, let value = g_variant_dict_lookup_value(dictionary, name, nil) else { return nil }
        defer { g_variant_unref(value) }
        guard String(cString: g_variant_get_type_string(value)) == "s" else { return nil }
        return String(cString: g_variant_get_string(value, nil))
    }
}
