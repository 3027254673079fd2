import CGtk
import GtkInterop
import StopwatchPresentation

/// The History screen: which sessions it lists (a menu above them, Add Session… beside it), then past sessions, newest
/// first, each day's first under its heading, or a page saying why there are none. On a wide
/// window the list keeps to a readable width, centred.
@MainActor
public final class HistoryView: NavigationPage {
    package let widget: Widget
    let list: HistoryListView
    let placeholder = PlaceholderPage(iconName: "document-open-recent-symbolic")
    let filter = ChoiceMenuButton(cssClass: "history-filter")
    /// An icon, named and with a tooltip: its words would not fit beside the menu at 360 pixels.
    let addButton = Button(iconName: "list-add-symbolic", label: "")
    private let top = Box.horizontal(spacing: 6)
    private let content = SwitchedContent(cssClasses: ["history"])
    private let observer: SizeObserver
    var contentDidArrive: (@MainActor () -> Void)?
    /// Told each time the list was drawn anew, with its rows.
    public var didRender: (@MainActor (HistoryRows) -> Void)?
    private var rendering: MappedRendering<ViewStateChannel<HistoryViewState>>?

    public init(states: ViewStateChannel<HistoryViewState>, listLabel: String) {
        list = HistoryListView(accessibleLabel: listLabel)
        content.add(list, named: "list")
        content.add(placeholder, named: "placeholder")
        let page = Box.vertical(spacing: 6)
        filter.widget.setAlignment(horizontal: GTK_ALIGN_START)
        filter.widget.setExpand(horizontal: true)
        top.append(filter)
        addButton.widget.addCSSClass("flat")
        top.append(addButton)
        top.widget.setMargins(top: 6, start: 12, end: 12)
        page.append(top)
        content.widget.setExpand(vertical: true)
        page.append(content.widget)
        observer = SizeObserver(content: Scroller(content: page.widget, scrollsVertically: false))
        widget = observer.widget
        observer.onChange = { [weak self] width in self?.fit(width: width) }
        rendering = MappedRendering(states: states, widget: widget, render: { [weak self] in self?.render($0) })
    }

    var defaultFocus: Widget? { list.rowCount > 0 ? list.listView : nil }

    /// The widest the list gets, in pixels.
    static let maximumListWidth = 640

    private func fit(width: Int) {
        let margin = Int32(max(0, (width - Self.maximumListWidth) / 2))
        list.widget.setMargins(start: margin, end: margin)
        top.widget.setMargins(start: margin + 12, end: margin + 12)
    }

    func render(_ state: HistoryViewState) {
        if let add = state.addSession {
            addButton.setActionName(add.command.actionName)
            addButton.widget.setTooltip(add.plainTitle)
            addButton.widget.setAccessibleLabel(add.plainTitle)
        }
        addButton.widget.isVisible = state.addSession != nil
        filter.render(
            state.filters.map {
                ChoiceMenuButton.Choice(
                    label: $0.label, action: $0.command.detailedActionName, isChosen: $0.isChosen, startsGroup: $0.startsGroup)
            }, title: state.filterTitle, spoken: state.filterSpoken)
        switch state.content {
        case .loading:
            list.render(.empty)
        case .sessions(let rows):
            list.render(rows)
            content.show("list")
            contentDidArrive?()
            didRender?(rows)
        case .placeholder(let title, let explanation):
            placeholder.render(title: title, explanation: explanation)
            content.show("placeholder")
        }
    }
}
