import Foundation
import Testing
@testable import StepGraphCore
@testable import StepGraphKit
@testable import StepGraphRxFlow
@testable import StepGraphFNFK
@testable import StepGraphXCoordinator
@testable import StepGraphSwiftUI
import StepGraphTestSupport

/// Package manifests are read before the other files (they decide which files are the app's code);
/// the files pass then takes their facts as read instead of reading them a second time.
@Suite struct ManifestReadOnceTests {
    /// Counts the reads of each file of an analysis (the main pass; a front end's second look apart).
    final class Reads: @unchecked Sendable {
        private let lock = NSLock()
        private var counts: [String: Int] = [:]
        func add(_ path: String) { lock.withLock { counts[path, default: 0] += 1 } }
        var byPath: [String: Int] { lock.withLock { counts } }
    }

    static let tuistProject = """
    import ProjectDescription

    let project = Project(
        name: "Shop",
        targets: [
            .target(name: "Shop", destinations: .iOS, product: .app, bundleId: "com.example.shop", sources: ["App/**"]),
            .target(name: "ShopKit", destinations: .iOS, product: .framework, bundleId: "com.example.kit", sources: ["Kit/**"]),
        ]
    )
    """

    /// A flow the app starts (in a folder both manifests make an application target).
    static let app = "import RxFlow\nimport UIKit\n" + ExampleCode.appStep + "\n"
        + ExampleCode.flow("AppFlow", arms: "        case .home, .detail, .done: return .none") + "\n"
        + ExampleCode.start("AppFlow", with: "AppStep.home")

    @Test(arguments: [
        ["Package.swift": ModuleTests.package, "App/AppFlow.swift": app],
        ["Project.swift": tuistProject, "App/AppFlow.swift": app, "Kit/Packages/Package.swift": ModuleTests.package],
    ])
    func eachManifestIsReadOnce(files: [String: String]) {
        let sorted = files.sorted { $0.key < $1.key }
        let reads = Reads()
        let analysis = Analyzer.standard.analyze(paths: sorted.map(\.key), jobs: 1, frameworks: nil,
                                        projects: ProjectFolders()) { worker, index, only in
            if only == nil { reads.add(sorted[index].key) }
            return Array(sorted[index].value.utf8).withUnsafeBufferPointer {
                worker.extract(bytes: $0, path: sorted[index].key, only: only)
            }
        }
        #expect(reads.byPath == Dictionary(uniqueKeysWithValues: sorted.map { ($0.key, 1) }))
        // Read once, the manifest still decides: its application target labels the start.
        #expect(analysis.model.coordinations.filter { $0.kind == .root }.map(\.target) == ["Shop"])
        #expect(analysis.model.fileCount == files.count)
    }
}
