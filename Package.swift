// swift-tools-version:6.0
// The manifest reads as the architecture: one target per layer, so a wrong import does not compile.
import PackageDescription

let package = Package(
    name: "Stopwatch",
    targets: [
        // Core: entities, use cases, services, store, repository and the ports. Imports nothing.
        .target(name: "StopwatchCore"),
        // Presentation: ViewModels, view states, UI mappers, navigator port. Imports only the core.
        .target(name: "StopwatchPresentation", dependencies: ["StopwatchCore"]),

        // Stand-ins for the ports (fake clocks, hand-driven ticker, ...), for tests and the bench.
        .target(name: "StopwatchTestSupport", dependencies: ["StopwatchCore", "StopwatchPresentation"]),
        // `make bench`: the figures of PRODUCT.md section 7, built in release.
        .executableTarget(
            name: "StopwatchBench",
            dependencies: ["StopwatchCore", "StopwatchPresentation", "StopwatchTestSupport"]
        ),

        .testTarget(name: "StopwatchCoreTests", dependencies: ["StopwatchCore", "StopwatchTestSupport"]),
        .testTarget(
            name: "StopwatchPresentationTests",
            dependencies: ["StopwatchCore", "StopwatchPresentation", "StopwatchTestSupport"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
