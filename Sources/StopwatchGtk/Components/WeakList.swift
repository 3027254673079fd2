import GtkInterop

/// Objects kept track of without being kept alive: the lap rows a list makes and drops as it
/// scrolls, which a table sizes and a list describes while they exist.
@MainActor
final class WeakList<Object: AnyObject> {
    private var references: [WeakReference<Object>] = []

    func append(_ object: Object) {
        let reference = WeakReference<Object>()
        reference.object = object
        references.append(reference)
    }

    /// The objects that still exist, in the order they were added.
    var objects: [Object] {
        references.removeAll { $0.object == nil }
        return references.compactMap(\.object)
    }
}
