// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "StepGraph",
    products: [
        .library(name: "StepGraphKit", targets: ["StepGraphKit"]),
        .executable(name: "stepgraph", targets: ["stepgraph"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
    ],
    targets: [
        // Core: tokenizer → declaration scanner → RxFlow extractor → model. No Graphviz, no CLI.
        .target(name: "StepGraphKit", dependencies: [.product(name: "Yams", package: "Yams")]),
        .executableTarget(
            name: "stepgraph",
            dependencies: [
                "StepGraphKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "StepGraphKitTests", dependencies: ["StepGraphKit"]),
    ]
)
