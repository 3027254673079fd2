import StopwatchSyncFolder
import Testing

/// Which files of a machine's folder are read, by name alone (ARCHITECTURE.md, "On every
/// machine"): its months of sessions and their conflict copies by any engine, and its live
/// state; never an engine's temporary or partial file.
@Suite struct SyncFileNameTests {
    @Test func aMonthOfSessionsAndItsName() {
        #expect(SyncFileName("sessions-2026-11.jsonl") == .sessions(year: 2026, month: 11, conflictCopy: false))
        #expect(SyncFileName.sessionsName(year: 2026, month: 3) == "sessions-2026-03.jsonl")
        #expect(SyncFileName(SyncFileName.sessionsName(year: 1999, month: 12)) == .sessions(year: 1999, month: 12, conflictCopy: false))
    }

    @Test func conflictCopiesOfEveryEngineAreSessionsToo() {
        for name in [
            "sessions-2026-11.sync-conflict-20261128-101112-ABCDEFG.jsonl",  // Syncthing
            "sessions-2026-11 (conflicted copy 2026-11-28 101112).jsonl",  // Nextcloud
            "sessions-2026-11 (Anna's conflicted copy 2026-11-28).jsonl",  // Dropbox
        ] {
            #expect(SyncFileName(name) == .sessions(year: 2026, month: 11, conflictCopy: true), "\(name)")
        }
    }

    @Test func theLiveStateButNotItsConflictCopyWhichTheNextStateReplaces() {
        #expect(SyncFileName("live.json") == .liveState)
        #expect(SyncFileName("live.sync-conflict-20261128-101112-ABCDEFG.json") == .ignored)
        #expect(SyncFileName("live (conflicted copy 2026-11-28 101112).json") == .ignored)
    }

    @Test func temporaryPartialHiddenAndUnknownFilesAreNeverRead() {
        for name in [
            ".syncthing.sessions-2026-11.jsonl.tmp", "~syncthing~sessions-2026-11.jsonl.tmp", ".~lock.sessions-2026-11.jsonl#",
            "sessions-2026-11.jsonl.part", "sessions-2026-11.jsonl.partial", "sessions-2026-11.jsonl~", "sessions-2026-11.jsonl.tmp",
            ".live.json", "live.json.tmp-4242", "sessions-2026-13.jsonl", "sessions-2026-00.jsonl", "sessions-0999-01.jsonl",
            "sessions-2026-1.jsonl", "sessions-2026-11.json", "sessions-2026-11.jsonl.bak", "notes.txt", "",
            "sessions-2026-11 (copy).jsonl",
        ] {
            #expect(SyncFileName(name) == .ignored, "\(name)")
        }
    }
}
