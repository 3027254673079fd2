import CGtk
import StopwatchCore
import StopwatchPresentation

/// The Home screen: the elapsed time, large; the buttons for the state; once started, the
/// current lap and the two most recent laps under column headings; and "See all laps".
///
/// It renders ``HomeViewState`` and nothing else; its buttons are bound to application
/// actions, which send their commands to the app ViewModel.
@MainActor
public final class HomeView: NavigationPage {
    let widget: Widget
    let time = TimeDisplay(size: .large)
    let controls = ControlButtons()
    let currentLap = LapRowView()
    let recentLaps = [LapRowView(), LapRowView()]
    let seeAllLaps = Button(label: "", cssClasses: ["flat", "see-all-laps"])
    private let lapsSection = Box.vertical(spacing: 4, cssClasses: ["laps-section"])
    private var headings: LapRowView?
    var contentDidArrive: (@MainActor () -> Void)?
    private var rendering: MappedRendering<HomeViewModel>?

    public init(viewModel: HomeViewModel) {
        let page = Box.vertical(spacing: 24, cssClasses: ["home"])
        page.widget.setMargins(24)
        page.widget.setAlignment(vertical: GTK_ALIGN_START)
        page.append(time)
        page.append(controls)
        currentLap.widget.addCSSClass("current-lap")
        page.append(lapsSection)
        seeAllLaps.widget.setAlignment(horizontal: GTK_ALIGN_CENTER)
        page.append(seeAllLaps)
        widget = page.widget
        rendering = MappedRendering(viewModel: viewModel, widget: widget) { [weak self] in self?.render($0) }
    }

    var defaultFocus: Widget? {
        seeAllLaps.widget.isVisible ? seeAllLaps.widget : controls.visibleButtons.first?.widget
    }

    func render(_ state: HomeViewState) {
        time.render(state.running.time, spoken: state.running.spokenTime)
        controls.render(state.controls)
        if headings == nil {
            let headings = LapRowView.headings(state.columns)
            lapsSection.append(headings)
            lapsSection.append(currentLap)
            recentLaps.forEach(lapsSection.append)
            self.headings = headings
        }
        lapsSection.widget.isVisible = state.running.currentLap != nil
        currentLap.render(state.running.currentLap)
        for (index, row) in recentLaps.enumerated() {
            row.render(index < state.recentLaps.count ? state.recentLaps[index] : nil)
        }
        seeAllLaps.widget.isVisible = state.seeAllLaps != nil
        if let button = state.seeAllLaps { seeAllLaps.render(button) }
    }
}
