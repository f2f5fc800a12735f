// swift-tools-version:5.9
import PackageDescription

// The app and its feature modules. FeatureHome ships a small demo app of its own (FeatureHomeDemo)
// that launches its screens without the rest of the app: it has an InitFlow and a HomeFlow too.
let package = Package(
    name: "ModularApp",
    platforms: [.iOS(.v15)],
    products: [
        .library(name: "FeatureHome", targets: ["FeatureHome"]),
    ],
    dependencies: [
        .package(url: "https://github.com/RxSwiftCommunity/RxFlow.git", from: "2.13.0"),
    ],
    targets: [
        .target(name: "Core", dependencies: ["RxFlow"], path: "Modules/Core/Sources"),
        .target(name: "FeatureHome", dependencies: ["Core", "RxFlow"], path: "Modules/FeatureHome/Sources"),
        .executableTarget(name: "FeatureHomeDemo", dependencies: ["FeatureHome", "Core"], path: "Modules/FeatureHome/Demo"),
        .target(name: "Settings", dependencies: ["Core"]),
        .executableTarget(
            name: "ModularApp",
            dependencies: ["Core", "FeatureHome", "Settings", "RxFlow"],
            path: "App"
        ),
    ]
)
