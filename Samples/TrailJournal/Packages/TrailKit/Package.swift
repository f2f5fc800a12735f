// swift-tools-version:5.9
import PackageDescription

// Badges and the leaderboard: a feature module with its own routes, shown in the app's Profile tab.
let package = Package(
    name: "TrailKit",
    platforms: [.iOS(.v17)],
    products: [
        .library(name: "TrailKit", targets: ["TrailKit"]),
    ],
    targets: [
        .target(name: "TrailKit"),
    ]
)
