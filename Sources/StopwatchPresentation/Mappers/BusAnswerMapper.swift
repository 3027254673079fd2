import StopwatchCore

/// Why a call from a script did nothing, in the user's language (``BusAnswer``).
@MainActor
public struct BusAnswerMapper: Sendable {
    private let noSuchStopwatch: MessageTemplate
    private let notRunning: MessageTemplate
    private let notPaused: MessageTemplate
    private let notRunningToPause: MessageTemplate
    private let readOnly: String

    public init(localizer: Localizer) {
        // TRANSLATORS: a script named a stopwatch nobody has; {target} is what it gave.
        noSuchStopwatch = MessageTemplate(localizer.translate("No stopwatch is named or numbered “{target}”"), names: ["target"])
        // TRANSLATORS: a script asked for a lap; {name} is the stopwatch's name.
        notRunning = MessageTemplate(localizer.translate("“{name}” is not running: only a running stopwatch takes a lap"), names: ["name"])
        // TRANSLATORS: a script asked for a reset; {name} is the stopwatch's name.
        notPaused = MessageTemplate(localizer.translate("“{name}” is not paused: only a paused stopwatch can be reset"), names: ["name"])
        // TRANSLATORS: a script (or an alert's notification) asked for a pause; {name} is the stopwatch's name.
        notRunningToPause = MessageTemplate(localizer.translate("“{name}” is not running: there is nothing to pause"), names: ["name"])
        // TRANSLATORS: a script asked for a change while another app owns the stopwatches.
        readOnly = localizer.translate("Another app owns the stopwatches: this one only watches them")
    }

    public func noSuchStopwatch(_ target: String) -> BusAnswer {
        .noSuchStopwatch(reason: noSuchStopwatch.filled(target))
    }

    /// Why `command` does not apply to the stopwatch `name` in the state it is in: a lap or
    /// a pause needs it running, a reset paused.
    public func refusal(_ command: StopwatchCommand, name: String) -> BusAnswer {
        switch command {
        case .lap: .refused(reason: notRunning.filled(name))
        case .pause: .refused(reason: notRunningToPause.filled(name))
        case .reset: .refused(reason: notPaused.filled(name))
        // A toggle applies in every state.
        case .toggle: .done
        }
    }

    public var readOnlyRefusal: BusAnswer { .refused(reason: readOnly) }

    /// Every stopwatch of `collection` as ``BusCall/list`` tells it, its time at `now`.
    public func stopwatches(_ collection: StopwatchCollection, now: Duration) -> BusAnswer {
        .stopwatches(
            collection.members.map { member in
                BusStopwatch(
                    id: member.id.rawValue, name: member.name, status: member.state.status.rawValue,
                    elapsedMilliseconds: member.state.elapsed(at: now).wholeMilliseconds, laps: member.state.laps.count,
                    isCurrent: member.id == collection.currentID)
            })
    }
}
