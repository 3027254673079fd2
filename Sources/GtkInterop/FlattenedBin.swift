import CGtk

/// A container that draws its child as one render node: a GObject subclass of `GtkWidget`
/// written in Swift (``GObjectSubclass``), laid out as a bin.
///
/// GSK 4.8's cairo renderer draws every node of the window on every frame, clipped to what
/// changed: a list of twenty rows beside the running time costs its sixty texts sixty times a
/// second although none of them changed (docs/performance.md). GTK asks a widget for its
/// drawing again only when something inside it asked to be redrawn, so this one records its
/// child's drawing then, once, into a cairo node; on the frames in between, the renderer
/// meets one node whose extents lie outside the clip, and cairo skips it. Input, focus and
/// accessibility are the child's, untouched: only the drawing is flattened. The bin is shown
/// exactly while its child is, so a box's spacing around a hidden child goes with it.
package enum FlattenedBin {
    /// What an instance keeps: the handler that follows the child's visibility (the drawing
    /// is the render node GTK keeps).
    package final class State {
        package var visibilityHandler: gulong = 0
    }

    package static let subclass: GObjectSubclass<State> = GObjectSubclass(
        name: "GtkInteropFlattenedBin", parent: gtk_widget_get_type(),
        makeState: State.init
    ) { klass in
        let objectClass = klass.assumingMemoryBound(to: GObjectClass.self)
        objectClass.pointee.dispose = { object in
            let widget = UnsafeMutableRawPointer(object!).assumingMemoryBound(to: GtkWidget.self)
            let state = FlattenedBin.subclass.state(of: widget)
            if state.visibilityHandler != 0, let child = gtk_widget_get_first_child(widget) {
                g_signal_handler_disconnect(child, state.visibilityHandler)
                state.visibilityHandler = 0
            }
            while let child = gtk_widget_get_first_child(widget) { gtk_widget_unparent(child) }
            FlattenedBin.subclass.parentClass!.assumingMemoryBound(to: GObjectClass.self).pointee.dispose?(object)
        }
        let widgetClass = klass.assumingMemoryBound(to: GtkWidgetClass.self)
        widgetClass.pointee.snapshot = { widget, snapshot in
            FlattenedBin.draw(widget!, on: snapshot!)
        }
        // Not focusable itself: a focus grabbed here goes to the child, as a box's does.
        widgetClass.pointee.grab_focus = { widget in
            var child = gtk_widget_get_first_child(widget)
            while let current = child {
                if gtk_widget_grab_focus(current) != 0 { return 1 }
                child = gtk_widget_get_next_sibling(current)
            }
            return 0
        }
        gtk_widget_class_set_layout_manager_type(widgetClass, gtk_bin_layout_get_type())
        gtk_widget_class_set_css_name(widgetClass, "flattenedbin")
        gtk_widget_class_set_accessible_role(widgetClass, GTK_ACCESSIBLE_ROLE_GROUP)
    }

    /// A new bin holding `child`, floating.
    @MainActor
    package static func make(holding child: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget> {
        let bin = subclass.make().assumingMemoryBound(to: GtkWidget.self)
        gtk_widget_set_parent(child, bin)
        gtk_widget_set_visible(bin, gtk_widget_get_visible(child))
        // The handler goes at the bin's dispose, before the bin does: `bin` is never stale in it.
        subclass.state(of: bin).visibilityHandler = Signals.connectWithArgument(child, "notify::visible") { _ in
            gtk_widget_set_visible(bin, gtk_widget_get_visible(child))
        }
        return bin
    }

    private static func draw(_ widget: UnsafeMutablePointer<GtkWidget>, on snapshot: OpaquePointer) {
        let recorder = gtk_snapshot_new()
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            gtk_widget_snapshot_child(widget, current, recorder)
            child = gtk_widget_get_next_sibling(current)
        }
        guard let node = gtk_snapshot_free_to_node(recorder) else { return }
        defer { gsk_render_node_unref(node) }
        var bounds = graphene_rect_t()
        gsk_render_node_get_bounds(node, &bounds)
        guard bounds.size.width > 0, bounds.size.height > 0 else { return }
        // The cairo node records what is drawn on it: replayed on the frames it is inside the
        // clip of, skipped on the others.
        let cairo = gtk_snapshot_append_cairo(snapshot, &bounds)
        gsk_render_node_draw(node, cairo)
        cairo_destroy(cairo)
    }
}
