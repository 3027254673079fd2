import GLibInterop
import StopwatchPresentation

/// Finds the app's data files (the CSS, the icons): beside an installed binary, in the source
/// checkout for a development build, or in `$STOPWATCH_DATA_DIR` when set.
enum DataFiles {
    static func path(of name: String) -> String? {
        dataFolders.map { $0 + "/" + name }.first(where: isFile)
    }

    /// The icon folder (an icon theme's parent, holding `hicolor/`) with the app's icon: the
    /// installation's `share/icons`, or the checkout's `data/icons`.
    static var iconFolder: String? {
        let icon = "/hicolor/scalable/apps/" + AppInfo.applicationID + ".svg"
        var folders = dataFolders.map { $0 + "/icons" }
        if let share = installedShareFolder { folders.insert(share + "/icons", at: 0) }
        return folders.first { isFile($0 + icon) }
    }

    /// The app's metainfo: the installation's `share/metainfo`, or the checkout's `data`.
    static var metainfoPath: String? {
        let name = AppInfo.applicationID + ".metainfo.xml"
        var paths = dataFolders.map { $0 + "/" + name }
        if let share = installedShareFolder { paths.insert(share + "/metainfo/" + name, at: 0) }
        return paths.first(where: isFile)
    }

    private static var dataFolders: [String] {
        var folders: [String] = []
        if let override = ProcessEnvironment.value(of: "STOPWATCH_DATA_DIR") { folders.append(override) }
        if let share = installedShareFolder { folders.append(share + "/" + AppInfo.applicationID) }
        // This file sits at Sources/StopwatchGtk/Application/ in the checkout it was built from.
        let sourceFile = "\(#filePath)"
        folders.append(sourceFile.split(separator: "/").dropLast(4).joined(separator: "/").prefixedWithSlash + "/data")
        return folders
    }

    /// `share/` beside the running binary's `bin/`.
    private static var installedShareFolder: String? {
        LocalFile.runningProgram.map { LocalFile.folder(of: $0) + "/../share" }
    }

    private static func isFile(_ path: String) -> Bool {
        LocalFile.isRegular(path)
    }
}

extension String {
    fileprivate var prefixedWithSlash: String { hasPrefix("/") ? self : "/" + self }
}
