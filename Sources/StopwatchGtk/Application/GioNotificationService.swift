import CGtk
import GtkInterop
import StopwatchCore
import StopwatchPresentation

/// The notifications port over GIO's `GNotification`: GLib sends it to the desktop's
/// notification server (`org.freedesktop.Notifications`: mako, dunst, Plasma) or to GNOME
/// Shell (`org.gtk.Notifications`). Its buttons are the app's actions (`app.toggle`,
/// `app.lap`…), so they work even when D-Bus has to start the app first; a click on it
/// activates the app, which presents the window. While one is shown the app is held: it
/// keeps running with its window closed.
///
/// Each notification is sent as it comes. (GLib 2.74 learns the server's id of a new
/// notification only from the reply to sending it, and forgets it once a button was
/// pressed: a second notification sent before that reply would show beside the first. The
/// one case where two came that fast, a command starting the app, the ViewModel avoids:
/// ``BackgroundViewModel/commandGrace``.)
@MainActor
public final class GioNotificationService: @MainActor NotificationService {
    /// The stopwatch's notification's id: each new one replaces the one shown.
    static let notificationID = "stopwatch"
    /// The alerts' notification's id: each alert's replaces the last one's, and stands beside
    /// the stopwatch's.
    static let alertID = "alert"
    /// The question on the return from an away: beside both, taken away once answered.
    static let questionID = "away-question"
    /// The action a click on the notification activates.
    static let showWindowAction = "show-window"

    private weak var application: Application?
    private let actions: ApplicationActions
    private let logger: Logger
    private var isHeld = false

    /// `logger` says each notification sent: what the tests count.
    public init(application: Application, logger: Logger) {
        self.application = application
        self.logger = logger
        actions = ApplicationActions(application: application.pointer)
        actions.add(Self.showWindowAction) { [weak application] in application?.activate() }
    }

    isolated deinit {
        if isHeld { application?.release() }
    }

    public func show(_ notification: DesktopNotification) {
        guard let application else { return }
        let sent = Notification(title: notification.title, body: notification.body, iconName: AppInfo.applicationID)
        for button in notification.buttons {
            sent.addButton(button.title, action: button.command.name)
        }
        sent.setDefaultAction(Self.showWindowAction)
        application.send(sent, id: Self.notificationID)
        logger.debug("notification sent: \(notification.title)")
        if !isHeld {
            isHeld = true
            application.hold()
        }
    }

    /// An alert's notification: its buttons act on the stopwatch that reached it (their
    /// actions' targets), and it holds nothing (the running stopwatch does).
    public func showAlert(_ notification: DesktopNotification) {
        send(notification, id: Self.alertID)
        logger.debug("alert notification sent: \(notification.title)")
    }

    public func showQuestion(_ notification: DesktopNotification) {
        send(notification, id: Self.questionID)
        logger.debug("question notification sent: \(notification.title)")
    }

    public func withdrawQuestion() {
        application?.withdrawNotification(id: Self.questionID)
    }

    /// Sends `notification` with buttons that carry their arguments, under `id`.
    private func send(_ notification: DesktopNotification, id: String) {
        guard let application else { return }
        let sent = Notification(title: notification.title, body: notification.body, iconName: AppInfo.applicationID)
        for button in notification.buttons {
            sent.addButton(button.title, action: button.command.name, target: button.command.actionArgument.value)
        }
        sent.setDefaultAction(Self.showWindowAction)
        application.send(sent, id: id)
    }

    public func withdraw() {
        guard let application else { return }
        application.withdrawNotification(id: Self.notificationID)
        if isHeld {
            isHeld = false
            application.release()
        }
    }
}
