import CGLib

/// Gives the heap's free pages back to the system a moment after something large went away
/// (a screen, a window). glibc keeps what a process frees for its later allocations, and
/// returns to the system only what lies free at the very top of its heap: the thousands of
/// small blocks of a window leave free pages between blocks still in use, held until the
/// process ends (docs/performance.md, "Where the time goes", memory).
///
/// Asked several times within the delay, it gives back once, after the last ask.
@MainActor
package final class FreedMemory {
    private let source = MainLoopSource()
    private let delay: guint

    /// Gives back `milliseconds` after each ask: time for what went away to be finalized
    /// (GTK lets a closed window's surface and render nodes go on its next frames).
    package init(afterMilliseconds milliseconds: guint = 1000) {
        delay = milliseconds
    }

    package func giveBack() {
        source.hold(
            MainLoopSource.addTimeout(milliseconds: delay, repeating: false) { [weak self] in
                self?.source.ended()
                malloc_trim(0)
            })
    }
}
