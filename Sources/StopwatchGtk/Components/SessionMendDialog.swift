import CGtk
import GtkInterop
import StopwatchPresentation

/// The Mend Session window over the main one (E on a past session, or its Mend… button): a row
/// of libadwaita's list each for when the session began and ended, its stopwatch, its note and a
/// moment to split it at, each with its field (named by the row's title); how moments are
/// typed, why the last try was refused (with the offer to trim the session met), the button that
/// joins the next session of its stopwatch, and Cancel and Mend (Enter in a field presses it). It
/// renders its ``SessionMendViewState`` and sends what the fields hold: the ViewModel decides
/// what to mend. The Add Session dialog (A on History) is this window without the note and the
/// split.
///
/// GTK's entries, not libadwaita 1.2's entry rows: with GTK 4.8 an entry row's text never says
/// it has the focus to assistive technology, so a screen reader would not follow it.
@MainActor
final class SessionMendDialog: ModalWindow {
    let widget: Widget
    private let window: Window
    private let fields: (began: TextEntry, ended: TextEntry, stopwatch: TextEntry, note: TextEntry?, splitAt: TextEntry?)
    private let problem = Label(cssClasses: ["error", "mend-problem"], xAlign: 0)
    /// How moments are typed: in the reason's place while there is one (the window stays short).
    private let explanation: Label
    /// The offer to trim the session a mend met, beside the reason.
    private let trim = Button(mnemonic: "")
    /// Joins the session and the next of its stopwatch (Mend Session only).
    private let join = Button(mnemonic: "")
    private var connections: [SignalConnection] = []
    private let send: @MainActor (AppCommand) -> Void

    /// Makes the window for `state` over `parent`, sending its commands through `send`.
    init(_ state: SessionMendViewState, over parent: Widget, send: @escaping @MainActor (AppCommand) -> Void) {
        self.send = send
        window = Self.makeWindow(title: state.title, over: parent, cssClass: "mend-session")
        explanation = Label(state.explanation, cssClasses: ["dim-label"], xAlign: 0)
        widget = window.widget
        // A header bar of its own: the close button, on X11 without a window manager too.
        window.setTitlebar()

        let content = Box.vertical(spacing: 12)
        content.widget.setMargins(18)
        let group = Adwaita.PreferencesGroup()
        // Unnamed, a screen reader says GTK's type name for its list.
        group.nameItsList(state.title)
        fields = (
            Self.field(state.began, in: group), Self.field(state.ended, in: group), Self.field(state.stopwatch, in: group),
            state.note.map { Self.field($0, in: group) }, state.splitAt.map { Self.field($0, in: group) }
        )
        content.append(group)

        for label in [explanation, problem] {
            label.wrap(maxWidthChars: 36)
            content.append(label)
        }

        // Sent as the dialog's other buttons are: "app." actions do not reach a window of no application.
        let offers = Box.horizontal(spacing: 6)
        offers.widget.setAlignment(horizontal: GTK_ALIGN_START)
        if let title = state.trimTitle {
            trim.setLabel(title)
            // Its words alone: the access key's mark is no word.
            trim.widget.setAccessibleLabel(CommandButton(command: .session(.trimMet), title: title).plainTitle)
            offers.append(trim)
        }
        if let button = state.join {
            join.setLabel(button.title)
            join.widget.setAccessibleLabel(button.plainTitle)
            offers.append(join)
        }
        if state.trimTitle != nil || state.join != nil { content.append(offers) }
        let (cancel, apply) = Self.appendButtons(cancel: state.cancel.title, confirm: state.apply.title, to: content, of: window)
        window.setChild(content)

        connections.append(apply.onClicked { [weak self] in self?.apply() })
        connections.append(trim.widget.onClicked { send(.session(.trimMet)) })
        connections.append(join.widget.onClicked { send(.session(.joinNext)) })
        connections.append(cancel.onClicked { send(state.cancel.command) })
        connections.append(Self.closing(widget, sends: state.cancel.command, through: send))
        render(state)
    }

    /// Shows what changed while it is open: only the reason of a refusal does.
    func render(_ state: SessionMendViewState) {
        problem.setText(state.problem ?? "")
        problem.widget.isVisible = state.problem != nil
        explanation.widget.isVisible = state.problem == nil
        // Always there, usable when offered: GTK 4.8 keeps a window that cannot be resized at the
        // height it was first shown at (seen on X11), so nothing may appear below the fields later.
        trim.widget.isSensitive = state.trim != nil

    }

    func present() {
        window.present()
        _ = fields.began.widget.grabFocus()
    }

    func close() {
        connections = []
        window.destroy()
    }

    /// A row titled as `field` says, in `group`, with its field showing its text; Enter in it
    /// presses Mend.
    private static func field(_ field: SessionMendViewState.Field, in group: Adwaita.PreferencesGroup) -> TextEntry {
        let entry = TextEntry(text: field.text, maxLength: field.limit)
        entry.widget.setAccessibleLabel(field.title)
        entry.activatesDefault()
        let row = Adwaita.ActionRow(title: field.title)
        row.addSuffix(entry)
        row.withoutKeyboard()
        group.add(row)
        return entry
    }

    private func apply() {
        let input = SessionMendInput(
            began: fields.began.text, ended: fields.ended.text, stopwatch: fields.stopwatch.text, note: fields.note?.text ?? "",
            splitAt: fields.splitAt?.text ?? "")
        send(.session(.applyMend(input)))
    }
}
