import CGtk
import StopwatchCore
import StopwatchPresentation

/// The application window: a header bar (back button on Laps, menu), and the navigator's
/// stack holding the Home and Laps screens. Its title follows the elapsed time, to the second.
@MainActor
public final class MainWindow: WidgetConvertible {
    let widget: Widget
    let backButton = Button(iconName: "go-previous-symbolic", label: "Back", actionName: AppAction.back.detailedName)
    let home: HomeView
    let laps: LapsView
    private let navigator: GtkStackNavigator
    private let logger: Logger
    private var title = ""

    public init(application: Application, home: HomeView, laps: LapsView, navigator: GtkStackNavigator, logger: Logger) {
        self.logger = logger
        self.home = home
        self.laps = laps
        self.navigator = navigator
        widget = Widget(gtk_application_window_new(application.pointer))
        let window = widget.typed(GtkWindow.self)
        gtk_window_set_default_size(window, 460, 620)
        gtk_window_set_icon_name(window, StopwatchIdentity.applicationID)

        let header = Widget(gtk_header_bar_new())
        gtk_header_bar_pack_start(header.opaque, backButton.widget.pointer)
        gtk_header_bar_pack_end(header.opaque, Self.menuButton().pointer)
        gtk_window_set_titlebar(window, header.pointer)

        navigator.addPage(home, for: .home)
        navigator.addPage(laps, for: .laps)
        gtk_window_set_child(window, navigator.widget.pointer)
        navigator.addObserver { [weak self] route in self?.routeDidChange(route) }
        routeDidChange(navigator.currentRoute)
        KeyCapture.install(on: widget) { [widget] key, hasModifiers in
            guard !hasModifiers, let action = AppAction.keysTakenFromFocusedWidgets[key] else { return false }
            KeyCapture.activate(action.detailedName, from: widget)
            return true
        }
    }

    /// Shows the window and brings it to the front.
    public func present() {
        gtk_window_present(widget.typed(GtkWindow.self))
    }

    public func setTitle(_ newTitle: String) {
        guard newTitle != title else { return }
        title = newTitle
        gtk_window_set_title(widget.typed(GtkWindow.self), newTitle)
    }

    /// Calls `handler` when the window is shown on screen or taken off it.
    public func onMappedChange(_ handler: @escaping @MainActor (Bool) -> Void) {
        widget.onMappedChange(handler)
    }

    public func showShortcuts() {
        let shortcuts = Builder.toplevel("shortcuts", from: ShortcutsWindowBuilder.xml())
        gtk_window_set_transient_for(shortcuts.typed(GtkWindow.self), widget.typed(GtkWindow.self))
        gtk_window_present(shortcuts.typed(GtkWindow.self))
        Builder.release(shortcuts)
    }

    public func copyToClipboard(_ text: String) {
        Clipboard.setText(text)
        logger.debug("copied \(text.utf8.count) bytes of laps to the clipboard")
    }

    /// Asks where to save the laps as CSV, then writes them there.
    public func exportLaps(csv: @escaping @MainActor () -> String) {
        _ = SaveFileDialog(title: "Export Laps", parent: widget, suggestedName: "stopwatch-laps.csv", contents: csv) {
            [weak self] path, error in
            guard let self, let path else { return }
            if let error {
                logger.error("Could not export the laps to \(path): \(error)")
                SaveFileDialog.showError("Could not export the laps", detail: error, parent: widget)
            } else {
                logger.debug("exported laps to \(path)")
            }
        }
    }

    public func showAbout() {
        let dialog = Widget(gtk_about_dialog_new())
        let about = dialog.opaque
        gtk_about_dialog_set_program_name(about, StopwatchIdentity.displayName)
        gtk_about_dialog_set_version(about, StopwatchIdentity.version)
        gtk_about_dialog_set_comments(about, "An exact, light stopwatch with laps")
        gtk_about_dialog_set_logo_icon_name(about, StopwatchIdentity.applicationID)
        gtk_about_dialog_set_license_type(about, GTK_LICENSE_MIT_X11)
        gtk_window_set_transient_for(dialog.typed(GtkWindow.self), widget.typed(GtkWindow.self))
        gtk_window_set_modal(dialog.typed(GtkWindow.self), 1)
        gtk_window_present(dialog.typed(GtkWindow.self))
    }

    private func routeDidChange(_ route: Route) {
        backButton.widget.isVisible = route == .laps
        // Keep keyboard focus on the screen shown, not on a button of the hidden one.
        (route == .home ? home.widget : laps.widget).grabFocus()
    }

    private static func menuButton() -> Widget {
        let sharing = Menu()
        sharing.append("Copy Laps", action: AppAction.copyLaps.detailedName)
        sharing.append("Export Laps…", action: AppAction.exportLaps.detailedName)
        let commands = Menu()
        commands.append("Keyboard Shortcuts", action: AppAction.shortcuts.detailedName)
        commands.append("About Stopwatch", action: AppAction.about.detailedName)
        let quit = Menu()
        quit.append("Quit", action: AppAction.quit.detailedName)
        let menu = Menu()
        menu.appendSection(sharing)
        menu.appendSection(commands)
        menu.appendSection(quit)
        let button = Widget(gtk_menu_button_new())
        gtk_menu_button_set_icon_name(button.opaque, "open-menu-symbolic")
        gtk_menu_button_set_menu_model(button.opaque, menu.model)
        button.setTooltip("Main Menu")
        button.setAccessibleLabel("Main Menu")
        return button
    }
}
