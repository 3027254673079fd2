import Glibc

/// The few file-system and process facts the data adapters need, on the C library alone.
public enum FileSystem {
    /// Whether something is at `path` (a link is followed).
    public static func exists(_ path: String) -> Bool {
        access(path, F_OK) == 0
    }

    /// What tells one version of a file from the next without reading it: its inode, size and
    /// time of change, to the nanosecond (a file replaced by a rename is another inode).
    public struct Stamp: Equatable, Sendable {
        let inode: UInt64
        let size: Int64
        let seconds: Int64
        let nanoseconds: Int64
    }

    /// The stamp of the file at `path` now; `nil` when there is none. One `stat`.
    public static func stamp(of path: String) -> Stamp? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Stamp(
            inode: UInt64(info.st_ino), size: Int64(info.st_size), seconds: Int64(info.st_mtim.tv_sec),
            nanoseconds: Int64(info.st_mtim.tv_nsec))
    }

    /// Whether a folder is at `path` (a link is followed).
    public static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// Whether `path` is a folder itself, not a symbolic link (to one or to anything else).
    public static func isRealFolder(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// Whether `path` is a symbolic link.
    public static func isLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK
    }

    /// The names in `folder` when it is a folder itself, never through a symbolic link (its last
    /// part is opened with `O_NOFOLLOW`); `nil` when it is a link or no folder.
    public static func entries(ofRealFolder folder: String) -> [String]? {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        guard let directory = fdopendir(descriptor) else {
            close(descriptor)
            return nil
        }
        return names(in: directory)
    }

    /// The names in `folder`, without "." and ".."; none when it cannot be read.
    public static func entries(of folder: String) -> [String] {
        guard let directory = opendir(folder) else { return [] }
        return names(in: directory)
    }

    /// The names in the open `directory`, which it closes.
    private static func names(in directory: OpaquePointer) -> [String] {
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != ".", name != ".." { names.append(name) }
        }
        return names
    }

    /// Where an unusable file at `path` is kept aside, bytes intact: `path.bad-<ms since 1970>`.
    public static func asidePath(for path: String) -> String {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        return "\(path).bad-\(Int64(now.tv_sec) * 1000 + Int64(now.tv_nsec) / 1_000_000)"
    }

    /// The system's words for the error number `code`: "No space left on device".
    public static func systemReason(_ code: Int32 = errno) -> String {
        String(cString: strerror(code))
    }

    /// The process's environment variables.
    public static var environment: [String: String] {
        var variables: [String: String] = [:]
        var entry = environ
        while let pair = entry.pointee {
            let text = String(cString: pair)
            if let equals = text.firstIndex(of: "=") {
                variables[String(text[..<equals])] = String(text[text.index(after: equals)...])
            }
            entry += 1
        }
        return variables
    }
}
