#if canImport(Glibc)
    import Glibc
#endif

/// Where reading a file that is only appended to got to (ARCHITECTURE.md, "On every
/// machine"): the file it was (device and inode), the offset after the last whole line read,
/// that line's number, and whether a line too long to keep is being passed over.
struct AppendedLines {
    let device: UInt64
    let inode: UInt64
    private(set) var offset: Int64 = 0
    private(set) var lineNumber = 0
    private var passingOver = false

    /// The lines of `path` after the last read, each with its number, given to `line` (without
    /// its break); a last line without a break is left for a later read, as an engine may
    /// still be writing it. A line longer than `longest` bytes is passed over whole and given
    /// as `nil`. Only a regular file is read (a link is not followed). `mark` is where the file
    /// was read to (`nil`: never), and after the call where it is read to now: a file replaced
    /// (another inode) or shortened is read from its start again.
    static func read(
        _ path: String, mark stored: inout AppendedLines?, longest: Int, line: (Int, ArraySlice<UInt8>?) -> Void
    ) throws(SyncFolderReader.Failure) {
        let (descriptor, info) = try SyncFolderReader.openRegularFile(path)
        defer { close(descriptor) }
        var mark = resumed(stored, in: info)
        defer { stored = mark }
        guard Int64(info.st_size) > mark.offset else { return }
        var pending: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        var position = mark.offset
        while true {
            let count = chunk.withUnsafeMutableBytes { buffer in pread(descriptor, buffer.baseAddress!, buffer.count, off_t(position)) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .system(path, errno)
            }
            if count == 0 { break }
            position += Int64(count)
            var start = 0
            while let newline = chunk[start..<count].firstIndex(of: UInt8(ascii: "\n")) {
                mark.lineNumber += 1
                if mark.passingOver {
                    mark.passingOver = false
                } else if pending.count + newline - start > longest {
                    line(mark.lineNumber, nil)
                } else if pending.isEmpty {
                    line(mark.lineNumber, chunk[start..<newline])
                } else {
                    pending.append(contentsOf: chunk[start..<newline])
                    line(mark.lineNumber, pending[...])
                }
                pending.removeAll(keepingCapacity: true)
                start = newline + 1
                mark.offset = position - Int64(count - start)
            }
            if !mark.passingOver {
                pending.append(contentsOf: chunk[start..<count])
                if pending.count > longest {
                    // Too long to be a line of ours: told now, passed over to its end.
                    line(mark.lineNumber + 1, nil)
                    mark.passingOver = true
                    pending.removeAll()
                }
            }
            if mark.passingOver { mark.offset = position }
        }
    }

    /// How many bytes of `path` a read after `mark` would go through (the whole file when it was
    /// replaced or shortened; none when it cannot be looked at).
    static func unread(_ path: String, after mark: AppendedLines?) -> Int64 {
        var info = stat()
        guard lstat(path, &info) == 0 else { return 0 }
        return max(0, Int64(info.st_size) - resumed(mark, in: info).offset)
    }

    /// Where to go on reading the file `info` describes, after `mark`: from the start of a file
    /// never read, replaced or shortened.
    private static func resumed(_ mark: AppendedLines?, in info: stat) -> AppendedLines {
        let fresh = AppendedLines(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
        guard let mark, mark.device == fresh.device, mark.inode == fresh.inode, Int64(info.st_size) >= mark.offset else {
            return fresh
        }
        return mark
    }
}
