import GtkInterop
import StopwatchCore
import StopwatchPresentation

/// The screen lock monitor port over GtkApplication's `screensaver-active`, which GTK follows
/// from the session (`org.gnome.ScreenSaver`'s ActiveChanged, or the portal).
@MainActor
public final class GtkScreenLockMonitor: ScreenLockMonitor {
    private var connection: SignalConnection?
    private let observers = ObserverList<Bool>()

    public init(application: Application, logger: Logger) {
        connection = application.onScreensaverChange { [weak self] isActive in
            logger.debug(isActive ? "screensaver active" : "screensaver inactive")
            self?.observers.notify(isActive)
        }
    }

    @discardableResult
    public func addObserver(_ observer: @escaping @MainActor (Bool) -> Void) -> ObserverToken {
        observers.add(observer)
    }

    public func removeObserver(_ token: ObserverToken) {
        observers.remove(token)
    }
}
