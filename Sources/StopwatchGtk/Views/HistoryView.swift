import CGtk
import StopwatchPresentation

/// The History screen: past sessions, newest first, or a page saying why there are none.
@MainActor
public final class HistoryView: NavigationPage {
    let widget: Widget
    let list: HistoryListView
    let placeholder = PlaceholderPage(iconName: "document-open-recent-symbolic")
    private let stack: Widget
    var contentDidArrive: (@MainActor () -> Void)?
    private var rendering: MappedRendering<HistoryViewModel>?

    public init(viewModel: HistoryViewModel, listLabel: String) {
        list = HistoryListView(accessibleLabel: listLabel)
        stack = Widget(gtk_stack_new())
        gtk_stack_add_named(stack.opaque, list.widget.pointer, "list")
        gtk_stack_add_named(stack.opaque, placeholder.widget.pointer, "placeholder")
        stack.addCSSClass("history")
        widget = stack
        rendering = MappedRendering(viewModel: viewModel, widget: widget) { [weak self] in self?.render($0) }
    }

    var defaultFocus: Widget? { list.rowCount > 0 ? list.listView : nil }

    func render(_ state: HistoryViewState) {
        switch state.content {
        case .loading:
            list.render([])
        case .sessions(let rows):
            list.render(rows)
            gtk_stack_set_visible_child_name(stack.opaque, "list")
            contentDidArrive?()
        case .placeholder(let title, let explanation):
            placeholder.render(title: title, explanation: explanation)
            gtk_stack_set_visible_child_name(stack.opaque, "placeholder")
        }
    }
}
