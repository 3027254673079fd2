import CGtk
import GLibInterop

/// Attaching a Swift object to a GObject (`g_object_set_data_full`), so a callback that is
/// handed the GObject can find it. The object is retained until the GObject drops it.
@MainActor
package enum ObjectData {
    package static func attach(_ value: AnyObject, to object: gpointer, key: String) {
        let retained = Unmanaged.passRetained(value).toOpaque()
        g_object_set_data_full(object.assumingMemoryBound(to: GObject.self), key, retained, releaseCallbackBox)
    }

    package static func get<T: AnyObject>(_ type: T.Type, from object: gpointer, key: String) -> T? {
        guard let data = g_object_get_data(object.assumingMemoryBound(to: GObject.self), key) else { return nil }
        return Unmanaged<AnyObject>.fromOpaque(data).takeUnretainedValue() as? T
    }
}
