import GLibInterop
import StopwatchPresentation

/// Finds the app's data files (the CSS, the icons): beside an installed binary, in the source
/// checkout for a development build, or in `$STOPWATCH_DATA_DIR` when set.
enum DataFiles {
    static func path(of name: String) -> String? {
        dataFolders.map { $0 + "/" + name }.first(where: LocalFile.isRegular)
    }

    /// The icon folder (an icon theme's parent, holding `hicolor/`) with the app's icon: the
    /// installation's `share/icons`, or the checkout's `data/icons`.
    static var iconFolder: String? {
        let icon = "/hicolor/scalable/apps/" + AppInfo.applicationID + ".svg"
        var folders = dataFolders.map { $0 + "/icons" }
        if let share = LocalFile.shareFolder { folders.insert(share + "/icons", at: 0) }
        return folders.first { LocalFile.isRegular($0 + icon) }
    }

    /// The app's metainfo: the installation's `share/metainfo`, or the checkout's `data`.
    static var metainfoPath: String? {
        let name = AppInfo.applicationID + ".metainfo.xml"
        var paths = dataFolders.map { $0 + "/" + name }
        if let share = LocalFile.shareFolder { paths.insert(share + "/metainfo/" + name, at: 0) }
        return paths.first(where: LocalFile.isRegular)
    }

    private static var dataFolders: [String] {
        var folders: [String] = []
        if let override = ProcessEnvironment.value(of: "STOPWATCH_DATA_DIR") { folders.append(override) }
        if let share = LocalFile.shareFolder { folders.append(share + "/" + AppInfo.applicationID) }
        // This file sits at Sources/StopwatchGtk/Application/ in the checkout it was built from.
        let sourceFile = "\(#filePath)"
        folders.append(sourceFile.split(separator: "/").dropLast(4).joined(separator: "/").prefixedWithSlash + "/data")
        return folders
    }
}

extension String {
    fileprivate var prefixedWithSlash: String { hasPrefix("/") ? self : "/" + self }
}
