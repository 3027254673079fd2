import Glibc

/// The folders the app keeps its files in (the state file's, the history's): created with
/// their parents, private to the user (0700), without Foundation.
public enum PrivateFolder {
    /// Why a folder could not be made: what failed, and the system's error number.
    public struct Failure: Error, Sendable {
        public let folder: String
        public let code: Int32
    }

    /// The folder `path` is in: "/a/b" for "/a/b/c", "/" for "/a", "" for "a".
    public static func parent(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        return slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
    }

    /// Creates `folder` and its missing parents; a new folder gets mode 0700. Succeeds when
    /// it already is a folder; fails when something else has its name.
    public static func create(_ folder: String) throws(Failure) {
        var info = stat()
        if stat(folder, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR { return }
        let parent = parent(of: folder)
        if parent != folder, !parent.isEmpty { try create(parent) }
        guard mkdir(folder, 0o700) == 0 || errno == EEXIST else { throw Failure(folder: folder, code: errno) }
        guard stat(folder, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else { throw Failure(folder: folder, code: ENOTDIR) }
    }
}
