import StopwatchPresentation

/// Notifications that record what was shown and withdrawn, in order.
@MainActor
public final class FakeNotificationService: NotificationService {
    public enum Event: Equatable {
        case shown(DesktopNotification)
        case withdrawn
    }

    public private(set) var events: [Event] = []
    /// The notification up now.
    public private(set) var current: DesktopNotification?
    /// The alerts' notifications, in order (each replaces the one before on a desktop).
    public private(set) var alerts: [DesktopNotification] = []

    public init() {}

    public func show(_ notification: DesktopNotification) {
        events.append(.shown(notification))
        current = notification
    }

    public func withdraw() {
        events.append(.withdrawn)
        current = nil
    }

    public func showAlert(_ notification: DesktopNotification) {
        alerts.append(notification)
    }

    /// The question on the return from an away, while it is shown.
    public private(set) var question: DesktopNotification?

    public func showQuestion(_ notification: DesktopNotification) {
        question = notification
    }

    public func withdrawQuestion() {
        question = nil
    }
}
