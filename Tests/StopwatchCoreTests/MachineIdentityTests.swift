import StopwatchCore
import StopwatchTestSupport
import Testing

/// This installation as a machine of a sync folder, alone over a stand-in for where its id is
/// kept (ARCHITECTURE.md, "On every machine"): made at the first use, read after, renewed when
/// another installation writes as it, never made by a reader.
@Suite struct MachineIdentityTests {
    let store = InMemoryMachineIDStore()
    let logger = RecordingLogger()

    private func identity() -> MachineIdentity {
        MachineIdentity(store: store, logger: logger, place: "/data/stopwatch/machine-id")
    }

    @Test func madeAtTheFirstUseAndReadAfter() throws {
        let first = try #require(identity().establish())
        #expect(logger.messages(atLeast: .info) == ["This machine's id for a sync folder: \(first.text), made"])
        let again = identity()
        #expect(again.establish() == first)
        #expect(again.current == first)
        #expect(logger.messages(atLeast: .info).count == 1, "found, nothing to say")
    }

    @Test func aReaderNeverMakesOne() {
        #expect(identity().read() == nil)
        #expect(store.kept == nil, "nothing made")
        let made = identity().establish()
        #expect(identity().read() == made)
    }

    @Test func anUnusableIdIsReplacedAndSaidAndNoneKeptMeansNoSyncFolder() throws {
        store.kept = MachineID("0123456789abcdef0123456789abcdef")
        store.unusable = "it holds no machine id"
        let replaced = try #require(identity().establish())
        #expect(replaced != MachineID("0123456789abcdef0123456789abcdef"))
        #expect(
            logger.messages(atLeast: .warning) == ["The machine id file was unusable (it holds no machine id); a new id: \(replaced.text)"])

        let none = InMemoryMachineIDStore()
        none.failure = "Read-only file system"
        let unavailable = MachineIdentity(store: none, logger: logger, place: "x")
        #expect(unavailable.establish() == nil && unavailable.current == nil)
        #expect(logger.messages(atLeast: .warning).last == "No machine id, so no sync folder this run: Read-only file system")
    }

    @Test func thisComputerTwiceIsSaidOnceAnIdAndANewIdEndsIt() throws {
        let identity = identity()
        #expect(!identity.sharedSeen(), "no id yet: nothing to say")
        let old = try #require(identity.establish())
        #expect(identity.sharedSeen())
        #expect(!identity.sharedSeen(), "said once")
        #expect(logger.messages(atLeast: .warning).count == 1)
        #expect(logger.messages(atLeast: .warning)[0].contains("(\(old.text))"))
        #expect(logger.messages(atLeast: .warning)[0].contains("/data/stopwatch/machine-id"))

        let new = try #require(identity.renew())
        #expect(new != old && identity.current == new && store.kept == new)
        #expect(
            logger.messages(atLeast: .warning).last?.contains("\(new.text), made anew (another installation writes as \(old.text)") == true)
        #expect(identity.sharedSeen(), "the new id's own, said again")
    }

    @Test func aNewIdThatCannotBeKeptLeavesTheOldOne() throws {
        let identity = identity()
        let old = try #require(identity.establish())
        store.failure = "No space left on device"
        #expect(identity.renew() == nil)
        #expect(identity.current == old)
        #expect(logger.messages(atLeast: .warning).last == "No new machine id: the data folder cannot be written to")
    }
}
