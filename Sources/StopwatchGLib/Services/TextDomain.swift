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
        guard let executable = LocalFile.runningProgram else { return nil }
        let binFolder = executable.split(separator: "/").dropLast().joined(separator: "/")
        let candidates = [
            "/" + binFolder + "/../share/locale",
            "/" + binFolder.split(separator: "/").prefix { $0 != ".build" }.joined(separator: "/") + "/.build/locale",
        ]
        return candidates.first { g_file_test($0 + "/de/LC_MESSAGES/" + AppInfo.textDomain + ".mo", G_FILE_TEST_EXISTS) != 0 }
    }
}
