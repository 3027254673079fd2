import CGLib

/// What the app asks of a local file or path, through GLib: whether it is there, its text,
/// the folder it is in, and the running program's own path.
package enum LocalFile {
    /// Whether `path` is a regular file (links followed).
    package static func isRegular(_ path: String) -> Bool {
        g_file_test(path, G_FILE_TEST_IS_REGULAR) != 0
    }

    /// The whole text of the file at `path`; `nil` when it cannot be read.
    package static func contents(of path: String) -> String? {
        var contents: UnsafeMutablePointer<gchar>?
        guard g_file_get_contents(path, &contents, nil, nil) != 0, let contents else { return nil }
        defer { g_free(contents) }
        return String(cString: contents)
    }

    /// The folder `path` is in ("." for a bare name).
    package static func folder(of path: String) -> String {
        guard let folder = g_path_get_dirname(path) else { return "." }
        defer { g_free(folder) }
        return String(cString: folder)
    }

    /// The running program's own file, as the kernel names it (`/proc/self/exe`); read once.
    package static let runningProgram: String? = {
        guard let path = g_file_read_link("/proc/self/exe", nil) else { return nil }
        defer { g_free(path) }
        return String(cString: path)
    }()

    /// `share/` beside the folder of the running program (`PREFIX/bin` → `PREFIX/share`).
    package static var shareFolder: String? {
        runningProgram.map { folder(of: $0) + "/../share" }
    }

    /// The `.build` folder of the checkout the running program was built in by SwiftPM; `nil`
    /// for a program outside one (an installed one).
    package static var checkoutBuildFolder: String? {
        guard let parts = runningProgram?.split(separator: "/"), parts.contains(".build") else { return nil }
        return "/" + parts.prefix { $0 != ".build" }.joined(separator: "/") + "/.build"
    }
}
