import CGtk
import StopwatchCore
import StopwatchPresentation

/// The Home screen: the elapsed time, large; the buttons for the state; once started, the
/// current lap and the two most recent laps; and "See all laps".
///
/// It renders ``HomeViewState`` and nothing else; its buttons are bound to application
/// actions, which forward to the ViewModel.
@MainActor
public final class HomeView: WidgetConvertible {
    let widget: Widget
    let time = TimeDisplay(size: .large)
    let controls = ControlButtons()
    let currentLap = LapRowView()
    let recentLaps = [LapRowView(), LapRowView()]
    let seeAllLaps = Button(label: "See All Laps", actionName: AppAction.showLaps.detailedName, cssClasses: ["flat", "see-all-laps"])
    private let lapsSection = Box.vertical(spacing: 4, cssClasses: ["laps-section"])
    private var rendering: MappedRendering<HomeViewModel>?

    public init(viewModel: HomeViewModel) {
        let page = Box.vertical(spacing: 24, cssClasses: ["home"])
        page.widget.setMargins(24)
        page.widget.setAlignment(vertical: GTK_ALIGN_START)
        page.append(time)
        page.append(controls)
        currentLap.widget.addCSSClass("current-lap")
        lapsSection.append(currentLap)
        recentLaps.forEach(lapsSection.append)
        page.append(lapsSection)
        seeAllLaps.widget.setAlignment(horizontal: GTK_ALIGN_CENTER)
        page.append(seeAllLaps)
        widget = page.widget
        rendering = MappedRendering(viewModel: viewModel, widget: widget) { [weak self] in self?.render($0) }
    }

    func render(_ state: HomeViewState) {
        time.render(state.time, spoken: state.spokenTime)
        controls.render(state.controls)
        lapsSection.widget.isVisible = state.currentLap != nil
        currentLap.render(state.currentLap)
        for (index, row) in recentLaps.enumerated() {
            row.render(index < state.recentLaps.count ? state.recentLaps[index] : nil)
        }
        seeAllLaps.widget.isVisible = state.status != .initial
    }
}
