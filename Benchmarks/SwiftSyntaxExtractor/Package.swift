// swift-tools-version:6.0
// The benchmark's swift-syntax comparison: a small extractor of RxFlow step enums and `navigate(to:)`
// arms built on swift-syntax. Its own package, built only by scripts/bench.sh (BENCH_SWIFT_SYNTAX=1):
// never a dependency of StepGraph or of its tests.
import PackageDescription

let package = Package(
    name: "SwiftSyntaxExtractor",
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
    ],
    targets: [
        .executableTarget(
            name: "SwiftSyntaxExtractor",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
    ]
)
