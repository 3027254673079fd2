import CGLib

/// The app's environment variables, as GLib reads them.
package enum ProcessEnvironment {
    /// The value of environment variable `name`; `nil` when it is not set.
    package static func value(of name: String) -> String? {
        g_getenv(name).map { String(cString: $0) }
    }
}

extension ProcessEnvironment {
    /// Sets environment variable `name` to `value`; one already set is kept unless `replacing`.
    package static func set(_ name: String, to value: String, replacing: Bool) {
        g_setenv(name, value, replacing ? 1 : 0)
    }

    /// Removes environment variable `name`.
    package static func unset(_ name: String) {
        g_unsetenv(name)
    }

    /// The name of the program shown to people (`g_set_application_name`): notification
    /// servers show it beside a notification.
    package static func setApplicationName(_ name: String) {
        g_set_application_name(name)
    }

    /// One heap for every thread started from now on (glibc's `M_ARENA_MAX`).
    package static func useOneHeap() {
        cglib_use_one_heap()
    }
}
