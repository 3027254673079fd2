import StopwatchCore
import StopwatchPresentation

/// Makes the app ViewModel (and with it the screens' ViewModels) over the container's core
/// and the frontend's ports.
struct ViewModelFactory {
    let store: StopwatchStore
    let timer: TimerService
    let useCases: StopwatchUseCases
    let repository: StopwatchRepository
    let navigator: Navigator
    let platform: PlatformServices
    let scheduler: Scheduler
    let localizer: Localizer

    func makeAppViewModel(isReadOnly: Bool = false) -> AppViewModel {
        AppViewModel(store: store, timer: timer, useCases: useCases, repository: repository, navigator: navigator,
                     platform: platform, scheduler: scheduler, localizer: localizer, isReadOnly: isReadOnly)
    }
}
