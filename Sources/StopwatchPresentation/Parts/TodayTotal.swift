import StopwatchCore

/// Today's total (ARCHITECTURE.md, "Where the time went"), for whoever says it often (the
/// panel's tooltip, each second while a stopwatch runs): what the history keeps of today is
/// read when first asked (nothing at the start, nothing without a panel), and again only when
/// it changed (a session stored or removed) or the day turned;
/// the stopwatches' part as they are now is added from the store at each asking, without a
/// read or a look at the calendar.
///
/// A part of ``AppViewModel``, given the totals use case (none without a calendar).
@MainActor
final class TodayTotal: TodayTotalReading {
    /// Told when the kept part was read anew.
    let changes = ObserverList<Void>()
    private let totals: TotalsUseCase?
    private var kept: (day: LocalDay, bounds: Range<Duration>, total: Duration)?
    private var latestRead = 0
    private var isReading = false
    /// Whether anyone asked yet: the first asking reads (a history that cannot be read is not
    /// asked again each second, only when it changes).
    private var isAsked = false
    private let subscriptions = Subscriptions()

    init(totals: TotalsUseCase?) {
        self.totals = totals
        guard let totals else { return }
        let token = totals.historyChanges.add { [weak self] in
            // Only once asked: until then there is nothing to keep up to date.
            guard let self, isAsked else { return }
            read()
        }
        subscriptions.keep(token, removedBy: totals.historyChanges.remove)
    }

    var todayTotal: Duration? {
        guard let totals else { return nil }
        let now = totals.now
        // The day turned: read the new one, once (a history that answers at once has by the
        // next line).
        if !isAsked {
            isAsked = true
            read()
        }
        if let kept, !kept.bounds.contains(now), !isReading, totals.today != kept.day { read() }
        guard let kept else { return nil }
        // Still reading the new day; or the calendar's last day, with no end to count to.
        guard kept.bounds.contains(now) else { return kept.bounds.isEmpty ? kept.total : nil }
        return kept.total + totals.liveTotal(within: kept.bounds)
    }

    private func read() {
        guard let totals else { return }
        latestRead += 1
        let read = latestRead
        let day = totals.today
        let bounds = totals.bounds(of: day)
        isReading = true
        totals.keptTotal(of: day) { [weak self] result in
            guard let self, read == latestRead else { return }
            isReading = false
            guard case .success(let total) = result else { return }
            kept = (day, bounds, total)
            changes.notify(())
        }
    }
}

extension TodayTotal: AppPart {}
