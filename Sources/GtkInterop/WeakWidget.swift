import CGtk

/// A reference to a widget that becomes `nil` when the widget is finalized (a GObject weak
/// pointer), so a widget remembered for later is never used after it is gone.
@MainActor
package final class WeakWidget {
    private let location: UnsafeMutablePointer<gpointer?>

    package init(_ widget: Widget) {
        location = .allocate(capacity: 1)
        location.initialize(to: widget.object)
        g_object_add_weak_pointer(widget.object.assumingMemoryBound(to: GObject.self), location)
    }

    /// The widget, while it exists.
    package var widget: Widget? {
        location.pointee.map { Widget($0.assumingMemoryBound(to: GtkWidget.self)) }
    }

    isolated deinit {
        if let object = location.pointee {
            g_object_remove_weak_pointer(object.assumingMemoryBound(to: GObject.self), location)
        }
        location.deallocate()
    }
}
