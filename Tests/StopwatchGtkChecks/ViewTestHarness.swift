import CGtk
import StopwatchCore
@testable import StopwatchGtk
import StopwatchPresentation
import StopwatchTestSupport

/// The real views over the real ViewModels, with the core on a fake clock and a hand-driven
/// ticker, so each test puts the views in an exact state.
@MainActor
final class ViewTestHarness {
    let core = CoreHarness()
    let navigator = GtkStackNavigator()
    let homeViewModel: HomeViewModel
    let lapsViewModel: LapsViewModel
    let home: HomeView
    let laps: LapsView
    let window: Widget

    /// The views in a window on the X server: views render only while on screen.
    init(runningTimeInterval: gint64 = 0) {
        GtkTestEnvironment.initialize()
        RenderPacing.runningTimeInterval = runningTimeInterval
        homeViewModel = HomeViewModel(store: core.store, useCases: core.useCases, navigator: navigator)
        lapsViewModel = LapsViewModel(store: core.store, useCases: core.useCases, navigator: navigator)
        home = HomeView(viewModel: homeViewModel)
        laps = LapsView(viewModel: lapsViewModel)
        navigator.addPage(home, for: .home)
        navigator.addPage(laps, for: .laps)
        window = Widget(gtk_window_new())
        gtk_window_set_child(window.typed(GtkWindow.self), navigator.widget.pointer)
        gtk_window_present(window.typed(GtkWindow.self))
        let home = home
        GtkTestEnvironment.iterate(until: { home.widget.isMapped })
    }

    /// Shows the Laps page (its view renders only once mapped).
    func showLaps() {
        navigator.navigate(to: .laps)
        let laps = laps
        GtkTestEnvironment.iterate(until: { laps.widget.isMapped })
    }

    isolated deinit {
        gtk_window_destroy(window.typed(GtkWindow.self))
        RenderPacing.runningTimeInterval = 33_000
    }

    /// The labels of the control buttons Home shows, with the actions they are bound to.
    var homeButtons: [String] {
        home.controls.visibleButtons.map(\.label)
    }
}
