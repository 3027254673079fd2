import CGtk
import StopwatchPresentation

/// Finds the app's data files (the CSS): beside an installed binary, in the source checkout
/// for a development build, or in `$STOPWATCH_DATA_DIR` when set.
enum DataFiles {
    static func path(of name: String) -> String? {
        candidates(for: name).first { g_file_test($0, G_FILE_TEST_IS_REGULAR) != 0 }
    }

    private static func candidates(for name: String) -> [String] {
        var folders: [String] = []
        if let override = g_getenv("STOPWATCH_DATA_DIR") { folders.append(String(cString: override)) }
        if let executable = g_file_read_link("/proc/self/exe", nil) {
            let binFolder = String(cString: g_path_get_dirname(executable))
            g_free(executable)
            folders.append(binFolder + "/../share/" + AppInfo.applicationID)
        }
        // This file sits at Sources/StopwatchGtk/Application/ in the checkout it was built from.
        let sourceFile = "\(#filePath)"
        folders.append(sourceFile.split(separator: "/").dropLast(4).joined(separator: "/").prefixedWithSlash + "/data")
        return folders.map { $0 + "/" + name }
    }
}

private extension String {
    var prefixedWithSlash: String { hasPrefix("/") ? self : "/" + self }
}
