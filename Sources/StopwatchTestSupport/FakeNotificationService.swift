import StopwatchPresentation

/// Notifications that record what was shown and withdrawn, in order.
@MainActor
public final class FakeNotificationService: NotificationService {
    public enum Event: Equatable {
        case shown(BackgroundNotification)
        case withdrawn
    }

    public private(set) var events: [Event] = []
    /// The notification up now.
    public private(set) var current: BackgroundNotification?
    /// The alerts' notifications, in order (each replaces the one before on a desktop).
    public private(set) var alerts: [AlertNotification] = []

    public init() {}

    public func show(_ notification: BackgroundNotification) {
        events.append(.shown(notification))
        current = notification
    }

    public func withdraw() {
        events.append(.withdrawn)
        current = nil
    }

    public func showAlert(_ notification: AlertNotification) {
        alerts.append(notification)
    }
}
