import CGLib
import GLibInterop
import StopwatchPresentation

/// The program's language: the user's locale, and where the translations of the
/// `stopwatch` domain are (installed beside the binary, or built in the source checkout).
public enum TextDomain {
    /// Sets the locale from the environment and binds the message domain; call first thing.
    public static func bind() {
        setlocale(LC_ALL, "")
        if let folder = localeFolder() { bindtextdomain(AppInfo.textDomain, folder) }
        bind_textdomain_codeset(AppInfo.textDomain, "UTF-8")
    }

    /// `PREFIX/share/locale` beside an installed binary, or the checkout's `.build/locale`.
    private static func localeFolder() -> String? {
        [LocalFile.shareFolder, LocalFile.checkoutBuildFolder].compactMap { $0.map { $0 + "/locale" } }
            .first { LocalFile.isRegular($0 + "/de/LC_MESSAGES/" + AppInfo.textDomain + ".mo") }
    }
}
