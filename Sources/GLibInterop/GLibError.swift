import CGLib

/// What a GLib call that failed says: its GError's message, for the log.
package enum GLibError {
    /// `error`'s message, and `error` freed; "unknown error" when there is none.
    package static func message(taking error: UnsafeMutablePointer<GError>?) -> String {
        guard let error else { return "unknown error" }
        defer { g_error_free(error) }
        return error.pointee.message.map { String(cString: $0) } ?? "unknown error"
    }
}
