import CGtk
import StopwatchPresentation

/// Tells screen readers of an ``Announcement`` (a lap completed) the only way GTK 4.8 can.
///
/// `gtk_accessible_announce` came with GTK 4.14, and 4.8's AT-SPI bridge has no live regions.
/// What it does send is a change of the accessible description, as an AT-SPI
/// `PropertyChange` event ("accessible-description"), which screen readers present for the
/// element that has the focus. So the announcement becomes, for a moment, the description
/// of the focused widget (or of the window, when nothing in it has the focus), and is taken
/// off again (back to what it described before, such as a row's place in its list) when the
/// focus moves or the next one comes.
@MainActor
final class Announcer {
    private let window: Widget
    private var holder: WeakWidget?
    private var said = 0
    private var focusChange: SignalConnection?

    init(window: Widget) {
        self.window = window
        focusChange = SignalConnection(window.object, handlerID: Signals.connectWithArgument(window.object, "notify::focus-widget") { [weak self] _ in
            self?.takeBack()
        })
    }

    func announce(_ announcement: Announcement?) {
        guard let announcement, announcement.number != said else { return }
        said = announcement.number
        let focused = gtk_root_get_focus(OpaquePointer(window.pointer)).map(Widget.init) ?? window
        if holder?.widget?.pointer != focused.pointer { takeBack() }
        focused.setPassingAccessibleDescription(announcement.text)
        holder = WeakWidget(focused)
    }

    private func takeBack() {
        holder?.widget?.restoreAccessibleDescription()
        holder = nil
    }
}
