import Foundation
import Testing
@testable import StepGraphCore
@testable import StepGraphKit
@testable import StepGraphRxFlow
@testable import StepGraphFNFK
@testable import StepGraphXCoordinator
@testable import StepGraphSwiftUI
import StepGraphTestSupport

/// Every way the tool can fail to do its job, through the command line: exit status 2, nothing on
/// standard output, and one line on standard error that says what and where (the library's message,
/// with the option's name where an option was involved).
@Suite struct ToolFailureTests {
    /// The run failed with status 2 and printed exactly `message` as its error.
    func expectFailure(_ run: ToolRun, _ message: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        #expect(run.status == 2, sourceLocation: sourceLocation)
        #expect(run.stdout.isEmpty, sourceLocation: sourceLocation)
        #expect(run.stderr == "error: \(message)\n", sourceLocation: sourceLocation)
    }

    @Test func aPathThatDoesNotExist() throws {
        expectFailure(try runTool(["dump", "no/such/folder"]), "no/such/folder: no such file or directory")
        expectFailure(try runTool(["lint", "Samples/CinemaApp", "no/such.swift"]), "no/such.swift: no such file or directory")
        // `diff` reads the base from git: the same message (it said "no such file or folder").
        expectFailure(try runTool(["diff", "no/such/folder", "--base", "HEAD"]), "no/such/folder: no such file or directory")
    }

    @Test func filesThatCannotBeRead() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        // A folder is never readable as a file, even for root (tests may run as root).
        expectFailure(try runTool(["lint", "Samples/CinemaApp", "--config", root]), "\(root): cannot read the configuration file")
        expectFailure(try runTool(["graph", "Samples/CinemaApp", "-o", root + "/m.json", "--config", root + "/none.yml"]),
                      "\(root)/none.yml: cannot read the configuration file")
        expectFailure(try runTool(["lint", "Samples/CinemaApp", "--baseline", root]), "\(root): cannot read the baseline")
        try "[1, 2]".write(toFile: root + "/known.json", atomically: true, encoding: .utf8)
        let notBaseline = try runTool(["lint", "Samples/CinemaApp", "--baseline", root + "/known.json"])
        #expect(notBaseline.status == 2 && notBaseline.stderr.hasPrefix("error: \(root)/known.json: not a stepgraph baseline ("))
    }

    @Test func badConfigurationsSayWhereAndWhat() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        func lint(_ yaml: String) throws -> ToolRun {
            try yaml.write(toFile: root + "/.stepgraph.yml", atomically: true, encoding: .utf8)
            return try runTool(["lint", "Samples/CinemaApp", "--config", root + "/.stepgraph.yml"])
        }
        let file = root + "/.stepgraph.yml"
        expectFailure(try lint("disabled_rules: [dead_step\n  : :"), "\(file): invalid YAML: line 2: did not find expected ',' or ']'")
        expectFailure(try lint("excluded:\n  - Pods\n\tbad"), "\(file): invalid YAML: line 3: found a tab character that violates indentation")
        expectFailure(try lint("- just\n- a list"), "\(file): the configuration must be a mapping of keys to values")
        expectFailure(try lint("excluded: [1, [2]]"), "\(file): 'excluded' must be a list of strings")
        expectFailure(try lint("baseline: [a, b]"), "\(file): 'baseline' must be a string")
        expectFailure(try lint("dead_step: fatal"), "\(file): 'dead_step' must be 'warning', 'error' or {severity: warning|error}")
        expectFailure(try lint("never_ending_flow: { include_pushed: maybe }"), "\(file): 'never_ending_flow.include_pushed' must be true or false")
        expectFailure(try lint("reporter: nope"), "unknown reporter 'nope' in configuration; use one of: \(Reporters.identifiers)")
    }

    @Test func mapTargetsThatMatchNothingNameTheOption() throws {
        let flows = "flows: AppFlow, DashboardFlow, DiscoverFlow, OnboardingFlow, ProfileFlow, SettingsFlow, WatchlistFlow"
        expectFailure(try runTool(["graph", "Samples/CinemaApp", "-o", "-", "--format", "dot", "--focus", "Nope"]),
                      "--focus Nope: no such flow, flow function or screen (\(flows))")
        expectFailure(try runTool(["graph", "Samples/CinemaApp", "-o", "-", "--format", "dot", "--reaches", "Nope"]),
                      "--reaches Nope: no step, flow, flow function or screen of that name (\(flows))")
    }

    @Test func aMapThatWouldBeEmpty() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try """
        import RxFlow
        import UIKit

        final class EmptyFlow: Flow {
            var root: Presentable { UIViewController() }
            func navigate(to step: Step) -> FlowContributors { .none }
        }
        """.write(toFile: root + "/EmptyFlow.swift", atomically: true, encoding: .utf8)
        expectFailure(try runTool(["graph", root, "-o", root + "/map.svg"]),
                      "the map would be empty: the code has 1 flow(s) and 0 screen(s), but none has an arm, an entry or a screen "
                        + "to draw (`stepgraph dump` shows what was read)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: root) == ["EmptyFlow.swift"])
    }

    @Test func outputsThatCannotBeWritten() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try "a file".write(toFile: root + "/file", atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: root + "/folder", withIntermediateDirectories: false)
        // Its folder cannot be made (a file is in the way): status 2 (it was 1, with swift-argument-parser's message).
        expectFailure(try runTool(["dump", "Samples/BrokenApp", "-o", root + "/file/sub/model.json"]),
                      "\(root)/file/sub/model.json: cannot write (cannot create \(root)/file/sub)")
        expectFailure(try runTool(["lint", "Samples/BrokenApp", "-o", root + "/folder"]), "\(root)/folder: cannot write (Is a directory)")
        expectFailure(try runTool(["lint", "Samples/BrokenApp", "--write-baseline", root + "/folder"]),
                      "\(root)/folder: cannot write (Is a directory)")
        expectFailure(try runTool(["graph", "Samples/BrokenApp", "-o", root + "/folder", "--format", "dot"]),
                      "\(root)/folder: cannot write (Is a directory)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: root + "/folder").isEmpty)
    }

    @Test func revisionsThatCannotBeRead() throws {
        let app = try TwoRevisionApp()
        defer { app.remove() }
        let top = URL(fileURLWithPath: app.root).resolvingSymlinksInPath().path
        expectFailure(try runTool(["diff", app.root, "--base", "no-such-branch"]), "unknown revision 'no-such-branch' in \(top)")
        expectFailure(try runTool(["lint", app.root, "--new-since", "main~5"]), "unknown revision 'main~5' in \(top)")
        let outside = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: outside) }
        let notGit = try runTool(["diff", outside, "--base", "main"])
        // The base is resolved before the head (the empty folder) is read: no warning before the error.
        #expect(notGit.status == 2 && notGit.stderr.hasPrefix("error: \(outside) is not inside a git repository: "))
    }

    @Test func layoutFailuresSayWhatFailedAndKeepTheOldFile() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let target = root + "/map.svg"
        try "previous".write(toFile: target, atomically: true, encoding: .utf8)
        func graph(_ arguments: [String], _ environment: [String: String]) throws -> ToolRun {
            try runProcess(toolURL, ["graph", "Samples/BrokenApp", "-o", target] + arguments,
                           environment: ProcessInfo.processInfo.environment.merging(environment) { $1 })
        }
        expectFailure(try graph([], ["STEPGRAPH_TEST_RENDER_FAULT": "crash"]),
                      "Graphviz crashed (signal 6) while laying out the map; the lint results are unaffected (stepgraph lint)")
        expectFailure(try graph(["--render-timeout", "0.5"], ["STEPGRAPH_TEST_RENDER_FAULT": "hang"]),
                      "the Graphviz layout of the map took longer than 0.5 s and was stopped (--render-timeout); "
                        + "draw less with --focus FLOW or --split always")
        // Graphviz's own failure, reported by the render child.
        expectFailure(try graph([], ["GVBINDIR": root]),
                      "Graphviz layout failed: Graphviz's plugins are not configured (its config6a file is missing, so the dot "
                        + "layout is unknown). Fix: run `sudo libgvc6-config-update -c` (or `sudo dot -c`), or reinstall libgvc6.")
        // A page of a split map names the page.
        expectFailure(try graph(["--split", "always"], ["STEPGRAPH_TEST_RENDER_FAULT": "crash"]),
                      "Graphviz crashed (signal 6) while laying out the overview; the lint results are unaffected (stepgraph lint)")
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "previous")
        #expect(try FileManager.default.contentsOfDirectory(atPath: root) == ["map.svg"])
    }

    @Test func libraryMessagesNameNoOption() throws {
        let analysis = Analyzer.standard.analyze(try SourceDiscovery.swiftFiles(in: [repositoryRoot + "/Samples/CinemaApp"]))
        #expect {
            try MapBuilder.build(NavigationGraph(model: analysis.model, frontEnds: .standard), findings: [], options: MapOptions(focus: "Nope"))
        } throws: { error in
            guard case StepGraphError.unknownMapTarget(.focus, name: "Nope", let choices) = error else { return false }
            return choices.hasPrefix("flows: AppFlow,") && (error as! StepGraphError).description.hasPrefix("Nope: no such flow")
        }
        let timeout = StepGraphError.layoutTimedOut(what: "the map", seconds: 60)
        #expect(timeout.description == "the Graphviz layout of the map took longer than 60 s and was stopped")
    }
}
