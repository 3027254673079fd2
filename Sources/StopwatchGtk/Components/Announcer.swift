import CGtk
import GtkInterop
import StopwatchPresentation

/// Says an ``Announcement`` (a lap, a pause, the time asked for) to screen readers, the
/// only way GTK 4.8 can: the frontend's ``AnnouncementService``.
///
/// `gtk_accessible_announce` came with GTK 4.14, and 4.8's AT-SPI bridge has no live regions.
/// What it does send is a change of the accessible description, as an AT-SPI
/// `PropertyChange` event ("accessible-description"), which screen readers present for the
/// element that has the focus. So the announcement becomes, for a moment, the description
/// of the focused widget (or of the window, when nothing in it has the focus), and is taken
/// off again (back to what it described before) when the focus moves or the next one comes.
@MainActor
public final class Announcer: @MainActor AnnouncementService {
    private var window: Widget?
    private var holder: WeakWidget?
    /// What the holder says now: the same words again need a change to be said again.
    private var saying = ""
    private var focusChange: SignalConnection?

    public init() {}

    /// The window whose focused element says the announcements; until it is set, none is said.
    func attach(to window: Widget) {
        self.window = window
        focusChange = SignalConnection(
            window.object,
            handlerID: Signals.connectWithArgument(window.object, "notify::focus-widget") { [weak self] _ in
                self?.takeBack()
            })
    }

    public func announce(_ announcement: Announcement) {
        guard let window else { return }
        let focused = Window(window).focus ?? window
        var text = announcement.text
        if holder?.widget?.pointer != focused.pointer {
            takeBack()
        } else if text == saying {
            // GTK sends no event for a description set to what it is.
            text += " "
        }
        focused.setPassingAccessibleDescription(text)
        saying = text
        holder = WeakWidget(focused)
    }

    private func takeBack() {
        holder?.widget?.restoreAccessibleDescription()
        holder = nil
        saying = ""
    }
}
