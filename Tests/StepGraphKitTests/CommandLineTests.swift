import Foundation
import Testing
@testable import StepGraphKit

/// Runs the built `stepgraph` binary (built next to the test bundle) and captures its output.
struct ToolRun {
    var status: Int32
    var stdout: String
    var stderr: String
}

func runTool(_ arguments: [String], in directory: String = repositoryRoot) throws -> ToolRun {
    let process = Process()
    process.executableURL = toolURL
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return ToolRun(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                   stderr: String(decoding: stderr, as: UTF8.self))
}

/// `.build/<triple>/debug/stepgraph`, beside the test bundle.
let toolURL: URL = {
    var url = Bundle.main.bundleURL
    while !FileManager.default.fileExists(atPath: url.appendingPathComponent("stepgraph").path) && url.path != "/" {
        url.deleteLastPathComponent()
    }
    return url.appendingPathComponent("stepgraph")
}()

func temporaryDirectory() throws -> String {
    let path = NSTemporaryDirectory() + "stepgraph-tests-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

@Suite struct DumpCommandTests {
    @Test func dumpIsByteIdenticalAcrossRunsAndJobCounts() throws {
        let first = try runTool(["dump", "Samples/CinemaApp"])
        #expect(first.status == 0)
        for jobs in ["1", "2", "7"] {
            let again = try runTool(["dump", "Samples/CinemaApp", "--jobs", jobs])
            #expect(again.stdout == first.stdout)
        }
        let json = try JSONSerialization.jsonObject(with: Data(first.stdout.utf8)) as? [String: Any]
        #expect(json?["schemaVersion"] as? Int == 1)
        #expect((json?["flows"] as? [Any])?.count == 7)
    }

    @Test func pathsAreRelativeToTheArgument() throws {
        let run = try runTool(["dump", "Samples/LegacyShop", "--pretty"])
        #expect(run.stdout.contains("\"file\" : \"CatalogFlow.swift\""))
        #expect(!run.stdout.contains("Samples/"))
    }

    @Test func excludeAndDefaultSkippedFolders() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        for folder in ["Sources", "Pods/Lib", ".build/x", "Generated", ".hidden", "DerivedData"] {
            try FileManager.default.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
            try "enum S\(folder.count): Step { case a }".write(toFile: root + "/" + folder + "/F.swift", atomically: true, encoding: .utf8)
        }
        let all = try runTool(["dump", root])
        #expect(all.stdout.contains("\"file\":\"Sources/F.swift\"") && all.stdout.contains("Generated/F.swift"))
        #expect(!all.stdout.contains("Pods") && !all.stdout.contains(".build") && !all.stdout.contains(".hidden")
                && !all.stdout.contains("DerivedData"))
        let excluded = try runTool(["dump", root, "--exclude", "Generated"])
        #expect(!excluded.stdout.contains("Generated"))
    }

    @Test func missingPathExitsWith2AndAMessage() throws {
        let run = try runTool(["dump", "no/such/folder"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("no/such/folder: no such file or directory"))
        #expect(run.stdout.isEmpty)
    }

    @Test func outputFileIsWrittenAtomically() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let target = root + "/nested/model.json"
        let run = try runTool(["dump", "Samples/BrokenApp", "--output", target])
        #expect(run.status == 0)
        let written = try String(contentsOfFile: target, encoding: .utf8)
        #expect(written.contains("ArchiveFlow"))
        let entries = try FileManager.default.contentsOfDirectory(atPath: root + "/nested")
        #expect(entries == ["model.json"])
    }
}
