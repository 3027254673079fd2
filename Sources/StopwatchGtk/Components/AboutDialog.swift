import GtkInterop
import StopwatchPresentation

/// The About window, libadwaita's: icon, name, version, description, website, issue tracker,
/// developers and licence, from ``AboutViewState``, and the newest release's notes from the
/// metainfo (``ReleaseNotes``).
@MainActor
enum AboutDialog {
    /// Shows the About window over `parent`; returns it.
    @discardableResult
    static func present(_ state: AboutViewState, over parent: Widget) -> Widget {
        AppIcon.makeFindable()
        let about = Adwaita.AboutWindow()
        about.setApplication(name: state.name, iconName: state.iconName, version: state.version, comments: state.comments)
        about.setLinks(website: state.website, issueTracker: state.issueTracker)
        about.setCredits(copyright: state.copyright, developers: state.developers)
        if let notes = DataFiles.metainfoPath.flatMap(ReleaseNotes.read(from:)), !notes.markup.isEmpty {
            about.setReleaseNotes(version: notes.version, markup: notes.markup)
        }
        about.window.setTitle(state.title)
        about.window.makeModal(over: parent)
        about.window.present()
        return about.widget
    }
}
