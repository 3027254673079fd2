import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Replaces a file so that a crash at any moment leaves either the old file or the new one,
/// whole: write a temporary file in the same folder, fsync it, rename it over the old one,
/// fsync the folder.
struct DurableFileWriter {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Writes `data` to `path` with `mode`, creating the folder (0700) if it is missing.
    func write(_ data: Data, to path: String, mode: mode_t = 0o600) throws(Failure) {
        let folder = (path as NSString).deletingLastPathComponent
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
            throw Failure(description: "cannot write \(temporary): \(String(cString: strerror(writeError)))")
        }
        // fchmod: the mode given to open() is reduced by the umask.
        guard fchmod(descriptor, mode) == 0, fsync(descriptor) == 0 else {
            let error = failure("cannot sync \(temporary)")
            close(descriptor)
            unlink(temporary)
            throw error
        }
        close(descriptor)
        guard rename(temporary, path) == 0 else {
            let error = failure("cannot rename \(temporary) to \(path)")
            unlink(temporary)
            throw error
        }
        syncFolder(folder)
    }

    /// Creates `folder` and its parents; a new folder gets mode 0700.
    func makeFolder(_ folder: String) throws(Failure) {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue { return }
        do {
            try FileManager.default.createDirectory(
                atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700]
            )
        } catch {
            throw Failure(description: "cannot create the folder \(folder): \(error.localizedDescription)")
        }
    }

    private func syncFolder(_ folder: String) {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }

    private func failure(_ what: String) -> Failure {
        Failure(description: "\(what): \(String(cString: strerror(errno)))")
    }
}
