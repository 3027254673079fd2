import CGtk
import GtkInterop
import StopwatchPresentation

@testable import StopwatchGtk

/// The About and Keyboard Shortcuts windows, as they open.
@MainActor
enum DialogChecks {
    static let all: [Check] = [
        Check("About.showsTheAppIconFoundFromTheBuildFolderVersionLinksCreditsAndLicence", aboutIsComplete),
        Check("Shortcuts.isTitledGroupedAndNamesKeysAsPeopleReadThem", shortcutsReadWell),
        Check("About.releaseNotesAreTheNewestReleasesInTheSourceLanguage", releaseNotesReadWell),
        Check("Buttons.withAMnemonicAreNamedByTheirWordsAlone", mnemonicsAreNotSaid),
        Check("TilingDesktop.onlySwaysSocketSaysTheDesktopTiles", tilingDesktopIsSways),
        Check("ActionRow.showsItsTitleAndSubtitleAsWrittenNeverAsMarkup", rowsShowTextAsWritten),
    ]

    /// A stopwatch's name in a row (the Totals table's parts) is shown as it is written: with
    /// markup, "R&D" would be a parse error and the row's text would be lost.
    static func rowsShowTextAsWritten() {
        GtkTestEnvironment.initialize()
        let row = Adwaita.ActionRow(title: "R&D <b>1</b>", subtitle: "Tea & cake 5 min")
        row.set(subtitle: "Tea & <i>cake</i> 5 min")
        let texts = labels(in: row.widget)
        expect(texts.contains("R&D <b>1</b>"), "\(texts)")
        expect(texts.contains("Tea & <i>cake</i> 5 min"), "\(texts)")
        g_object_ref_sink(row.widget.object)
        g_object_unref(row.widget.object)
    }

    static func mnemonicsAreNotSaid() {
        expect(Widget.withoutMnemonic("_Add") == "Add")
        expect(Widget.withoutMnemonic("Take _Away") == "Take Away")
        expect(Widget.withoutMnemonic("Save__As") == "Save_As", "a doubled mark is an underscore")
        expect(Widget.withoutMnemonic("Close") == "Close")
        expect(Widget.withoutMnemonic("_") == "")
    }

    static func tilingDesktopIsSways() {
        expect(TilingDesktopStyle.applies(swaySocket: "/run/user/1000/sway-ipc.1000.42.sock"))
        expect(!TilingDesktopStyle.applies(swaySocket: nil), "no socket: GNOME and the rest")
        expect(!TilingDesktopStyle.applies(swaySocket: ""), "an empty variable says nothing")
    }

    static func aboutIsComplete() {
        let harness = WindowHarness()
        harness.activate(.showAbout)
        GtkTestEnvironment.wait(for: "the About window") { toplevel(ofType: adw_about_window_get_type()) != nil }
        guard let about = toplevel(ofType: adw_about_window_get_type()) else { return }
        let dialog = about.opaque
        let icon = adw_about_window_get_application_icon(dialog).map { String(cString: $0) }
        expect(icon == AppInfo.applicationID)
        expect(IconTheme.hasIcon(AppInfo.applicationID), "the icon theme finds the app's icon")
        expect(adw_about_window_get_version(dialog).map { String(cString: $0) } == AppInfo.version)
        expect(adw_about_window_get_website(dialog).map { String(cString: $0) }?.hasPrefix("https://") == true)
        expect(adw_about_window_get_issue_url(dialog).map { String(cString: $0) }?.hasPrefix("https://") == true)
        expect(adw_about_window_get_license_type(dialog) == GTK_LICENSE_MIT_X11)
        expect(adw_about_window_get_developers(dialog)?.pointee != nil, "credits name the developers")
        let notes = adw_about_window_get_release_notes(dialog).map { String(cString: $0) } ?? ""
        expect(notes.hasPrefix("<p>") && !notes.contains("xml:lang"), "the newest release's notes, from the metainfo: \(notes)")
        expect(gtk_window_get_title(about.typed(GtkWindow.self)).map { String(cString: $0) } == "About Stopwatch")
        gtk_window_destroy(about.typed(GtkWindow.self))
    }

    static func releaseNotesReadWell() {
        let metainfo = """
            <component><releases>
              <release version="0.2.0" date="2026-11-26"><description>
                <p>Totals.</p><p xml:lang="de">Summen.</p>
                <ul><li>By day</li><li xml:lang="de">Nach Tag</li><li>By week</li></ul>
              </description></release>
              <release version="0.1.0"><description><p>First.</p></description></release>
            </releases></component>
            """
        expect(
            ReleaseNotes.parse(metainfo)
                == ReleaseNotes(version: "0.2.0", markup: "<p>Totals.</p><ul><li>By day</li><li>By week</li></ul>"))
        expect(ReleaseNotes.parse("<component/>") == nil, "no release, no notes")
        expect(ReleaseNotes.parse("<release version=\"1\"><description><p>Cut") == ReleaseNotes(version: "1", markup: ""))
    }

    static func shortcutsReadWell() {
        let harness = WindowHarness()
        harness.activate(.showShortcuts)
        GtkTestEnvironment.wait(for: "the shortcuts window") { toplevel(titled: "Keyboard Shortcuts") != nil }
        guard let window = toplevel(titled: "Keyboard Shortcuts") else { return }
        let texts = labels(in: window)
        for key in ["Space", "Enter", "Delete", "Ctrl + L", "Ctrl + Z"] {
            expect(texts.contains(key), "the key \(key) is shown")
        }
        for raw in ["KP_Enter", "BackSpace", "<Control>", "Return"] {
            expect(!texts.contains { $0.contains(raw) }, "no raw key name \(raw)")
        }
        expect(["Stopwatch", "Navigation", "Sharing", "General"].allSatisfy(texts.contains), "grouped under headings: \(texts)")
        gtk_window_destroy(window.typed(GtkWindow.self))
    }

    /// The open window of `type`, if any.
    private static func toplevel(ofType type: GType) -> Widget? {
        toplevels().first {
            g_type_check_instance_is_a(UnsafeMutableRawPointer($0.pointer).assumingMemoryBound(to: GTypeInstance.self), type) != 0
        }
    }

    private static func toplevel(titled title: String) -> Widget? {
        toplevels().first { gtk_window_get_title($0.typed(GtkWindow.self)).map { String(cString: $0) } == title }
    }

    private static func toplevels() -> [Widget] {
        let list = gtk_window_get_toplevels()
        var windows: [Widget] = []
        for index in 0..<g_list_model_get_n_items(list) {
            guard let item = g_list_model_get_item(list, index) else { continue }
            windows.append(Widget(item.assumingMemoryBound(to: GtkWidget.self)))
            g_object_unref(item)
        }
        return windows
    }

    /// The text of every label inside `widget`.
    static func labels(in widget: Widget) -> [String] {
        var texts: [String] = []
        if g_type_check_instance_is_a(
            UnsafeMutableRawPointer(widget.pointer).assumingMemoryBound(to: GTypeInstance.self), gtk_label_get_type()) != 0
        {
            texts.append(String(cString: gtk_label_get_text(widget.opaque)))
        }
        var child = gtk_widget_get_first_child(widget.pointer)
        while let current = child {
            texts += labels(in: Widget(current))
            child = gtk_widget_get_next_sibling(current)
        }
        return texts
    }
}
