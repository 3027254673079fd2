import StopwatchCore

/// Why a mend of a past session was refused (ARCHITECTURE.md, "Mends"), in the user's
/// language: returned to a script over D-Bus and said by the command line.
@MainActor
public struct SessionMendProblemMapper {
    private let localizer: Localizer

    public init(localizer: Localizer) {
        self.localizer = localizer
    }

    /// Why `problem` refused the mend, a session met named as ``name(_:thisMachine:)`` names it.
    public func reason(_ problem: SessionMendProblem, thisMachine: MachineID?) -> String {
        reason(problem) { Self.name($0, thisMachine: thisMachine) }
    }

    /// How `ref` is named to the user, as `stopwatch --history --json` names it: its id for
    /// this machine's session, `machine_id:id` for another machine's.
    public static func name(_ ref: SessionRef, thisMachine: MachineID?) -> String {
        ref.machine == thisMachine ? String(ref.id.rawValue) : "\(ref.machine.text):\(ref.id.rawValue)"
    }

    /// Why `problem` refused the mend; `ref` is how the session met is named to the user.
    public func reason(_ problem: SessionMendProblem, name ref: (SessionRef) -> String) -> String {
        switch problem {
        case .noSuchSession: localizer.translate("There is no such session in the history")
        case .afterNow: localizer.translate("A session cannot begin, end or be split after now")
        case .noMachineID: localizer.translate("This computer has no id yet to mend sessions as")
        case .history(let failure): ProblemMapper(localizer: localizer).unreadableHistory(failure)
        case .refused(let refusal): reason(refusal, name: ref)
        }
    }

    private func reason(_ refusal: MendRefusal, name ref: (SessionRef) -> String) -> String {
        switch refusal {
        case .endsBeforeItBegins: localizer.translate("A session cannot end before it begins")
        // TRANSLATORS: {session} names the other session, as `stopwatch --history --json` gives its id.
        case .overlaps(let other):
            localizer.translate("It would overlap session {session} of the same stopwatch").filling(["session": ref(other)])
        case .pastTheLimit: localizer.translate("A session counts up to 100 years, from 1970 to the year 9999")
        case .stopwatchName: localizer.translate("Not a stopwatch's name: 1 to 60 characters, not only spaces")
        // TRANSLATORS: {count} is the most characters a session's note may have.
        case .noteTooLong:
            localizer.translate("A session's note holds at most {count} characters").filling([
                "count": String(MendableSession.maximumNoteLength)
            ])
        case .splitOutside: localizer.translate("A session can only be split at a moment while it ran")
        case .splitNumberTaken: localizer.translate("That number is taken by another session")
        case .cutsLaps: localizer.translate("A lap would be left outside the session")
        case .notAdjacent: localizer.translate("Only two sessions of one stopwatch, one after the other, can be joined")
        }
    }
}
