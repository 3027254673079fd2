import StopwatchCore

/// Totals asked for from outside (ARCHITECTURE.md, "Where the time went": the interface's `Totals(s by, s since, s
/// until)`): the options read as `stopwatch --totals` reads them (empty for the default),
/// refused with the reason in the user's words, or answered once the history has been read.
///
/// A part of ``AppViewModel``, given the totals use case (none without a calendar).
@MainActor
final class RemoteTotals {
    private let totals: TotalsUseCase?
    private let report: TotalsReportMapper
    private let unnamed: String
    private let logger: Logger?

    init(totals: TotalsUseCase?, localizer: Localizer, logger: Logger?) {
        self.totals = totals
        report = TotalsReportMapper(localizer: localizer)
        unnamed = localizer.translate("Stopwatch")
        self.logger = logger
    }

    /// The totals `by` ("day", "week", "month"; empty: by day) from `since` through `until`
    /// (days as 2026-11-24; empty: the default range up to today), through `reply`.
    func answer(by: String, since: String, until: String, _ reply: @escaping (RemoteAnswer) -> Void) {
        guard let totals else { return reply(.refused(reason: report.unavailable)) }
        guard let period = by.isEmpty ? .day : TotalsPeriod(rawValue: by) else { return refuse(report.notAPeriod(by), reply) }
        guard let last = until.isEmpty ? totals.today : LocalDay(iso: until) else { return refuse(report.notADay(until), reply) }
        guard let first = since.isEmpty ? period.defaultFirst(endingOn: last, firstWeekday: totals.firstWeekday) : LocalDay(iso: since)
        else { return refuse(report.notADay(since), reply) }
        guard first <= last else { return refuse(report.endsBeforeItStarts(since: first, until: last), reply) }
        totals.execute(by: period, from: first, through: last, unnamed: unnamed) { [report] result in
            switch result {
            case .success(let rows): reply(.totals(rows))
            case .failure: reply(.refused(reason: report.unavailable))
            }
        }
    }

    private func refuse(_ reason: String, _ reply: (RemoteAnswer) -> Void) {
        logger?.info(reason)
        reply(.refused(reason: reason))
    }
}
