import CGtk
import GtkInterop
import StopwatchCore
import StopwatchPresentation
import StopwatchTestSupport

@testable import StopwatchGtk

/// The real window, views, navigator and action binding, over the app ViewModel and a core on
/// a fake clock and a hand-driven ticker, so each check puts the window in an exact state.
@MainActor
final class WindowHarness {
    let application: Application
    let core = CoreHarness()
    let navigator: GtkStackNavigator
    let platform = FakePlatformServices()
    let announcer = Announcer()
    let scheduler = ManualScheduler()
    let app: AppViewModel
    let window: MainWindow
    let pages: MainWindow.Pages
    let actions: AppActionBinding
    let sharing = FrameSharing()

    var home: HomeView { pages.home }
    var laps: LapsView { pages.laps.page }

    /// A window shown on the X server: views render only while on screen.
    init(powerMonitor: PowerProfileMonitor? = nil) {
        GtkTestEnvironment.initialize()
        navigator = GtkStackNavigator()
        application = Application(id: "io.github.swiftgtk.Stopwatch.Checks", isUnique: false)
        _ = application.register()
        app = AppViewModel(
            store: core.store, timer: core.timer, deadlines: core.deadlines, useCases: core.useCases, repository: core.repository,
            navigator: navigator, platform: platform, scheduler: scheduler, localizer: SourceLocalizer(),
            ports: AppPorts(powerMonitor: powerMonitor, announcer: announcer))
        let labels = app.labels
        let events: @MainActor (PlatformEvent) -> Void = { [weak app] in app?.send($0) }
        pages = MainWindow.Pages(screens: app.screenStates, labels: labels, sharing: sharing, events: events)
        window = MainWindow(
            application: application, viewModel: app, navigator: navigator, pages: pages, sharing: sharing,
            announcer: announcer)
        actions = AppActionBinding(application: application, viewModel: app)
        window.present()
        let home = pages.home
        GtkTestEnvironment.wait(for: "Home on screen") { home.widget.isMapped }
    }

    isolated deinit {
        gtk_window_destroy(window.widget.typed(GtkWindow.self))
    }

    /// Moves the fake clock on by `duration` with a tick, and waits for the frame that draws
    /// it: the running time is drawn on the frames of the display, not on the tick.
    func advance(by duration: Duration) {
        core.advance(by: duration)
        drawFrames()
    }

    /// Brings the stopwatch to `status` (``CoreHarness/prepare(_:laps:)``), and waits for
    /// the frame that draws it.
    func prepare(_ status: StopwatchStatus, laps: Int = 0) {
        core.prepare(status, laps: laps)
        drawFrames()
    }

    /// Waits until the screens shown have drawn every tick so far.
    func drawFrames() {
        let pages: [any RunningTimePage] = [home] + (self.pages.laps.ifMade.map { [$0] } ?? [])
        GtkTestEnvironment.wait(for: "a frame drawing the running time") {
            pages.allSatisfy { !$0.widget.isMapped || !$0.isDrawPending }
        }
    }

    /// Sends commands as the frontend does: by activating their application actions.
    func activate(_ commands: AppCommand...) {
        for command in commands {
            g_action_group_activate_action(OpaquePointer(application.pointer), command.name, nil)
        }
    }

    /// Shows the Laps page (its view renders only once mapped).
    func showLaps() {
        activate(.showLaps)
        let laps = pages.laps.page
        GtkTestEnvironment.wait(for: "Laps on screen") { laps.widget.isMapped }
        settle()
    }

    /// Makes the window `width` pixels wide and waits until the screens have fitted
    /// themselves to it.
    func resize(width: Int, height: Int = 620) {
        let gtkWindow = window.widget.typed(GtkWindow.self)
        // GTK 4 has no call to resize a window on screen: it takes its default size when shown.
        gtk_widget_hide(window.widget.pointer)
        gtk_window_set_default_size(gtkWindow, Int32(width), Int32(height))
        gtk_window_present(gtkWindow)
        let window = window.widget
        // The window's own frame (client-side decorations) is part of its size.
        GtkTestEnvironment.wait(for: "the window to be \(width) px wide") { abs(Int(gtk_widget_get_width(window.pointer)) - width) <= 16 }
        settle()
    }

    /// Runs the main loop until what a new size or screen brought is laid out: counted in
    /// the window's frames, not in milliseconds (a busy machine makes fewer frames in a given
    /// time). A page shown is fitted before its first frame; after a new window size, a
    /// screen fits itself once the main loop is idle after the frame that laid it out, and the
    /// frame after lays out what the fit changed.
    func settle() {
        GtkTestEnvironment.waitForFrames(3, of: window.widget)
        GtkTestEnvironment.drain()
    }

    /// The widget with the keyboard focus, if any.
    var focus: Widget? {
        gtk_window_get_focus(window.widget.typed(GtkWindow.self)).map { Widget($0) }
    }

    /// The labels of the control buttons Home shows.
    var homeButtons: [String] {
        home.controls.visibleButtons.map(\.label)
    }
}

/// The action a button is bound to (`app.lap`).
@MainActor
func actionName(of button: Button) -> String? {
    gtk_actionable_get_action_name(button.widget.opaque).map { String(cString: $0) }
}
