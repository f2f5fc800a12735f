// swift-tools-version:6.1
import PackageDescription

/// Lays SVG, PNG and PDF maps out in process through Graphviz's C library (cgraph + gvc). Off by
/// default, so that linting, and every build a pre-commit hook or a command plugin makes, needs no
/// Graphviz: `swift build --traits GraphvizRenderer` (the Makefile's builds and `make test` pass it).
let graphvizRenderer = "GraphvizRenderer"

/// The front ends, one target each on the core's seam (`NavigationFrontEnd`); `StepGraphKit` registers them.
let frontEnds = ["StepGraphRxFlow", "StepGraphFNFK", "StepGraphXCoordinator", "StepGraphSwiftUI"]

let package = Package(
    name: "StepGraph",
    // String(unsafeUninitializedCapacity:initializingUTF8With:) (type names built in one allocation) needs macOS 11.
    platforms: [.macOS(.v11)],
    products: [
        .library(name: "StepGraphKit", targets: ["StepGraphKit"]),
        .executable(name: "stepgraph", targets: ["stepgraph"]),
        .plugin(name: "StepGraphPlugin", targets: ["StepGraphPlugin"]),
    ],
    traits: [
        .trait(name: graphvizRenderer, description: "Render SVG, PNG and PDF maps in process with the system Graphviz (libgraphviz-dev or Homebrew's graphviz)."),
    ],
    dependencies: [
        // As wide as the code allows, so an app pinned to either major can use the plugin: 1.5 is the
        // first argument-parser whose types are Sendable (Swift 6 language mode); Yams 5.0.1 and 6.2.2 both build.
        .package(url: "https://github.com/apple/swift-argument-parser", "1.5.0"..<"2.0.0"),
        .package(url: "https://github.com/jpsim/Yams", "5.0.0"..<"7.0.0"),
    ],
    targets: [
        // Core: tokenizer → declaration scanner → type index → the neutral model → graph, lint, map,
        // diff, reporters; and the seam the front ends plug into. Names no front end.
        .target(name: "StepGraphCore", dependencies: [.product(name: "Yams", package: "Yams")]),
        // One front end per framework: its extractor, linker, graph builder and rules.
        .target(name: "StepGraphRxFlow", dependencies: ["StepGraphCore"]),
        .target(name: "StepGraphFNFK", dependencies: ["StepGraphCore"]),
        .target(name: "StepGraphXCoordinator", dependencies: ["StepGraphCore"]),
        .target(name: "StepGraphSwiftUI", dependencies: ["StepGraphCore"]),
        // The composition: the registry of StepGraph's front ends (`FrontEndRegistry.standard`), and the core re-exported.
        .target(name: "StepGraphKit", dependencies: ["StepGraphCore"] + frontEnds.map { .target(name: $0) }),
        // Thin C module over the system Graphviz (cgraph + gvc); pkg-config supplies the paths. Only
        // reached with the GraphvizRenderer trait.
        .systemLibrary(name: "CGraphviz", pkgConfig: "libgvc", providers: [.apt(["libgraphviz-dev"]), .brew(["graphviz"])]),
        // Renders a RenderGraph through Graphviz in-process, under one process-wide lock. Its sources
        // are empty without the trait (`swift build` builds every target, wanted or not).
        .target(name: "GraphvizRender", dependencies: [
            .target(name: "CGraphviz", condition: .when(traits: [graphvizRenderer])),
            "StepGraphCore",
        ]),
        .executableTarget(
            name: "stepgraph",
            dependencies: [
                "StepGraphKit",
                .target(name: "GraphvizRender", condition: .when(traits: [graphvizRenderer])),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // `swift package stepgraph lint|graph|diff …` in packages that depend on StepGraph.
        .plugin(
            name: "StepGraphPlugin",
            capability: .command(
                intent: .custom(verb: "stepgraph", description: "Map and lint the navigation (RxFlow, FunctionalNavigationFlowKit, XCoordinator and SwiftUI)."),
                permissions: [.writeToPackageDirectory(reason: "StepGraph writes the report, map or baseline you name with --output.")]
            ),
            dependencies: ["stepgraph"]
        ),
        // What the test targets share (the repository root, in-memory analysis, running the tool); not a product.
        .target(name: "StepGraphTestSupport", dependencies: ["StepGraphKit"], path: "Tests/StepGraphTestSupport"),
        .testTarget(name: "StepGraphKitTests",
                    dependencies: ["StepGraphKit", "StepGraphTestSupport", .product(name: "Yams", package: "Yams")]
                        + frontEnds.map { .target(name: $0) }),
        .testTarget(name: "GraphvizRenderTests", dependencies: ["GraphvizRender", "StepGraphKit", "StepGraphTestSupport"]),
    ]
)
