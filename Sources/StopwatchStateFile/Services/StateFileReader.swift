import StopwatchFileSystem

#if canImport(Glibc)
    import Glibc
#endif

/// Reads the state file's bytes without ever blocking or reading without end: it looks
/// before it reads (only a regular file, or a link to one, is opened), opens without
/// blocking, confirms on the open descriptor, and never reads more than ``maximumSize``.
struct StateFileReader {
    /// Nothing larger is read whole: a real state file with 100,000 laps is under 3 MB.
    static let maximumSize = 64 * 1024 * 1024

    enum Outcome: Equatable {
        /// There is no file: a first run.
        case missing
        case contents([UInt8])
        /// Something other than a regular file, or one too large to read; says what it is:
        /// "is a directory", "is a FIFO", "is larger than 64 MB".
        case notAStateFile(String)
        /// It could not be opened or read, for the system's reason.
        case unreadable(String)
    }

    func read(_ path: String) -> Outcome {
        var info = stat()
        if lstat(path, &info) != 0 {
            // No file, or no folder for it (saving will say why it cannot make one).
            return errno == ENOENT || errno == ENOTDIR ? .missing : .unreadable(Self.systemReason())
        }
        let isLink = (info.st_mode & S_IFMT) == S_IFLNK
        if isLink, stat(path, &info) != 0 {
            return .notAStateFile("is a link to nothing (\(Self.systemReason()))")
        }
        if let problem = Self.problem(with: info, isLink: isLink) { return .notAStateFile(problem) }

        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else { return .unreadable(Self.systemReason()) }
        defer { close(descriptor) }
        // The file may have been swapped between the look and the open.
        guard fstat(descriptor, &info) == 0 else { return .unreadable(Self.systemReason()) }
        if let problem = Self.problem(with: info, isLink: isLink) { return .notAStateFile(problem) }
        return readAll(descriptor, expected: Int(info.st_size))
    }

    private func readAll(_ descriptor: Int32, expected: Int) -> Outcome {
        // One byte more than allowed, to notice a file that grew past the limit.
        let limit = Self.maximumSize + 1
        var data = [UInt8](repeating: 0, count: min(max(expected, 0), Self.maximumSize) + 1)
        var length = 0
        while true {
            if length == data.count {
                guard data.count < limit else { break }
                data.append(contentsOf: repeatElement(0, count: min(limit, data.count * 2) - data.count))
            }
            let capacity = data.count - length
            let result = data.withUnsafeMutableBytes { buffer in
                Glibc.read(descriptor, buffer.baseAddress! + length, capacity)
            }
            if result < 0 {
                if errno == EINTR { continue }
                return .unreadable(Self.systemReason())
            }
            if result == 0 { break }
            length += result
        }
        if length > Self.maximumSize { return .notAStateFile("is larger than 64 MB") }
        data.removeSubrange(length...)
        return .contents(data)
    }

    /// What is wrong with a file of this kind and size, or `nil` for a regular state file.
    private static func problem(with info: stat, isLink: Bool) -> String? {
        let kind: String?
        switch info.st_mode & S_IFMT {
        case S_IFREG: kind = nil
        case S_IFDIR: kind = "a directory"
        case S_IFIFO: kind = "a FIFO"
        case S_IFSOCK: kind = "a socket"
        case S_IFCHR, S_IFBLK: kind = "a device"
        default: kind = "not a regular file"
        }
        if let kind { return (isLink ? "is a link to " : "is ") + kind }
        if info.st_size > maximumSize { return "is larger than 64 MB" }
        return nil
    }

    static func systemReason(_ code: Int32 = errno) -> String {
        FileSystem.systemReason(code)
    }
}
