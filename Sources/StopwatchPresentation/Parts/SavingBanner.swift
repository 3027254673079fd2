import StopwatchCore

/// What the banner across the window says: "Not saved: <the system's reason>" while saving
/// fails or is off (``StopwatchRepository/health``), else that another process owns the
/// stopwatches and this one only watches (``BannerMapper``).
///
/// A part of ``AppViewModel``; ``changes`` tells when saving's health changed.
@MainActor
final class SavingBanner {
    let changes = ObserverList<Void>()
    private let repository: StopwatchRepository
    private let mapper: BannerMapper
    private let subscriptions = Subscriptions()

    init(repository: StopwatchRepository, localizer: Localizer, isReadOnly: Bool) {
        self.repository = repository
        mapper = BannerMapper(localizer: localizer, isReadOnly: isReadOnly)
        subscriptions.keep(
            repository.addHealthObserver { [weak self] _ in self?.changes.notify(()) }, removedBy: repository.removeHealthObserver)
    }

    var viewState: BannerViewState {
        let saveProblem = mapper.saveProblem(repository.health)
        return BannerViewState(
            saveProblem: saveProblem, readOnlyNotice: mapper.readOnlyNotice, banner: mapper.banner(saveProblem: saveProblem))
    }
}

extension SavingBanner: SlicePublishing {
    func publish(into state: inout AppViewState) {
        state.banner = viewState
    }
}
