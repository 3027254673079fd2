import CGLib

/// The app's environment variables, as GLib reads them.
package enum ProcessEnvironment {
    /// The value of environment variable `name`; `nil` when it is not set.
    package static func value(of name: String) -> String? {
        g_getenv(name).map { String(cString: $0) }
    }
}
