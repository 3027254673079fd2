import CGtk
import GtkInterop
import StopwatchCore
import StopwatchPresentation

/// The banner across the top of the window of the last alert reached: "Focus reached 25:00",
/// what the alert was beneath, and Dismiss. It stays until dismissed: an alert is not to go
/// unseen, as a toast that ends by itself could. A screen reader hears the alert from the
/// announcer, not from here.
@MainActor
final class AlertBannerBar: WidgetConvertible {
    let widget: Widget
    let message = Label(cssClasses: ["alert-message", "heading"], xAlign: 0)
    let detail = Label(cssClasses: ["alert-detail", "dim-label"], xAlign: 0)
    let dismissButton = Button(label: "", cssClasses: ["alert-dismiss"])
    private let revealer: Revealer
    private var shown: AlertBanner?
    /// Told the message each time the banner shows another alert, `nil` when it goes (the app's
    /// log says so: what the Wayland tests read, where they cannot read the widgets).
    let shownChanges = ObserverList<String?>()

    init() {
        let bar = Box.horizontal(spacing: 12, cssClasses: ["alert-banner"])
        bar.append(Widget.decorativeIcon("alarm-symbolic"))
        let words = Box.vertical(spacing: 2)
        for label in [message, detail] {
            label.wrap()
            words.append(label)
        }
        words.widget.setExpand(horizontal: true)
        bar.append(words)
        dismissButton.widget.setAlignment(vertical: GTK_ALIGN_CENTER)
        bar.append(dismissButton)
        revealer = Revealer(child: bar, transition: GTK_REVEALER_TRANSITION_TYPE_SLIDE_DOWN)
        widget = revealer.widget
    }

    var isShown: Bool { revealer.isRevealed }

    func render(_ banner: AlertBanner?) {
        guard banner != shown else { return }
        shown = banner
        if let banner {
            message.setText(banner.message)
            detail.setText(banner.detail)
            dismissButton.render(banner.dismiss)
        }
        revealer.isRevealed = banner != nil
        shownChanges.notify(banner?.message)
    }
}
