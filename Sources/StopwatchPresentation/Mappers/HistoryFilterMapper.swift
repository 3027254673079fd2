import StopwatchCore

/// What History's list may narrow to, from the sessions kept: every session, each stopwatch
/// they name, then (with other machines' sessions among them) this computer and each other.
@MainActor
struct HistoryFilterMapper {
    let localizer: Localizer

    /// The choices for `summaries`, `chosen` marked (and offered even when no session is
    /// left for it, so what is chosen is always on the button); none without sessions.
    func choices(for summaries: [SessionSummary], chosen: HistoryFilter) -> [HistoryFilterChoice] {
        guard !summaries.isEmpty || chosen != .everything else { return [] }
        // Names as written first (a year's sessions name a handful), then one for each way of
        // writing a name: the newest spelling.
        var spellings: [String] = []
        var seen: Set<String> = []
        var machines: [MachineID: String?] = [:]
        for summary in summaries {
            if let name = summary.stopwatchName, seen.insert(name).inserted { spellings.append(name) }
            if let machine = summary.machine, machines[machine] == nil { machines[machine] = .some(summary.machineName) }
        }
        var names: [String] = []
        for name in spellings where !names.contains(where: { StopwatchName.same($0, name) }) { names.append(name) }
        if case .stopwatch(let name) = chosen, !names.contains(where: { StopwatchName.same($0, name) }) { names.append(name) }
        names.sort { ($0.lowercased(), $0) < ($1.lowercased(), $1) }

        // TRANSLATORS: History's filter: every past session listed.
        var choices = [
            HistoryFilterChoice(filter: .everything, label: localizer.translate("All Sessions"), isChosen: chosen == .everything)
        ]
        choices += names.enumerated().map { index, name in
            HistoryFilterChoice(
                filter: .stopwatch(name), label: name, isChosen: chosen.names(stopwatch: name), startsGroup: index == 0)
        }
        if case .machine(let machine) = chosen, machines[machine] == nil { machines[machine] = .some(nil) }
        guard !machines.isEmpty || chosen == .thisMachine else { return choices }
        // TRANSLATORS: History's filter: the sessions that ran on the computer the app runs on.
        choices.append(
            HistoryFilterChoice(
                filter: .thisMachine, label: localizer.translate("On This Computer"), isChosen: chosen == .thisMachine,
                startsGroup: true))
        let others = machines.map { machine, name in
            // TRANSLATORS: History's filter: the sessions that ran on another computer, {machine}, "laptop".
            (machine, localizer.translate("On {machine}").filling(["machine": ElsewhereRowMapper.displayName(of: machine, named: name)]))
        }
        choices += others.sorted { ($0.1, $0.0.text) < ($1.1, $1.0.text) }.map { machine, label in
            HistoryFilterChoice(filter: .machine(machine), label: label, isChosen: chosen == .machine(machine))
        }
        return choices
    }

    /// The filter's name, "Show", and its button as a screen reader names it with the choice
    /// chosen: "Show: Writing".
    func menu(_ choices: [HistoryFilterChoice]) -> (title: String, spoken: String) {
        // TRANSLATORS: History's menu of which sessions it lists: all, a stopwatch's, a computer's.
        let title = localizer.translate("Show")
        // TRANSLATORS: History's filter as a screen reader names its button: "Show: Writing".
        let spoken = localizer.translate("{title}: {choice}").filling([
            "title": title, "choice": choices.first(where: \.isChosen)?.label ?? "",
        ])
        return (title, spoken)
    }
}

extension HistoryFilter {
    /// Whether it is the filter of the stopwatch `name` (however its letters are cased).
    fileprivate func names(stopwatch name: String) -> Bool {
        if case .stopwatch(let chosen) = self { StopwatchName.same(chosen, name) } else { false }
    }
}
