import GtkInterop

/// A weak reference that can be captured before the object it will point to is initialised
/// (a list view's row factory is made before the view that owns it).
@MainActor
final class WeakReference<Object: AnyObject> {
    weak var object: Object?
}
