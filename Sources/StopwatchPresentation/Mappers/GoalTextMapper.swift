import StopwatchCore

/// What a goal says (ARCHITECTURE.md, "Goals"), in the user's language: its time ("1 h 30 min"), a
/// goal set ("Piano: 1 h a day"), and where it stands ("42 min of 1 h today", "1 h today,
/// +12 min"). One mapper for Home, the command line and the log.
@MainActor
public struct GoalTextMapper {
    private let hoursAndMinutes: MessageTemplate
    private let hours: MessageTemplate
    private let minutes: MessageTemplate
    private let perDay: MessageTemplate
    private let perWeek: MessageTemplate
    private let noGoal: MessageTemplate
    private let ofToday: MessageTemplate
    private let ofThisWeek: MessageTemplate
    private let overToday: MessageTemplate
    private let overThisWeek: MessageTemplate
    private let metToday: MessageTemplate
    private let metThisWeek: MessageTemplate
    private let reachedToday: MessageTemplate
    private let reachedThisWeek: MessageTemplate
    private let daysInARow: CountedWords
    private let weeksInARow: CountedWords
    private let spokenHours: CountedWords
    private let spokenMinutes: CountedWords

    public init(localizer: Localizer) {
        // TRANSLATORS: a goal's time, short: "1 h 30 min"; "h" for hours, "min" for minutes.
        hoursAndMinutes = MessageTemplate(localizer.translate("{hours} h {minutes} min"), names: ["hours", "minutes"])
        // TRANSLATORS: a goal's time in whole hours, short: "10 h".
        hours = MessageTemplate(localizer.translate("{hours} h"), names: ["hours"])
        minutes = MessageTemplate(localizer.translate("{minutes} min"), names: ["minutes"])
        // TRANSLATORS: a goal set, as the command line says it: "Piano: 1 h a day".
        perDay = MessageTemplate(localizer.translate("{name}: {goal} a day"), names: ["name", "goal"])
        perWeek = MessageTemplate(localizer.translate("{name}: {goal} a week"), names: ["name", "goal"])
        // TRANSLATORS: a goal taken away, as the command line says it: "Piano: no goal".
        noGoal = MessageTemplate(localizer.translate("{name}: no goal"), names: ["name"])
        // TRANSLATORS: a goal's progress on Home: "42 min of 1 h today".
        ofToday = MessageTemplate(localizer.translate("{done} of {goal} today"), names: ["done", "goal"])
        ofThisWeek = MessageTemplate(localizer.translate("{done} of {goal} this week"), names: ["done", "goal"])
        // TRANSLATORS: a goal met, on Home: "1 h today, +12 min" (12 minutes past it).
        overToday = MessageTemplate(localizer.translate("{goal} today, +{over}"), names: ["goal", "over"])
        overThisWeek = MessageTemplate(localizer.translate("{goal} this week, +{over}"), names: ["goal", "over"])
        // TRANSLATORS: a goal just met, on Home, before a whole minute past it: "1 h today, met".
        metToday = MessageTemplate(localizer.translate("{goal} today, met"), names: ["goal"])
        metThisWeek = MessageTemplate(localizer.translate("{goal} this week, met"), names: ["goal"])
        // TRANSLATORS: a goal reached, as a banner and a notification say it: "Piano met its goal: 1 h today".
        reachedToday = MessageTemplate(localizer.translate("{name} met its goal: {goal} today"), names: ["name", "goal"])
        reachedThisWeek = MessageTemplate(localizer.translate("{name} met its goal: {goal} this week"), names: ["name", "goal"])
        // TRANSLATORS: a goal's streak, beneath a goal reached: "3 days in a row".
        daysInARow = CountedWords("{count} day in a row", "{count} days in a row", keeping: 0, localizer: localizer)
        weeksInARow = CountedWords("{count} week in a row", "{count} weeks in a row", keeping: 0, localizer: localizer)
        spokenHours = CountedWords("{count} hour", "{count} hours", keeping: 0, localizer: localizer)
        spokenMinutes = CountedWords("{count} minute", "{count} minutes", keeping: 0, localizer: localizer)
    }

    /// A time in whole minutes, short: "45 min", "2 h", "1 h 30 min" (seconds dropped).
    public func amount(_ duration: Duration) -> String {
        let total = max(0, duration.wholeMilliseconds / 60_000)
        let (wholeHours, rest) = (total / 60, total % 60)
        if wholeHours == 0 { return minutes.filled(String(rest)) }
        return rest == 0 ? hours.filled(String(wholeHours)) : hoursAndMinutes.filled(String(wholeHours), String(rest))
    }

    /// A stopwatch's goal as set: "Piano: 1 h a day", "Piano: no goal".
    public func goalSet(name: String, goal: StopwatchGoal?) -> String {
        guard let goal else { return noGoal.filled(name) }
        return (goal.period == .day ? perDay : perWeek).filled(name, amount(goal.amount))
    }

    /// Where a goal stands: "42 min of 1 h today" until met, "1 h today, met" then, "1 h today,
    /// +12 min" from the next whole minute.
    public func progress(_ progress: GoalProgress) -> String {
        let isDay = progress.goal.period == .day
        guard progress.isMet else { return (isDay ? ofToday : ofThisWeek).filled(amount(progress.done), amount(progress.goal.amount)) }
        guard progress.over >= .seconds(60) else { return (isDay ? metToday : metThisWeek).filled(amount(progress.goal.amount)) }
        return (isDay ? overToday : overThisWeek).filled(amount(progress.goal.amount), amount(progress.over))
    }

    /// Where a goal stands, as Home shows it: its words, and its bar to the whole minute.
    public func line(_ progress: GoalProgress) -> GoalLine {
        let goal = max(1, progress.goal.amount.wholeMilliseconds / 60_000)
        let done = max(0, progress.done.wholeMilliseconds / 60_000)
        return GoalLine(text: self.progress(progress), fraction: Double(min(done, goal)) / Double(goal), isMet: progress.isMet)
    }

    /// A goal reached, as the banner and the notification say it: "Piano met its goal: 1 h today".
    public func reached(_ reached: GoalReached) -> String {
        let goal = reached.progress.goal
        return (goal.period == .day ? reachedToday : reachedThisWeek).filled(reached.name, amount(goal.amount))
    }

    /// The same for a screen reader, the time in words: "Piano met its goal: 1 hour 30 minutes today".
    public func spokenReached(_ reached: GoalReached) -> String {
        let goal = reached.progress.goal
        let total = goal.amount.wholeMilliseconds / 60_000
        let words = [total / 60 > 0 ? spokenHours.words(total / 60) : nil, total % 60 > 0 ? spokenMinutes.words(total % 60) : nil]
        return (goal.period == .day ? reachedToday : reachedThisWeek).filled(reached.name, words.compactMap { $0 }.joined(separator: " "))
    }

    /// A stopwatch's goal now and its streak, as Totals and `--totals` list them: "Piano: 1 h a
    /// day · 3 days in a row"; no streak said before a period met it; `nil` without a goal now.
    public func summary(_ goal: TotalsGoal) -> String? {
        guard let current = goal.timeline.current else { return nil }
        let set = goalSet(name: goal.name, goal: current)
        guard let progress = goal.progress, progress.streak > 0 else { return set }
        return set + " · " + streak(progress)
    }

    /// The periods in a row that met it: "3 days in a row", "1 week in a row".
    public func streak(_ progress: GoalProgress) -> String {
        (progress.goal.period == .day ? daysInARow : weeksInARow).words(Int64(progress.streak))
    }
}
