import Foundation
import Testing
@testable import StepGraphCore
@testable import StepGraphKit
@testable import StepGraphRxFlow
@testable import StepGraphFNFK
@testable import StepGraphXCoordinator
@testable import StepGraphSwiftUI
import StepGraphTestSupport

/// Listing the Swift files of a folder: sorted by relative path, skipped folders left out, and the
/// same list whether the folders are listed on one thread or side by side.
@Suite struct SourceDiscoveryTests {
    /// A tree narrow at the top (one folder), so the walk opens it a few levels before sharing out.
    static let files = [
        "App/A.swift", "App/A-b.swift", "App/A/Deep/Z.swift", "App/A/One.swift", "App/B/Two.swift",
        "App/B/C/D/E/Three.swift", "App/Pods/Lib/Skipped.swift", "App/.hidden/Skipped.swift",
        "App/notes.txt", "App/B/C/readme.md", "Root.swift",
    ]

    @Test func theListIsSortedAndTheSameOnAnyNumberOfThreads() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        for file in Self.files {
            let path = root + "/" + file
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try "struct S {}".write(toFile: path, atomically: true, encoding: .utf8)
        }
        let expected = ["App/A-b.swift", "App/A.swift", "App/A/Deep/Z.swift", "App/A/One.swift", "App/B/C/D/E/Three.swift",
                        "App/B/Two.swift", "Root.swift"]
        for threads in [1, 2, 4] {
            let listed = try SourceDiscovery.swiftFiles(in: [root], threads: threads)
            #expect(listed.map(\.displayPath) == expected, "threads: \(threads)")
            #expect(listed.map(\.absolutePath) == expected.map { root + "/" + $0 }, "threads: \(threads)")
        }
        // A file given by name is read where it was given and shown by its name.
        let named = try SourceDiscovery.swiftFiles(in: [root + "/App/B/Two.swift"])
        #expect(named.map(\.displayPath) == ["Two.swift"] && named.map(\.absolutePath) == [root + "/App/B/Two.swift"])
    }
}
