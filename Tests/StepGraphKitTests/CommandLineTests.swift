import Foundation
import Testing
@testable import StepGraphCore
@testable import StepGraphKit
@testable import StepGraphRxFlow
@testable import StepGraphFNFK
@testable import StepGraphXCoordinator
@testable import StepGraphSwiftUI
import StepGraphTestSupport

@Suite struct DumpCommandTests {
    @Test func dumpIsByteIdenticalAcrossRunsAndJobCounts() throws {
        let first = try runTool(["dump", "Samples/CinemaApp"])
        #expect(first.status == 0)
        for jobs in ["1", "2", "7"] {
            let again = try runTool(["dump", "Samples/CinemaApp", "--jobs", jobs])
            #expect(again.stdout == first.stdout)
        }
        let json = try JSONSerialization.jsonObject(with: Data(first.stdout.utf8)) as? [String: Any]
        #expect(json?["schemaVersion"] as? Int == 5)
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

@Suite struct LintCommandTests {
    @Test func exitCodesFollowSeverities() throws {
        let broken = try runTool(["Samples/BrokenApp"])  // lint is the default subcommand
        #expect(broken.status == 1)
        #expect(broken.stdout.contains("Samples/BrokenApp/Scenes.swift:60:22: error: Step 'TravelStep.booking'"))
        #expect(broken.stderr.contains("Done linting! Found 16 finding(s), 4 serious, in 10 files."))
        #expect(try runTool(["lint", "Samples/CinemaApp"]).status == 0)
        #expect(try runTool(["lint", "Samples/LegacyShop"]).status == 0)  // pinned to RxFlow 1.6.2 (Podfile.lock): its 1.x names are current
        #expect(try runTool(["lint", "Samples/BrokenApp", "--lenient"]).status == 0)
        #expect(try runTool(["lint", "Samples/BrokenApp", "--no-such-flag"]).status == 64)
    }

    @Test func strictTurnsWarningsIntoFailures() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try brokenSources.write(toFile: root + "/App.swift", atomically: true, encoding: .utf8)
        #expect(try runTool(["lint", root]).status == 0)  // dead steps are warnings
        #expect(try runTool(["lint", root, "--strict"]).status == 1)
    }

    @Test func badInputsExitWith2() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try "disabled_rules: [dead_step\n  : :".write(toFile: root + "/bad.yml", atomically: true, encoding: .utf8)
        let yaml = try runTool(["lint", "Samples/CinemaApp", "--config", root + "/bad.yml"])
        #expect(yaml.status == 2 && yaml.stderr.contains("bad.yml: invalid YAML: line "))
        let missing = try runTool(["lint", "Samples/CinemaApp", "--config", root + "/none.yml"])
        #expect(missing.status == 2 && missing.stderr.contains("none.yml: cannot read the configuration file"))
        #expect(try runTool(["lint", "no/such/dir"]).status == 2)
        let badBaseline = try runTool(["lint", "Samples/CinemaApp", "--baseline", root + "/bad.yml"])
        #expect(badBaseline.status == 2 && badBaseline.stderr.contains("not a stepgraph baseline"))
        #expect(try runTool(["lint", "--reporter", "nope", "Samples/CinemaApp"]).status == 64)
    }

    @Test func baselineRoundTripThroughTheCommandLine() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let baseline = root + "/baseline.json"
        let first = try runTool(["lint", "Samples/BrokenApp", "--write-baseline", baseline, "--reporter", "json", "--output", root + "/report.json"])
        // Adoption is not a failure: the baseline holds BrokenApp's 4 errors, and the run exits 0.
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stderr.contains("Done linting! Found 16 finding(s), 4 serious"))
        let second = try runTool(["lint", "Samples/BrokenApp", "--baseline", baseline])
        #expect(second.status == 0 && second.stdout.isEmpty)
        #expect(second.stderr.contains("16 known finding(s) hidden by the baseline"))
        let report = try String(contentsOfFile: root + "/report.json", encoding: .utf8)
        #expect(report.contains("\"ruleID\" : \"misrouted_step\""))
    }

    @Test func baselineNamedInTheConfigurationIsRelativeToIt() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.copyItem(atPath: repositoryRoot + "/Samples/BrokenApp", toPath: root + "/App")
        #expect(try runTool(["lint", root + "/App", "--write-baseline", root + "/App/known.json"]).status == 0)
        try "baseline: known.json\nreporter: summary\n".write(toFile: root + "/App/.stepgraph.yml", atomically: true, encoding: .utf8)
        let run = try runTool(["lint", root + "/App"])
        #expect(run.status == 0 && run.stdout.contains("| Total") && run.stderr.contains("16 known finding(s) hidden"))
    }

    /// `--reporter` and the configuration's `reporter:` take the registry's names; the option wins.
    @Test func theConfiguredReporterIsCheckedAgainstTheRegistry() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.copyItem(atPath: repositoryRoot + "/Samples/RecipeBox", toPath: root + "/App")
        try "reporter: github-actions\n".write(toFile: root + "/App/.stepgraph.yml", atomically: true, encoding: .utf8)
        #expect(try runTool(["lint", root + "/App", "--quiet"]).stdout.hasPrefix("::warning file="))
        #expect(try runTool(["lint", root + "/App", "--quiet", "--reporter", "summary"]).stdout.hasPrefix("+---"))
        try "reporter: nope\n".write(toFile: root + "/App/.stepgraph.yml", atomically: true, encoding: .utf8)
        let unknown = try runTool(["lint", root + "/App"])
        #expect(unknown.status == 2 && unknown.stdout.isEmpty)
        #expect(unknown.stderr.contains("unknown reporter 'nope' in configuration; use one of: \(Reporters.identifiers)"))
        #expect(try runTool(["lint", root + "/App", "--reporter", "nope"]).status == 64)
    }

    @Test func everyReporterIsByteIdenticalAcrossRuns() throws {
        for name in Reporters.all.map({ $0.identifier }) {
            let a = try runTool(["lint", "Samples/BrokenApp", "--reporter", name, "--quiet"])
            let b = try runTool(["lint", "Samples/BrokenApp", "--reporter", name, "--quiet", "--jobs", "1"])
            #expect(a.stdout == b.stdout && !a.stdout.isEmpty, "\(name)")
        }
    }

    @Test func rulesCommandListsEveryRule() throws {
        let run = try runTool(["rules"])
        #expect(run.status == 0)
        for rule in FrontEndRegistry.standard.rules { #expect(run.stdout.contains(rule.id)) }
    }
}

@Suite struct GraphCommandTests {
    func runGraph(_ arguments: [String], environment: [String: String] = [:]) throws -> ToolRun {
        try runProcess(toolURL, ["graph"] + arguments,
                       environment: environment.isEmpty ? nil : ProcessInfo.processInfo.environment.merging(environment) { $1 })
    }

    @Test func everyFormatIsWrittenAndByteIdenticalAcrossRuns() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        for ext in ["svg", "dot", "json", "mmd", "png", "pdf"] {
            let first = root + "/a." + ext, second = root + "/b." + ext
            #expect(try runGraph(["Samples/CinemaApp", "-o", first, "--split", "never"]).status == 0, "\(ext)")
            #expect(try runGraph(["Samples/CinemaApp", "-o", second, "--jobs", "1", "--split", "never"]).status == 0)
            let a = try Data(contentsOf: URL(fileURLWithPath: first)), b = try Data(contentsOf: URL(fileURLWithPath: second))
            #expect(!a.isEmpty && (a == b || ext == "pdf"), "\(ext) differs between runs")  // PDF embeds a creation date
        }
        let svg = try String(contentsOfFile: root + "/a.svg", encoding: .utf8)
        #expect(svg.contains("<svg") && svg.contains("cluster_f1"))
        let dot = try String(contentsOfFile: root + "/a.dot", encoding: .utf8)
        #expect(dot.hasPrefix("digraph \"navigation\" {"))
    }

    /// `-o nav.md` is a Markdown file GitHub renders: the Mermaid text inside a `mermaid` fence;
    /// `.mmd` and standard output stay plain Mermaid.
    @Test func aMarkdownFileHoldsAFencedMermaidBlock() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(try runGraph(["Samples/CinemaApp", "-o", root + "/nav.md"]).status == 0)
        #expect(try runGraph(["Samples/CinemaApp", "-o", root + "/nav.mmd"]).status == 0)
        let markdown = try String(contentsOfFile: root + "/nav.md", encoding: .utf8)
        let plain = try String(contentsOfFile: root + "/nav.mmd", encoding: .utf8)
        #expect(plain.hasPrefix("flowchart ") && markdown == "```mermaid\n" + plain + "```\n")
        let piped = try runGraph(["Samples/CinemaApp", "-o", "-", "--format", "mermaid"])
        #expect(piped.stdout == plain)
    }

    @Test func linkTemplateMakesLinks() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let run = try runGraph(["Samples/BrokenApp", "-o", root + "/m.svg", "--split", "never", "--link-template", "https://git.example/o/r/blob/main/{file}#L{line}&x=\"1\""])
        #expect(run.status == 0)
        let svg = try String(contentsOfFile: root + "/m.svg", encoding: .utf8)
        #expect(svg.contains("xlink:href=\"https://git.example/o/r/blob/main/Samples/BrokenApp/TripsFlow.swift#L12&amp;x=%221%22\""))
    }

    @Test func crashAndTimeoutAreReportedAndLeaveTheOldFile() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let target = root + "/map.svg"
        try "previous".write(toFile: target, atomically: true, encoding: .utf8)
        let crash = try runGraph(["Samples/BrokenApp", "-o", target], environment: ["STEPGRAPH_TEST_RENDER_FAULT": "crash"])
        #expect(crash.status == 2 && crash.stderr.contains("Graphviz crashed (signal 6) while laying out the map"))
        let hang = try runGraph(["Samples/BrokenApp", "-o", target, "--render-timeout", "1"],
                                environment: ["STEPGRAPH_TEST_RENDER_FAULT": "hang"])
        #expect(hang.status == 2 && hang.stderr.contains("took longer than 1 s and was stopped"))
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "previous")
        let entries = try FileManager.default.contentsOfDirectory(atPath: root)
        #expect(entries == ["map.svg"])
    }

    @Test func missingPluginConfigurationSaysHowToFixIt() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let run = try runGraph(["Samples/BrokenApp", "-o", root + "/m.svg"], environment: ["GVBINDIR": root])
        #expect(run.status == 2 && run.stderr.contains("libgvc6-config-update -c"))
        #expect(!FileManager.default.fileExists(atPath: root + "/m.svg"))
    }

    @Test func largeMapsSplitIntoAnOverviewAndPages() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(try runGraph(["Samples/CinemaApp", "-o", root + "/map.svg", "--split", "always"]).status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: root).sorted() == ["map", "map.svg"])
        let files = try FileManager.default.contentsOfDirectory(atPath: root + "/map").sorted()
        #expect(files == [PageFolder.manifestName, "AppFlow.svg", "DashboardFlow.svg", "DiscoverFlow.svg", "OnboardingFlow.svg",
                          "ProfileFlow.svg", "SettingsFlow.svg", "WatchlistFlow.svg"])
        let overview = try String(contentsOfFile: root + "/map.svg", encoding: .utf8)
        #expect(overview.contains("xlink:href=\"map/SettingsFlow.svg\""))
    }

    @Test func theRootConfigurationChoosesFilesAndRulesForTheMap() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.copyItem(atPath: repositoryRoot + "/Samples/BrokenApp", toPath: root + "/App")
        try "disabled_rules: [dead_step]\nexcluded: [ArchiveFlow.swift]\n".write(toFile: root + "/App/.stepgraph.yml", atomically: true, encoding: .utf8)
        #expect(try runGraph([root + "/App", "-o", root + "/map.json"]).status == 0)
        let map = try JSONDecoder().decode(MapGraph.self, from: Data(contentsOf: URL(fileURLWithPath: root + "/map.json")))
        #expect(!map.nodes.contains { $0.kind == .deadStep })
        #expect(!map.flows.contains { $0.name == "ArchiveFlow" })
        #expect(map.flows.contains { $0.name == "BookingFlow" && $0.status == .neverEnding })
    }

    @Test func usageErrors() throws {
        #expect(try runGraph(["Samples/CinemaApp", "-o", "/tmp/x.unknown"]).status == 64)
        #expect(try runGraph(["Samples/CinemaApp", "-o", "/tmp/x.svg", "--rankdir", "XY"]).status == 64)
        let focus = try runGraph(["Samples/CinemaApp", "-o", "/tmp/x.svg", "--focus", "Nope"])
        #expect(focus.status == 2 && focus.stderr.contains("--focus Nope: no such flow"))
    }
}
