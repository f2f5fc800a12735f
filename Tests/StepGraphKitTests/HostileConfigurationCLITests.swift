import Foundation
import Testing
import StepGraphTestSupport

/// The hostile configurations of `HostileConfigurationTests` through the command line: each stops the
/// run with status 2 and one line naming the file and the reason, nothing on standard output.
@Suite struct HostileConfigurationCLITests {
    /// Nine levels of nine aliases: 9^9 strings once expanded, from 342 bytes.
    static let aliasBomb = (["a: &a [\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\"]"]
        + zip("abcdefgh", "bcdefghi").map { previous, name in "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 9).joined(separator: ",") + "]" })
        .joined(separator: "\n")

    func lint(_ yaml: String) throws -> (run: ToolRun, file: String) {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let file = root + "/.stepgraph.yml"
        try yaml.write(toFile: file, atomically: true, encoding: .utf8)
        return (try runTool(["lint", "Samples/CinemaApp", "--config", file]), file)
    }

    func expectFailure(_ outcome: (run: ToolRun, file: String), _ message: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        #expect(outcome.run.status == 2, sourceLocation: sourceLocation)
        #expect(outcome.run.stdout.isEmpty, sourceLocation: sourceLocation)
        #expect(outcome.run.stderr == "error: \(outcome.file)\(message)\n", sourceLocation: sourceLocation)
    }

    @Test func anAliasBombStopsAtOnce() throws {
        expectFailure(try lint(Self.aliasBomb), ": line 1: YAML anchors and aliases (&name, *name, <<: *name) are not allowed in the "
                        + "configuration; quote a value that starts with '&' or '*'")
    }

    @Test func anOversizedConfigurationStops() throws {
        expectFailure(try lint(String(repeating: "# padding\n", count: 110_000)),
                      ": the configuration file is over the 1 MiB limit, so it was not parsed")
    }

    @Test func onlyRulesThatNameNoRuleStop() throws {
        expectFailure(try lint("only_rules: [typo]"), ": 'only_rules' names no rule called 'typo'; it runs exactly the rules it names, "
                        + "so a misspelt one would not run")
        expectFailure(try lint("only_rules: []"), ": 'only_rules' is empty, so no rule would run")
    }

    @Test func globsThatAreNotGlobsStop() throws {
        expectFailure(try lint("excluded: ['[z-a]']"), ": 'excluded': '[z-a]' is not a glob: the range 'z-a' runs backwards")
        expectFailure(try lint("included: ['Sources/[']"), ": 'included': 'Sources/[' is not a glob: '[' is not closed by ']'")
        let exclude = try runTool(["lint", "Samples/CinemaApp", "--exclude", "["])
        #expect(exclude.status == 2 && exclude.stdout.isEmpty && exclude.stderr == "error: --exclude '[' is not a glob: '[' is not closed by ']'\n")
    }

    /// `diff` reads the head's configuration: a change that adds an alias bomb stops the review at once.
    @Test func diffRefusesTheHeadsAliasBomb() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        for side in ["old", "new"] {
            try FileManager.default.createDirectory(atPath: root + "/" + side, withIntermediateDirectories: true)
            try "enum AppStep: Step { case home }".write(toFile: root + "/\(side)/App.swift", atomically: true, encoding: .utf8)
        }
        try Self.aliasBomb.write(toFile: root + "/new/.stepgraph.yml", atomically: true, encoding: .utf8)
        let run = try runTool(["diff", root + "/old", root + "/new"])
        #expect(run.status == 2 && run.stderr.hasPrefix("error: \(root)/new/.stepgraph.yml: line 1: YAML anchors and aliases"))
    }
}
