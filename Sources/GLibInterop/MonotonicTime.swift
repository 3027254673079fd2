import CGLib

/// GLib's monotonic clock: the one GDK's frame times count in.
package enum MonotonicTime {
    /// Now, in microseconds.
    package static var microseconds: Int64 {
        Int64(g_get_monotonic_time())
    }
}
