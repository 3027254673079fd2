import GtkInterop
import StopwatchCore
import StopwatchPresentation

/// The screen lock monitor port over GtkApplication's `screensaver-active`, which GTK follows
/// from the session (`org.gnome.ScreenSaver`'s ActiveChanged, or the portal).
@MainActor
public final class GtkScreenLockMonitor: ScreenLockMonitor {
    private var connection: SignalConnection?
    public let lockChanges = ObserverList<Bool>()

    public init(application: Application, logger: Logger) {
        connection = application.onScreensaverChange { [weak self] isActive in
            logger.debug(isActive ? "screensaver active" : "screensaver inactive")
            self?.lockChanges.notify(isActive)
        }
    }

}
