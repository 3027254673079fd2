import CGtk

/// libadwaita's widgets the app uses, as GTK's are in this library: Swift types that make,
/// fill and name them, so a screen never calls libadwaita itself. libadwaita 1.2 (Debian 12).
@MainActor
package enum Adwaita {}

extension Adwaita {
    /// A preferences window: a page of groups of rows under a header bar, modal over its
    /// parent. Not libadwaita 1.2's `AdwPreferencesWindow`: its search keeps a reference to
    /// every page and group it is given (the list of rows it maps them into never lets them
    /// go), so each opening left the window's rows behind (1.3 MiB a time), and it makes a
    /// search bar, a view switcher and a page of no results this one never shows (their
    /// 128 px icon, drawn from SVG, loaded librsvg: 8 MiB). libadwaita's style is the page's
    /// and the groups', not the window's.
    @MainActor
    package struct PreferencesWindow: WidgetConvertible {
        package let window: Window
        package var widget: Widget { window.widget }

        /// Titled `title`, over `parent`, at libadwaita's size for preferences.
        package init(title: String, over parent: Widget) {
            window = Window.modal(title: title, over: parent)
            // A header bar of its own: the close button, on X11 without a window manager too.
            window.setTitlebar()
            window.setDefaultSize(width: 640, height: 576)
        }

        /// `page`, the window's content.
        package func show(_ page: PreferencesPage) { window.setChild(page) }
    }

    /// A page of a preferences window: its groups, one under the other.
    @MainActor
    package struct PreferencesPage: WidgetConvertible {
        package let widget = Widget(adw_preferences_page_new())

        package init() {}

        package func add(_ group: PreferencesGroup) {
            adw_preferences_page_add(widget.typed(AdwPreferencesPage.self), group.widget.typed(AdwPreferencesGroup.self))
        }
    }

    /// A preferences group: a title over a list of rows (and whatever else is added under it),
    /// told as a group named by its title. libadwaita 1.2 leaves the group's list unnamed (a
    /// screen reader would say "GtkListBox"): the list is named by the title too.
    @MainActor
    package struct PreferencesGroup: WidgetConvertible {
        package let widget = Widget(cadw_preferences_group_new_with_role(GTK_ACCESSIBLE_ROLE_GROUP))

        /// Titled `title` and named by it; without one, unnamed (its rows say what they are).
        package init(title: String? = nil) {
            guard let title else { return }
            adw_preferences_group_set_title(group, title)
            widget.setAccessibleLabel(title)
            nameItsList(title)
        }

        /// Names its list `name` for a screen reader.
        package func nameItsList(_ name: String) {
            for list in widget.descendants(typeNamed: "GtkListBox") { list.relabel(name) }
        }

        private var group: UnsafeMutablePointer<AdwPreferencesGroup> { widget.typed(AdwPreferencesGroup.self) }

        /// A row goes into its list; anything else under it.
        package func add(_ child: WidgetConvertible) { adw_preferences_group_add(group, child.widget.pointer) }

        package func remove(_ child: WidgetConvertible) { adw_preferences_group_remove(group, child.widget.pointer) }

        /// A sentence under the title (an empty one is not shown), and its accessible
        /// description.
        package func set(description: String) {
            adw_preferences_group_set_description(group, description)
            widget.setAccessibleDescription(description)
        }

        /// `child` beside the title, at its end.
        package func setHeaderSuffix(_ child: WidgetConvertible) {
            adw_preferences_group_set_header_suffix(group, child.widget.pointer)
        }
    }

    /// The one row builder: a row of a preferences group, its title and subtitle, widgets at
    /// its start and end. A row that only holds a control gives it the keyboard: the row
    /// itself is no stop of it, the control is (``controlled(by:)``).
    @MainActor
    package struct ActionRow: WidgetConvertible {
        package let widget = Widget(adw_action_row_new())

        /// Its title and subtitle are plain text, never markup: a stopwatch's name may hold `&`.
        package init(title: String, subtitle: String? = nil, cssClasses: [String] = []) {
            adw_preferences_row_set_use_markup(widget.typed(AdwPreferencesRow.self), 0)
            set(title: title)
            if let subtitle { set(subtitle: subtitle) }
            cssClasses.forEach(widget.addCSSClass)
        }

        private var row: UnsafeMutablePointer<AdwActionRow> { widget.typed(AdwActionRow.self) }

        package func set(title: String) { adw_preferences_row_set_title(widget.typed(AdwPreferencesRow.self), title) }

        /// An empty subtitle is not shown.
        package func set(subtitle: String) { adw_action_row_set_subtitle(row, subtitle) }

        /// Names it `label` alone, said whole: not by its title and subtitle, which libadwaita
        /// names and describes it by.
        package func named(_ label: String) {
            gtk_accessible_reset_relation(OpaquePointer(widget.pointer), GTK_ACCESSIBLE_RELATION_DESCRIBED_BY)
            widget.relabel(label)
        }

        /// The title on one line, ellipsized at its end when it does not fit.
        package func titleOnOneLine() { adw_action_row_set_title_lines(row, 1) }

        /// `child` at its start (a radio button).
        package func addPrefix(_ child: WidgetConvertible) {
            child.widget.setAlignment(vertical: GTK_ALIGN_CENTER)
            adw_action_row_add_prefix(row, child.widget.pointer)
        }

        /// `child` at its end (a switch, a button).
        package func addSuffix(_ child: WidgetConvertible) {
            child.widget.setAlignment(vertical: GTK_ALIGN_CENTER)
            adw_action_row_add_suffix(row, child.widget.pointer)
        }

        /// A click on the row works `control`; the keyboard goes to `control`, not the row (a
        /// screen reader then says the control, a radio button or a switch, as such).
        package func controlled(by control: WidgetConvertible) {
            adw_action_row_set_activatable_widget(row, control.widget.pointer)
            withoutKeyboard()
        }

        /// The row is no stop of the keyboard (its suffix's button is).
        package func withoutKeyboard() { gtk_widget_set_focusable(widget.pointer, 0) }
    }
}

extension Adwaita {
    /// A toast overlay over `child`: toasts show at its foot.
    @MainActor
    package struct ToastOverlay: WidgetConvertible {
        package let widget = Widget(adw_toast_overlay_new())
        private let child: Widget

        package init(over child: WidgetConvertible) {
            self.child = child.widget
            adw_toast_overlay_set_child(widget.opaque, child.widget.pointer)
        }

        /// Shows `toast`, its button named `action` and its close button `close`: libadwaita 1.2
        /// names the first twice over ("Undo Undo") and the second not at all (a screen reader
        /// would say "GtkImage").
        package func show(_ toast: Toast, action: String, close: String) {
            adw_toast_overlay_add_toast(widget.opaque, toast.retained())
            var pending = [widget.pointer]
            while let next = pending.popLast() {
                var each = gtk_widget_get_first_child(next)
                while let found = each {
                    each = gtk_widget_get_next_sibling(found)
                    guard found != child.pointer else { continue }
                    if String(cString: g_type_name(cgtk_widget_type(found))) == "GtkButton" {
                        let label = gtk_button_get_label(UnsafeMutableRawPointer(found).assumingMemoryBound(to: GtkButton.self))
                        Widget(found).relabel(label == nil ? close : action)
                    } else {
                        pending.append(found)
                    }
                }
            }
        }
    }

    /// A toast: a message, a button bound to an application action, no timeout of its own (the
    /// app ends it). Kept here until dismissed.
    @MainActor
    package final class Toast {
        private let toast: OpaquePointer
        private var dismissal: SignalConnection?

        package init?(message: String, buttonLabel: String, actionName: String) {
            guard let made = adw_toast_new(message) else { return nil }
            toast = made
            adw_toast_set_button_label(made, buttonLabel)
            adw_toast_set_action_name(made, actionName)
            adw_toast_set_timeout(made, 0)
        }

        // The reference it was made with is this object's: the overlay takes one of its own.
        isolated deinit {
            g_object_unref(UnsafeMutableRawPointer(toast))
        }

        /// A reference for the overlay to take (`adw_toast_overlay_add_toast` takes one).
        fileprivate func retained() -> OpaquePointer {
            g_object_ref(UnsafeMutableRawPointer(toast))
            return toast
        }

        package var message: String? { adw_toast_get_title(toast).map { String(cString: $0) } }
        package var buttonLabel: String? { adw_toast_get_button_label(toast).map { String(cString: $0) } }
        package var actionName: String? { adw_toast_get_action_name(toast).map { String(cString: $0) } }

        /// Calls `handler` once it is dismissed, by the user (its close button) or by ``dismiss()``.
        package func onDismissed(_ handler: @escaping @MainActor () -> Void) {
            let object = UnsafeMutableRawPointer(toast)
            dismissal = SignalConnection(object, handlerID: Signals.connect(object, "dismissed", handler))
        }

        /// Takes it away, telling no one.
        package func dismiss() {
            dismissal = nil
            adw_toast_dismiss(toast)
        }
    }
}

extension Adwaita {
    /// An about window: the application's icon, name, version, description, website, issue
    /// tracker, copyright, licence, developers and the newest release's notes.
    @MainActor
    package struct AboutWindow: WidgetConvertible {
        package let widget = Widget(adw_about_window_new())

        package init() {}

        private var about: OpaquePointer { widget.opaque }

        package var window: Window { Window(widget) }

        package func setApplication(name: String, iconName: String, version: String, comments: String) {
            adw_about_window_set_application_name(about, name)
            adw_about_window_set_application_icon(about, iconName)
            adw_about_window_set_version(about, version)
            adw_about_window_set_comments(about, comments)
        }

        package func setLinks(website: String, issueTracker: String) {
            adw_about_window_set_website(about, website)
            adw_about_window_set_issue_url(about, issueTracker)
        }

        /// The copyright line, the MIT/X11 licence and the developers' names.
        package func setCredits(copyright: String, developers: [String]) {
            adw_about_window_set_copyright(about, copyright)
            adw_about_window_set_license_type(about, GTK_LICENSE_MIT_X11)
            CStrings.withNullTerminated(developers) { adw_about_window_set_developers(about, $0) }
        }

        /// What's New: the notes of release `version` (AppStream's markup: paragraphs and lists).
        package func setReleaseNotes(version: String, markup: String) {
            adw_about_window_set_release_notes_version(about, version)
            adw_about_window_set_release_notes(about, markup)
        }
    }

    /// A status page: an icon, a title and a sentence, where a list has nothing to show.
    @MainActor
    package struct StatusPage: WidgetConvertible {
        package let widget = Widget(adw_status_page_new())

        package init(iconName: String) {
            adw_status_page_set_icon_name(widget.opaque, iconName)
        }

        package func set(title: String, description: String) {
            adw_status_page_set_title(widget.opaque, title)
            adw_status_page_set_description(widget.opaque, description)
        }
    }
}

/// C string arrays for calls that take them.
package enum CStrings {
    /// Calls `body` with `strings` as a NULL-terminated C array, valid during the call.
    package static func withNullTerminated(_ strings: [String], _ body: (UnsafeMutablePointer<UnsafePointer<CChar>?>) -> Void) {
        var pointers: [UnsafeMutablePointer<CChar>?] = strings.map { strdup($0) }
        pointers.append(nil)
        pointers.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: UnsafePointer<CChar>?.self, capacity: buffer.count) { body($0) }
        }
        for pointer in pointers { free(pointer) }
    }
}
