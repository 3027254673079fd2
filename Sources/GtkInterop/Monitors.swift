import CGtk

/// The screens of the default display.
@MainActor
package enum Monitors {
    /// The size of the smallest monitor, in application pixels (at `GDK_SCALE=2`, half the
    /// device's); `nil` when there is none.
    package static func smallestSize() -> (width: Int, height: Int)? {
        guard let display = gdk_display_get_default(), let monitors = gdk_display_get_monitors(display) else { return nil }
        var smallest: (width: Int, height: Int)?
        for index in 0..<g_list_model_get_n_items(monitors) {
            guard let item = g_list_model_get_item(monitors, index) else { continue }
            var geometry = GdkRectangle()
            gdk_monitor_get_geometry(OpaquePointer(item), &geometry)
            g_object_unref(item)
            let size = (width: Int(geometry.width), height: Int(geometry.height))
            if size.width > 0, size.height > 0, smallest.map({ size.width * size.height < $0.width * $0.height }) ?? true {
                smallest = size
            }
        }
        return smallest
    }
}
