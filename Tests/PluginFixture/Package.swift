// swift-tools-version:6.0
// A package that depends on StepGraph and runs it through its command plugin (PluginTests).
import PackageDescription

let package = Package(
    name: "PluginFixture",
    dependencies: [.package(name: "StepGraph", path: "../..")],
    targets: [.target(name: "Navigation")]
)
