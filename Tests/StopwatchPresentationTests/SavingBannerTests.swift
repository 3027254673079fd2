import StopwatchCore
import StopwatchTestSupport
import Testing

@testable import StopwatchPresentation

/// The banner alone, over the repository of a core on a fake clock: "Not saved" while saving
/// fails, the read-only notice otherwise, and each change of saving's health told.
@MainActor @Suite struct SavingBannerTests {
    let core = CoreHarness()

    @Test func aFailingSaveIsSaidUntilASaveWorksAgain() {
        let banner = SavingBanner(repository: core.repository, localizer: SourceLocalizer(), isReadOnly: false)
        var told = 0
        banner.changes.add { told += 1 }
        #expect(banner.viewState == BannerViewState())
        core.dataSource.saveFailure = "No space left on device"
        core.useCases.start.execute()
        #expect(banner.viewState.saveProblem == "Not saved: No space left on device")
        #expect(banner.viewState.banner == Banner(message: "Not saved: No space left on device", kind: .warning))
        core.dataSource.saveFailure = nil
        core.useCases.pause.execute()
        #expect(banner.viewState == BannerViewState())
        #expect(told == 2)
    }

    @Test func watchingAnotherAppsStopwatchesSaysSoAndAFailureWinsOverIt() {
        let banner = SavingBanner(repository: core.repository, localizer: SourceLocalizer(), isReadOnly: true)
        #expect(banner.viewState.banner?.kind == .information)
        core.dataSource.saveFailure = "Read-only file system"
        core.useCases.start.execute()
        #expect(banner.viewState.banner?.kind == .warning)
        #expect(banner.viewState.readOnlyNotice != nil)
    }
}
