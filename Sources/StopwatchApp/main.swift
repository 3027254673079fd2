import GLibInterop
import Glibc
import GtkInterop
import StopwatchFileSystem
import StopwatchGLib
import StopwatchGtk
import StopwatchHost
import StopwatchPresentation

// Entry point: the GTK application, with the composition root built at startup.
MainActor.assumeIsolated {
    // The user's language first: everything after, the command-line help included, speaks it.
    TextDomain.bind()
    // A stopwatch draws little text often: GTK's cairo renderer costs a fraction of the CPU
    // of its GL one under software rendering. A renderer the user chose is kept.
    ProcessEnvironment.set("GSK_RENDERER", to: "cairo", replacing: false)
    // The cairo renderer never draws with GL, yet GTK 4.8 opens EGL (Mesa's software driver
    // and LLVM) with the X display to choose a window visual: a third of the start with a
    // 100,000-lap file (docs/performance.md). Unless the user set GDK's debug flags, it
    // stays closed while the renderer is cairo.
    if ProcessEnvironment.value(of: "GSK_RENDERER") == "cairo" {
        ProcessEnvironment.set("GDK_DEBUG", to: "gl-disable", replacing: false)
    }
    // Wayland launchers give the program they start an activation token in
    // XDG_ACTIVATION_TOKEN, the window's right to come to the front; GTK 4.8 reads only
    // DESKTOP_STARTUP_ID. (A second launch hands it to the running app: Application.)
    if let token = ProcessEnvironment.value(of: "XDG_ACTIVATION_TOKEN") {
        ProcessEnvironment.set("DESKTOP_STARTUP_ID", to: token, replacing: false)
        ProcessEnvironment.unset("XDG_ACTIVATION_TOKEN")
    }
    let application = Application(id: AppInfo.applicationID)
    // So GTK follows the lock screen ("When the screen locks", ScreenLockPolicy).
    application.registerWithSession()
    // The app's own interface answers from the first call on (D-Bus activation included).
    let busInterface = AppBusInterface(logger: GLibLogger(domain: "Stopwatch"))
    application.onBusRegistration(
        register: { connection, path in busInterface.export(on: connection, at: path) },
        unregister: { busInterface.unexport() })
    var container: DependencyContainer?

    let localizer = GLibLocalizer()
    // The name notification servers show beside the notification (mako, dunst, Plasma).
    ProcessEnvironment.setApplicationName(localizer.translate(AppInfo.displayName))
    application.onStartup {
        // One heap for the threads started from here on: the app's own few (the history's,
        // the state file's writer) allocate little and seldom, and an arena of their own each
        // is resident for nothing. Not before: GTK and libadwaita start their threads (fonts,
        // D-Bus) while the main thread parses their styles, and on one heap the two wait on
        // its lock, 10 ms of the start (docs/performance.md, "Where the time goes").
        ProcessEnvironment.useOneHeap()
        // One owner of the state at a time: this is the primary instance on its bus, but
        // another app (the terminal one, or one on another bus) may hold the state.
        let role: HostContainer.Role
        switch StateClaim.claim(for: AppInfo.executable, localizer: localizer) {
        case .owner(let owner, let warning):
            role = owner
            if let warning { printError(warning) }
        case .refused(let message):
            printError(message)
            exit(1)
        }
        let built = DependencyContainer(application: application, role: role, signals: busInterface)
        built.host.start()
        StyleLoader.load(logger: built.host.logger)
        container = built
        busInterface.viewModel = built.appViewModel
        if application.isService { built.startInBackground() }
    }
    application.onActivate {
        container?.window.present()
    }
    application.onShutdown {
        container?.appViewModel.send(.appWillEnd)
        container?.host.persist()
    }
    let commandLine = CommandLineTool(localizer: localizer)
    commandLine.register(on: application)
    application.onLocalOptions { options in commandLine.run(options) }
    TerminationSignals.handle { [weak application] in application?.quit() }
    exit(application.run(arguments: ProcessArguments.current))
}
