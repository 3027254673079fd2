/// The desktop's notifications (ARCHITECTURE.md, "Out of sight"): the app's one notification, shown, replaced
/// or taken away. While one is shown the platform keeps the app running, the window closed.
@MainActor
public protocol NotificationService: AnyObject {
    /// Shows `notification`, in place of the one shown, if any.
    func show(_ notification: DesktopNotification)
    /// Takes the notification shown away, if any.
    func withdraw()
    /// Shows the notification of an alert reached, in place of the alert's before it, beside
    /// the one ``show(_:)`` shows; it does not keep the app running.
    func showAlert(_ notification: DesktopNotification)
    /// Shows the question asked on the return from an away, in place of the one before,
    /// beside the others; it does not keep the app running.
    func showQuestion(_ notification: DesktopNotification)
    /// Takes the question's notification away once it is answered (in the window, say).
    func withdrawQuestion()
}
