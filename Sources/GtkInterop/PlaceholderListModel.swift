import CGtk

/// A list model whose items carry nothing but their position (a `GtkStringList` of empty
/// strings): the rows read their content elsewhere. Splicing it tells the list view which
/// rows to create, drop or rebind.
@MainActor
package final class PlaceholderListModel {
    package let pointer: OpaquePointer

    package init() {
        pointer = gtk_string_list_new(nil)
    }

    package var count: Int { Int(g_list_model_get_n_items(OpaquePointer(UnsafeMutableRawPointer(pointer)))) }

    /// The model as a GListModel, for a selection model to wrap.
    package var listModel: OpaquePointer { OpaquePointer(UnsafeMutableRawPointer(pointer)) }

    /// Replaces `removing` items at `position` with `adding` new ones.
    package func splice(at position: Int, removing: Int, adding: Int) {
        var placeholders = [UnsafePointer<CChar>?](repeating: Self.empty, count: adding)
        placeholders.append(nil)
        gtk_string_list_splice(pointer, guint(position), guint(removing), placeholders)
    }

    private static let empty: UnsafePointer<CChar> = {
        let text = UnsafeMutablePointer<CChar>.allocate(capacity: 1)
        text.initialize(to: 0)
        return UnsafePointer(text)
    }()
}
