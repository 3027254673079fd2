import StopwatchCore
import StopwatchPresentation

/// The core harness with both ViewModels and a fake navigator on top, recording every view
/// state the ViewModels push.
public final class PresentationHarness {
    public let core: CoreHarness
    public let navigator = FakeNavigator()
    public let home: HomeViewModel
    public let laps: LapsViewModel
    public private(set) var homeStates: [HomeViewState] = []
    public private(set) var lapsStates: [LapsViewState] = []

    public init(stored: StopwatchSnapshot? = nil) {
        core = CoreHarness(stored: stored)
        home = HomeViewModel(store: core.store, useCases: core.useCases, navigator: navigator)
        laps = LapsViewModel(store: core.store, useCases: core.useCases, navigator: navigator)
        home.addListener { [unowned self] in homeStates.append($0) }
        laps.addListener { [unowned self] in lapsStates.append($0) }
    }

    /// Lets `duration` pass and delivers one tick.
    public func advance(by duration: Duration) {
        core.advance(by: duration)
    }
}
