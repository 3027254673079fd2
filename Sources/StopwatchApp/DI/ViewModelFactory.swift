import StopwatchCore
import StopwatchPresentation

/// Makes the ViewModels over the container's store, use cases and navigator.
struct ViewModelFactory {
    let store: StopwatchStore
    let useCases: StopwatchUseCases
    let navigator: Navigator

    func makeHomeViewModel() -> HomeViewModel {
        HomeViewModel(store: store, useCases: useCases, navigator: navigator)
    }

    func makeLapsViewModel() -> LapsViewModel {
        LapsViewModel(store: store, useCases: useCases, navigator: navigator)
    }
}
