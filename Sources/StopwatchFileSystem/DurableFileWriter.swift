import Glibc

/// Replaces a file so that a crash at any moment leaves either the old file or the new one,
/// whole: write a temporary file in the same folder, fsync it, rename it over the old one,
/// fsync the folder. The state file's and the sync folder's live state are written so.
public struct DurableFileWriter {
    public struct Failure: Error, CustomStringConvertible {
        /// What failed, with the path.
        public let description: String
        /// The system's words for why: "No space left on device".
        public let reason: String

        /// `what` failed for the system's error number `code`.
        public init(_ what: String, code: Int32) {
            reason = FileSystem.systemReason(code)
            description = "\(what): \(reason)"
        }
    }

    public init() {}

    /// Writes `data` to `path` with `mode`, creating the folder (0700) if it is missing.
    public func write(_ data: [UInt8], to path: String, mode: mode_t = 0o600) throws(Failure) {
        let folder = PrivateFolder.parent(of: path)
        try makeFolder(folder)
        let temporary = path + ".tmp-\(getpid())"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, mode)
        guard descriptor >= 0 else { throw failure("cannot create \(temporary)") }
        var written = 0
        let writeError: Int32? = data.withUnsafeBytes { bytes in
            while written < bytes.count {
                let result = Glibc.write(descriptor, bytes.baseAddress! + written, bytes.count - written)
                if result < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                written += result
            }
            return nil
        }
        if let writeError {
            close(descriptor)
            unlink(temporary)
            throw failure("cannot write \(temporary)", code: writeError)
        }
        // fchmod: the mode given to open() is reduced by the umask.
        guard fchmod(descriptor, mode) == 0, fsync(descriptor) == 0 else {
            let error = failure("cannot sync \(temporary)")
            close(descriptor)
            unlink(temporary)
            throw error
        }
        if close(descriptor) != 0 {
            let error = failure("cannot close \(temporary)")
            unlink(temporary)
            throw error
        }
        guard rename(temporary, path) == 0 else {
            let error = failure("cannot rename \(temporary) to \(path)")
            unlink(temporary)
            throw error
        }
        syncFolder(folder)
    }

    /// Creates `folder` and its parents; a new folder gets mode 0700.
    public func makeFolder(_ folder: String) throws(Failure) {
        do {
            try PrivateFolder.create(folder)
        } catch {
            throw failure("cannot create the folder \(error.folder)", code: error.code)
        }
    }

    private func syncFolder(_ folder: String) {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }

    private func failure(_ what: String, code: Int32 = errno) -> Failure {
        Failure(what, code: code)
    }
}
