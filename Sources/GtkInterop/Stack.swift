import CGtk

/// A GtkStack: pages by name, one shown at a time, sliding from one to the next; each page's
/// title is what assistive technology calls it.
@MainActor
package struct Stack: WidgetConvertible {
    package let widget = Widget(gtk_stack_new())

    /// Slides take `transitionDuration` milliseconds (none while GTK's animations are off).
    package init(transitionDuration: UInt32) {
        gtk_stack_set_transition_duration(widget.opaque, transitionDuration)
    }

    package func add(_ page: WidgetConvertible, named name: String) {
        gtk_stack_add_named(widget.opaque, page.widget.pointer, name)
    }

    /// Takes `page` out of the stack (the stack's reference to it goes).
    package func remove(_ page: WidgetConvertible) {
        gtk_stack_remove(widget.opaque, page.widget.pointer)
    }

    /// The title of `page`'s stack page (its accessible label); "" for none.
    package func title(of page: WidgetConvertible) -> String {
        guard let stackPage = gtk_stack_get_page(widget.opaque, page.widget.pointer) else { return "" }
        return gtk_stack_page_get_title(stackPage).map { String(cString: $0) } ?? ""
    }

    package func setTitle(_ title: String, of page: WidgetConvertible) {
        guard let stackPage = gtk_stack_get_page(widget.opaque, page.widget.pointer) else { return }
        gtk_stack_page_set_title(stackPage, title)
    }

    /// Shows the page `name`, sliding in as `transition` says.
    package func show(named name: String, transition: GtkStackTransitionType) {
        gtk_stack_set_visible_child_full(widget.opaque, name, transition)
    }

    package var isTransitionRunning: Bool { gtk_stack_get_transition_running(widget.opaque) != 0 }

    /// Calls `handler` each time a slide ends, for as long as the connection is kept.
    package func onTransitionEnd(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        SignalConnection(
            widget.object,
            handlerID: Signals.connectWithArgument(widget.object, "notify::transition-running") { [widget] _ in
                if gtk_stack_get_transition_running(widget.opaque) == 0 { handler() }
            })
    }
}
