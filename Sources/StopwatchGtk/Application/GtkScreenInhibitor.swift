import GtkInterop
import StopwatchCore
import StopwatchPresentation

/// The screen inhibitor port over `gtk_application_inhibit` (idle): GTK asks the session
/// manager (`org.gnome.SessionManager`), and on Wayland also the compositor for the window's
/// surface (idle-inhibit), so sway keeps the screen on too.
@MainActor
public final class GtkScreenInhibitor: ScreenInhibitor {
    private weak var application: Application?
    private let logger: Logger
    /// The window the inhibition is for; set once it exists.
    public weak var window: MainWindow?
    private var cookie: UInt32 = 0

    public init(application: Application, logger: Logger) {
        self.application = application
        self.logger = logger
    }

    public func inhibit(reason: String) {
        guard cookie == 0, let application, let window else { return }
        cookie = application.inhibitIdle(window: window.widget, reason: reason)
        if cookie == 0 {
            logger.info("The desktop did not take the request to keep the screen awake")
        } else {
            logger.debug("screen kept awake (\(cookie))")
        }
    }

    public func release() {
        guard cookie != 0 else { return }
        application?.uninhibit(cookie)
        logger.debug("screen let go (\(cookie))")
        cookie = 0
    }
}
