import CGtk
import GLibInterop
import GtkInterop
import StopwatchCore
import StopwatchPresentation

/// The question across the top of the window on the return from an away: "You were away
/// 12 min while Writing ran", Keep and Take Away. It stays until answered, whatever screen is
/// shown; Keep has the keyboard, so Return keeps, and Alt with the marked letter takes away.
/// A screen reader hears the question from the announcer, not from here.
@MainActor
final class AwayBannerBar: WidgetConvertible {
    let widget: Widget
    let message = Label(cssClasses: ["away-message", "heading"], xAlign: 0)
    private let buttons = Box.horizontal(spacing: 6)
    private var keep: Button?
    private var takeAway: Button?
    private let revealer: Revealer
    private var shown: AwayQuestion?
    /// Keep gets the keyboard once the main loop is idle: its action is enabled by the same
    /// state, after this view (a button whose action is off takes no focus).
    private lazy var focusKeep = MainLoopIdle { [weak self] in
        guard let self, shown != nil else { return }
        _ = keep?.widget.grabFocus()
    }
    /// Told the question each time another one shows, `nil` when it goes (the app's log says
    /// so: what the tests on Wayland read, where they cannot read the widgets).
    let shownChanges = ObserverList<String?>()

    init() {
        let bar = Box.horizontal(spacing: 12, cssClasses: ["away-banner"])
        message.wrap()
        message.widget.setExpand(horizontal: true)
        bar.append(message)
        buttons.widget.setAlignment(vertical: GTK_ALIGN_CENTER)
        bar.append(buttons)
        revealer = Revealer(child: bar, transition: GTK_REVEALER_TRANSITION_TYPE_SLIDE_DOWN)
        widget = revealer.widget
    }

    var isShown: Bool { revealer.isRevealed }

    /// Whether `focus` is one of its buttons.
    func holds(_ focus: Widget?) -> Bool {
        guard let focus else { return false }
        return [keep, takeAway].contains { $0?.widget.pointer == focus.pointer }
    }

    /// Shows `question`, its Keep button with the keyboard; or takes the banner away.
    func render(_ question: AwayQuestion?) {
        guard question != shown else { return }
        shown = question
        if let question {
            message.setText(question.message)
            let keep = keep ?? makeButton(Button(label: question.keep.title, cssClasses: ["suggested-action"]))
            let takeAway = takeAway ?? makeButton(Button(mnemonic: question.takeAway.title))
            keep.setActionName(question.keep.command.actionName)
            takeAway.setActionName(question.takeAway.command.actionName)
            (self.keep, self.takeAway) = (keep, takeAway)
        }
        revealer.isRevealed = question != nil
        if question != nil { focusKeep.schedule() }
        shownChanges.notify(question?.message)
    }

    private func makeButton(_ button: Button) -> Button {
        buttons.append(button)
        return button
    }
}
