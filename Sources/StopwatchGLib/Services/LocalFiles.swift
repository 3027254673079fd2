import CGLib

/// Small file and text services from GLib for frontends without a desktop (the terminal).
public enum LocalFiles {
    /// Saves `contents` as `name` in the current folder, numbered (`name-2.csv`) rather than
    /// over a file already there; returns the name saved, or the system's reason.
    public static func saveNew(_ contents: String, as name: String) -> Result<String, LocalFileFailure> {
        let saved = availableName(name)
        var error: UnsafeMutablePointer<GError>?
        let written = contents.withCString { g_file_set_contents(saved, $0, gssize(strlen($0)), &error) } != 0
        guard written else {
            let reason = error.map { String(cString: $0.pointee.message) } ?? ""
            g_clear_error(&error)
            return .failure(LocalFileFailure(reason: reason))
        }
        return .success(saved)
    }

    /// `text` as Base64.
    public static func base64(_ text: String) -> String {
        Array(text.utf8).withUnsafeBufferPointer { bytes in
            g_base64_encode(bytes.baseAddress, gsize(bytes.count)).map { pointer in
                defer { g_free(pointer) }
                return String(cString: pointer)
            } ?? ""
        }
    }

    private static func availableName(_ name: String) -> String {
        guard g_file_test(name, G_FILE_TEST_EXISTS) != 0 else { return name }
        let dot = name.lastIndex(of: ".") ?? name.endIndex
        for number in 2...9999 {
            let candidate = String(name[..<dot]) + "-\(number)" + String(name[dot...])
            if g_file_test(candidate, G_FILE_TEST_EXISTS) == 0 { return candidate }
        }
        return name
    }
}

/// Why a file could not be saved, in the system's words.
public struct LocalFileFailure: Error, Sendable {
    public let reason: String
}
