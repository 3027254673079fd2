import StopwatchCore

/// Totals asked for from outside (ARCHITECTURE.md, "Where the time went": the interface's `Totals(s by, s since, s
/// until)`): the options read as `stopwatch --totals` reads them (empty for the default),
/// refused with the reason in the user's words, or answered once the history has been read.
///
/// A part of ``AppViewModel``, given the totals use case (none without a calendar).
@MainActor
final class BusTotals {
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
    func answer(by: String, since: String, until: String, _ reply: @escaping (BusAnswer) -> Void) {
        guard let totals else { return reply(.refused(reason: report.unavailable)) }
        let range: TotalsRange
        switch TotalsRange.read(by: by, since: since, until: until, today: totals.today, firstWeekday: totals.firstWeekday) {
        case .success(let read): range = read
        case .failure(let problem): return refuse(report.words(for: problem), reply)
        }
        totals.execute(range, unnamed: unnamed) { [report] result in
            switch result {
            case .success(let rows): reply(.totals(rows))
            case .failure: reply(.refused(reason: report.unavailable))
            }
        }
    }

    private func refuse(_ reason: String, _ reply: (BusAnswer) -> Void) {
        logger?.info(reason)
        reply(.refused(reason: reason))
    }
}

extension BusTotals: AppPart {}
