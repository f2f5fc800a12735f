import Foundation
import Testing
@testable import StepGraphCore
@testable import StepGraphKit
@testable import StepGraphRxFlow
@testable import StepGraphFNFK
@testable import StepGraphXCoordinator
@testable import StepGraphSwiftUI
import StepGraphTestSupport

/// A run killed during a write leaves nothing behind: SIGINT and SIGTERM remove its temporaries
/// on the way out, and a run killed by what cannot be caught leaves temporaries named after its
/// process, which a later run writing into the same folder removes once that process is gone.
@Suite struct OutputDebrisTests {
    /// Every file and folder under `folder` (relative paths, hidden ones too) and its bytes (a folder: none).
    static func snapshot(_ folder: String) throws -> [String: Data?] {
        var result: [String: Data?] = [:]
        for path in try FileManager.default.subpathsOfDirectory(atPath: folder) {
            result[path] = FileManager.default.contents(atPath: folder + "/" + path)
        }
        return result
    }

    /// An id no process has now: a child's, once it has ended.
    func deadProcessID() throws -> pid_t {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "exit 0"]
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }

    /// Runs the tool with the write-interrupting test signal set, and returns its exit status as a
    /// shell sees it (128 + the signal that ended it). It runs as a child of `sh`, which clears the
    /// signal mask a test's thread hands down (SIGINT and SIGTERM blocked).
    func runInterrupted(_ arguments: [String], by signal: String) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "\"$0\" \"$@\"; exit $?", toolURL.path] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: repositoryRoot)
        process.environment = ProcessInfo.processInfo.environment.merging(["STEPGRAPH_TEST_WRITE_SIGNAL": signal]) { $1 }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    @Test func aLaterRunRemovesTheLeftoversOfRunsThatAreGone() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let dead = try deadProcessID(), running = getpid()
        let prefix = TemporaryName.prefix
        try FileManager.default.createDirectory(atPath: root + "/\(prefix)\(dead)-map.new", withIntermediateDirectories: false)
        try "<svg".write(toFile: root + "/\(prefix)\(dead)-map.new/AppFlow.svg", atomically: false, encoding: .utf8)
        try "{\"partial".write(toFile: root + "/\(prefix)\(dead)-model.json", atomically: false, encoding: .utf8)
        try "{\"in flight".write(toFile: root + "/\(prefix)\(running)-model.json", atomically: false, encoding: .utf8)
        try "not ours".write(toFile: root + "/.stepgraph-tmp-x-model.json", atomically: false, encoding: .utf8)
        let run = try runTool(["dump", "Samples/CinemaApp", "-o", root + "/model.json"])
        #expect(run.status == 0, "\(run.stderr)")
        // The running process's temporary and a name that is not a temporary's stay.
        #expect(try FileManager.default.contentsOfDirectory(atPath: root).sorted()
                == [".stepgraph-tmp-\(running)-model.json", ".stepgraph-tmp-x-model.json", "model.json"])
    }

    @Test(arguments: ["INT", "TERM"])
    func aSignalDuringAWriteRemovesItsTemporary(_ signal: String) throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try "previous".write(toFile: root + "/model.json", atomically: false, encoding: .utf8)
        let status = try runInterrupted(["dump", "Samples/CinemaApp", "-o", root + "/model.json"], by: signal)
        #expect(status == 128 + (signal == "INT" ? SIGINT : SIGTERM))
        #expect(try Self.snapshot(root) == ["model.json": Data("previous".utf8)])
    }

    @Test func aSignalDuringASplitMapsWriteKeepsTheOldSetWhole() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(try runTool(["graph", "Samples/CinemaApp", "-o", root + "/map.svg", "--split", "always"]).status == 0)
        let before = try Self.snapshot(root)
        let status = try runInterrupted(["graph", "Samples/CinemaApp", "-o", root + "/map.svg", "--split", "always", "--focus", "SettingsFlow"],
                                        by: "TERM")
        #expect(status == 128 + SIGTERM)
        #expect(try Self.snapshot(root) == before)
    }
}
