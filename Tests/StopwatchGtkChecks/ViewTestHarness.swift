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

    init() {
        GtkTestEnvironment.initialize()
        homeViewModel = HomeViewModel(store: core.store, useCases: core.useCases, navigator: navigator)
        lapsViewModel = LapsViewModel(store: core.store, useCases: core.useCases, navigator: navigator)
        home = HomeView(viewModel: homeViewModel)
        laps = LapsView(viewModel: lapsViewModel)
        navigator.addPage(home, for: .home)
        navigator.addPage(laps, for: .laps)
    }

    /// The labels of the control buttons Home shows, with the actions they are bound to.
    var homeButtons: [String] {
        home.controls.visibleButtons.map(\.label)
    }
}
