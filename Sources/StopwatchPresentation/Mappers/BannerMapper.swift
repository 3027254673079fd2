import StopwatchCore

/// Words what the banner says, and chooses the banner when more than one applies: a failing
/// save wins over watching read-only (it is what the user can act on).
@MainActor
public struct BannerMapper: Sendable {
    /// Said while another process owns the stopwatch and this one only watches it.
    public let readOnlyNotice: String?
    private let notSaved: MessageTemplate
    private let problems: ProblemMapper

    /// `isReadOnly`: another process owns the stopwatch, for the whole run.
    public init(localizer: Localizer = SourceLocalizer(), isReadOnly: Bool = false) {
        notSaved = MessageTemplate(localizer.translate("Not saved: {reason}"), names: ["reason"])
        problems = ProblemMapper(localizer: localizer)
        readOnlyNotice = isReadOnly ? localizer.translate("Watching: another stopwatch owns this one") : nil
    }

    /// "Not saved: No space left on device" while saving fails or is off; `nil` otherwise.
    public func saveProblem(_ health: PersistenceHealth) -> String? {
        health.problem.map { notSaved.filled(problems.words(for: $0)) }
    }

    /// The banner shown: the save problem, else the read-only notice, else none.
    public func banner(saveProblem: String?) -> Banner? {
        if let saveProblem { return Banner(message: saveProblem, kind: .warning) }
        return readOnlyNotice.map { Banner(message: $0, kind: .information) }
    }
}
