import CGtk
import GtkInterop
import StopwatchCore
import StopwatchPresentation

/// The Totals screen (ARCHITECTURE.md, "Where the time went"): its figures
/// (``TotalsOverviewView``, made the first time there are figures to show, not at the app's
/// start), or a page saying why there are none. The page scrolls; on a wide window it keeps to
/// a readable width, centred.
@MainActor
public final class TotalsView: NavigationPage {
    package let widget: Widget
    private let placeholder = PlaceholderPage(iconName: "document-open-recent-symbolic")
    private let content = SwitchedContent()
    private let observer: SizeObserver
    private let tableLabel: String
    private var overview: TotalsOverviewView?
    private var width: Int?
    var contentDidArrive: (@MainActor () -> Void)?
    /// Told each time the figures were drawn anew.
    public var didRender: (@MainActor (TotalsOverview) -> Void)?
    private var rendering: MappedRendering<ViewStateChannel<TotalsViewState>>?

    /// The widest the page gets, in pixels.
    static let maximumWidth = 640

    public init(states: ViewStateChannel<TotalsViewState>, tableLabel: String) {
        self.tableLabel = tableLabel
        content.add(placeholder, named: "placeholder")
        placeholder.widget.isVisible = false
        observer = SizeObserver(content: Scroller(content: content.widget))
        widget = observer.widget
        observer.onChange = { [weak self] width in
            self?.width = width
            self?.fit()
        }
        rendering = MappedRendering(states: states, widget: widget, render: { [weak self] in self?.render($0) })
    }

    /// The table's first row, the latest period: a screen reader says it at once, and a
    /// plain key on it presses no button.
    var defaultFocus: Widget? { overview?.firstRow }

    private func fit() {
        guard let width, let overview else { return }
        let margin = Int32(max(12, (width - Self.maximumWidth) / 2))
        overview.widget.setMargins(start: margin, end: margin)
    }

    func render(_ state: TotalsViewState) {
        switch state.content {
        case .loading:
            break
        case .overview(let figures):
            let shown = overview ?? makeOverview(state)
            shown.show(period: state.period)
            shown.show(machines: state.machineChoices, title: state.machineMenuTitle, spoken: state.machineMenuSpoken)
            shown.render(figures)
            content.show("overview")
            contentDidArrive?()
            didRender?(figures)
        case .placeholder(let title, let explanation):
            placeholder.render(title: title, explanation: explanation)
            content.show("placeholder")
        }
    }

    private func makeOverview(_ state: TotalsViewState) -> TotalsOverviewView {
        let made = TotalsOverviewView(choices: state.periodChoices, export: state.export, tableLabel: tableLabel)
        overview = made
        content.add(made, named: "overview")
        fit()
        return made
    }
}
