import CGtk

/// A `GNotification` under construction: title, body, icon, buttons and the action of a
/// click, each an `app.NAME` action of the application that sends it.
@MainActor
package final class Notification {
    package let pointer: OpaquePointer

    package init(title: String, body: String, iconName: String) {
        pointer = g_notification_new(title)
        g_notification_set_body(pointer, body)
        let icon = g_themed_icon_new(iconName)
        g_notification_set_icon(pointer, icon)
        g_object_unref(UnsafeMutableRawPointer(icon))
    }

    isolated deinit {
        g_object_unref(UnsafeMutableRawPointer(pointer))
    }

    /// A button that activates `app.action`, with `target` as its parameter (`nil`: none).
    package func addButton(_ label: String, action: String, target: DBusValue? = nil) {
        guard let target else { return g_notification_add_button(pointer, label, "app." + action) }
        g_notification_add_button_with_target_value(pointer, label, "app." + action, target.makeVariant())
    }

    /// What clicking the notification itself does: activate `app.action`.
    package func setDefaultAction(_ action: String) {
        g_notification_set_default_action(pointer, "app." + action)
    }
}
