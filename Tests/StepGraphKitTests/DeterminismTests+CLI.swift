import Foundation
import Testing
@testable import StepGraphCore
@testable import StepGraphKit
@testable import StepGraphRxFlow
@testable import StepGraphFNFK
@testable import StepGraphXCoordinator
@testable import StepGraphSwiftUI
import StepGraphTestSupport

/// Same answer every time: every output, five runs, several thread counts, two file orders.
@Suite struct OutputDeterminismTests {
    /// A copy of a sample whose files are created in reverse order (directory order differs).
    func reversedCopy(of sample: String) throws -> String {
        let source = repositoryRoot + "/Samples/" + sample
        let target = try temporaryDirectory() + "/" + sample
        try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: true)
        let names = try FileManager.default.contentsOfDirectory(atPath: source).sorted().reversed()
        for name in names { try FileManager.default.copyItem(atPath: source + "/" + name, toPath: target + "/" + name) }
        return target
    }

    @Test func everyOutputIsByteIdenticalAcrossRunsThreadsAndFileOrders() throws {
        let copy = try reversedCopy(of: "BrokenApp")
        defer { try? FileManager.default.removeItem(atPath: (copy as NSString).deletingLastPathComponent) }
        let out = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: out) }
        let commands: [(String, [String])] = [
            ("dump", ["dump", "--pretty"]),
            ("json", ["lint", "--reporter", "json", "--quiet"]),
            ("sarif", ["lint", "--reporter", "sarif", "--quiet"]),
            ("markdown", ["lint", "--reporter", "markdown", "--quiet"]),
            ("dot", ["graph", "-o", "-", "--format", "dot"]),
            ("mermaid", ["graph", "-o", "-", "--format", "mermaid"]),
        ]
        for (name, arguments) in commands {
            var outputs: Set<String> = []
            for (run, jobs) in ["1", "2", "3", "4", "8"].enumerated() {
                // The same relative argument from two working directories whose files were created in
                // different orders.
                let directory = run % 2 == 0 ? repositoryRoot + "/Samples" : (copy as NSString).deletingLastPathComponent
                let result = try runTool(arguments + ["BrokenApp", "--jobs", jobs], in: directory)
                outputs.insert(result.stdout)
            }
            #expect(outputs.count == 1, "\(name) differs between runs")
        }
        var svgs: Set<Data> = []
        for (run, jobs) in ["1", "2", "3", "4", "8"].enumerated() {
            let path = out + "/map\(run).svg"
            #expect(try runTool(["graph", "Samples/BrokenApp", "-o", path, "--split", "never", "--jobs", jobs]).status == 0)
            svgs.insert(try Data(contentsOf: URL(fileURLWithPath: path)))
        }
        #expect(svgs.count == 1, "SVG differs between runs")
    }

    @Test func aKilledRunLeavesTheOldOutputIntact() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let sample = try String(contentsOfFile: repositoryRoot + "/Samples/CinemaApp/Flows/DiscoverFlow.swift", encoding: .utf8)
        try String(repeating: sample, count: 8000).write(toFile: root + "/Huge.swift", atomically: true, encoding: .utf8)
        let target = root + "/out/model.json"
        try FileManager.default.createDirectory(atPath: root + "/out", withIntermediateDirectories: true)
        try "previous".write(toFile: target, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = toolURL
        process.arguments = ["dump", root + "/Huge.swift", "--output", target]
        try process.run()
        usleep(150_000)
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "previous")
    }
}
