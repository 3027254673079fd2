/// The desktop's notifications (ARCHITECTURE.md, "Out of sight"): the app's one notification, shown, replaced
/// or taken away. While one is shown the platform keeps the app running, the window closed.
@MainActor
public protocol NotificationService: AnyObject {
    /// Shows `notification`, in place of the one shown, if any.
    func show(_ notification: BackgroundNotification)
    /// Takes the notification shown away, if any.
    func withdraw()
}
