import Foundation
import Testing
@testable import StepGraphCore
@testable import StepGraphKit
@testable import StepGraphRxFlow
@testable import StepGraphFNFK
@testable import StepGraphXCoordinator
@testable import StepGraphSwiftUI
import StepGraphTestSupport

/// The interactive HTML map, opened in a real browser (Debian's chromium, which `make test`
/// installs): a browser that does not start is a failure, not a skip.
@Suite(.serialized) struct InteractiveMapTests {
    static let chromium: String? = ["/usr/bin/chromium", "/usr/local/bin/chromium", "/usr/bin/chromium-browser"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    /// The DOM after the page's script ran, for `url` (a file URL with a `#…` command).
    func dumpDOM(_ url: String) throws -> String {
        let browser = try #require(Self.chromium, "chromium is needed for the interactive map's tests (make test installs it)")
        let run = try runProcess(URL(fileURLWithPath: browser),
                                 ["--headless", "--no-sandbox", "--disable-gpu", "--window-size=1600,1000", "--virtual-time-budget=5000",
                                  "--dump-dom", url])
        #expect(run.status == 0, "chromium exited with \(run.status)")
        return run.stdout
    }

    /// Whether the node group titled `id` has exactly the class `classes` in `dom`.
    func node(_ id: String, hasClass classes: String, in dom: String) -> Bool {
        dom.components(separatedBy: "class=\"\(classes)\"").dropFirst().contains { rest in
            guard let close = rest.firstIndex(of: ">") else { return false }
            return rest[rest.index(after: close)...].drop(while: \.isWhitespace).hasPrefix("<title>\(id)</title>")
        }
    }

    func page(_ sample: String, arguments: [String] = []) throws -> (path: String, map: MapGraph) {
        let folder = try temporaryDirectory()
        let path = folder + "/\(sample).html"
        let run = try runTool(["graph", "Samples/\(sample)", "-o", path] + arguments)
        #expect(run.status == 0, "\(run.stderr)")
        let analysis = Analyzer.standard.analyze(try SourceDiscovery.swiftFiles(in: [repositoryRoot + "/Samples/" + sample]))
        return (path, try MapBuilder.build(NavigationGraph(model: analysis.model, frontEnds: .standard), findings: Linter.lint(analysis).findings))
    }

    @Test func selfContainedPageWithTheSVGInline() throws {
        let (path, _) = try page("RecipeBox")
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let html = try String(contentsOfFile: path, encoding: .utf8)
        #expect(html.hasPrefix("<!DOCTYPE html>") && html.contains("<svg") && html.contains("<script>"))
        #expect(!html.contains("<script src") && !html.contains("<link ") && !html.contains("@import"))
        let dom = try dumpDOM("file://" + path)
        #expect(dom.contains("data-ready=\"true\""))
        #expect(dom.contains("<svg") && dom.contains("class=\"node\""))
        // Nodes are keyboard-reachable buttons with a readable name.
        #expect(dom.contains("tabindex=\"0\" role=\"button\" aria-label=\"AppStep.Recipes.detail → RecipeDetailViewController\""))
    }

    @Test func searchFindsAStepAndHighlightsIt() throws {
        let (path, map) = try page("RecipeBox")
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let dom = try dumpDOM("file://" + path + "#search=settingsClosed")
        #expect(dom.contains("1 match for “settingsClosed”"))
        let closed = try #require(map.nodes.first { $0.label.hasPrefix("AppStep.Recipes.settingsClosed") })
        #expect(node(closed.id, hasClass: "node match", in: dom))
        #expect(dom.contains("<body class=\"single searching\""))
    }

    @Test func clickingANodeFillsThePanelAndHighlightsItsPaths() throws {
        let (path, map) = try page("RecipeBox", arguments: ["--link-template", "https://example.com/{file}#L{line}"])
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let detail = try #require(map.nodes.first { $0.label.hasPrefix("AppStep.Recipes.detail") })
        let dom = try dumpDOM("file://" + path + "#select=\(detail.id)")
        #expect(node(detail.id, hasClass: "node selected", in: dom))
        let panel = try #require(dom.firstMatch(of: /<aside id="panel"[^>]*>(.*?)<\/aside>/.dotMatchesNewlines())?.1)
        #expect(panel.contains("<h2>AppStep.Recipes.detail → RecipeDetailViewController</h2>"))
        #expect(panel.contains("<a href=\"https://example.com/Samples/RecipeBox/Flows/RecipesFlow.swift#L35\">"))
        // The place is shown once, as the link, not again among the details.
        #expect(!panel.contains("<li>Samples/RecipeBox/Flows/RecipesFlow.swift:35</li>"))
        #expect(panel.contains("<h3>Leads here from</h3>") && panel.contains("<li>App start AppStepper</li>"))
        #expect(panel.contains("<li>AppStep.Recipes.share</li>"))  // where it leads
        // What leads to it and where it leads are marked (dashed and solid in the style sheet).
        #expect(dom.contains("class=\"node upstream\"") && dom.contains("class=\"node downstream\""))
        #expect(dom.contains("class=\"edge upstream\"") && dom.contains("class=\"edge downstream\""))
    }

    /// The transform scale of the shown page's drawing in `dom`.
    func shownScale(_ dom: String) throws -> Double {
        let section = try #require(dom.components(separatedBy: "<section class=\"page\" data-page=").first { !$0.hasPrefix("\"0\" hidden") && $0.contains("<svg") })
        return try #require(section.firstMatch(of: /scale\(([0-9.]+)\)/).flatMap { Double($0.1) })
    }

    @Test func aLargeMapOpensReadableOnTheAppStartAndASmallOneWhole() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try GeneratedApp.write(flows: 70, screens: 2, to: root + "/App")
        #expect(try runTool(["graph", root + "/App", "-o", root + "/map.html"]).status == 0)
        let large = try dumpDOM("file://" + root + "/map.html")
        // Seventy flows whole would shrink the labels to a few pixels: it opens at a readable size instead.
        let largeScale = try shownScale(large)
        #expect(large.contains("aria-live=\"polite\">Part of the map at a readable size") && largeScale == 0.6)
        let (small, _) = try page("RecipeBox")
        defer { try? FileManager.default.removeItem(atPath: (small as NSString).deletingLastPathComponent) }
        let whole = try dumpDOM("file://" + small)
        let wholeScale = try shownScale(whole)
        #expect(!whole.contains("aria-live=\"polite\">Part of the map at a readable size") && wholeScale > 0.6)
    }

    @Test func findingsAndFlowFilters() throws {
        let (path, map) = try page("StudyCards")
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let dom = try dumpDOM("file://" + path + "#finding=unreachable_screen")
        #expect(dom.contains("<option value=\"unreachable_screen\">unreachable_screen</option>"))
        let about = try #require(map.nodes.first { $0.label == "AboutViewController" })
        #expect(node(about.id, hasClass: "node flagged", in: dom))
        let filtered = try dumpDOM("file://" + path + "#flow=MainTabBarController")
        #expect(filtered.contains("filtered-out"))
    }

    @Test func aSplitMapCarriesTheOverviewAndEveryFlowPage() throws {
        let (path, map) = try page("CinemaApp", arguments: ["--split", "always"])
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let html = try String(contentsOfFile: path, encoding: .utf8)
        #expect(html.components(separatedBy: "<section class=\"page\"").count - 1 == map.flows.count + 1)
        let dom = try dumpDOM("file://" + path + "#page=2")
        #expect(dom.contains("<button type=\"button\" aria-current=\"true\">\(map.flows[1].name)</button>"))
    }

    /// The sections of the page that are shown (not `hidden`), by their index.
    func shownPages(_ dom: String) -> [Int] {
        dom.matches(of: /<section class="page[^"]*" data-page="([0-9]+)"( hidden="")?/).compactMap { $0.2 == nil ? Int($0.1) : nil }
    }

    @Test func aFlowsPageOpensFromTheAddressAndItsStubsOpenTheirPages() throws {
        let (path, map) = try page("CinemaApp", arguments: ["--split", "always"])
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let settings = try #require(map.flows.firstIndex { $0.name == "SettingsFlow" })
        let dom = try dumpDOM("file://" + path + "#page=SettingsFlow")
        #expect(shownPages(dom) == [settings + 1])
        #expect(dom.contains("<button type=\"button\" aria-current=\"true\">SettingsFlow</button>"))
        // That page's own nodes are drawn in the shown section.
        let section = try #require(dom.components(separatedBy: "data-page=\"\(settings + 1)\"").dropFirst().first?.components(separatedBy: "</section>").first)
        for node in map.nodes where node.flow == map.flows[settings].id {
            #expect(section.contains("<title>\(node.id)</title>"), "\(node.label)")
        }
        // The stub of SettingsFlow's parent opens the parent's page (and the address follows).
        let profile = try #require(map.flows.first { $0.name == "ProfileFlow" })
        let opened = try dumpDOM("file://" + path + "#page=SettingsFlow&select=s_\(profile.id)")
        #expect(opened.contains("<button type=\"button\" aria-current=\"true\">ProfileFlow</button>"))
    }

    @Test func searchOpensThePageHoldingAMatch() throws {
        let (path, map) = try page("RecipeBox", arguments: ["--split", "always"])
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let dom = try dumpDOM("file://" + path + "#search=settingsClosed")
        let recipes = try #require(map.flows.firstIndex { $0.name == "RecipesFlow" })
        #expect(shownPages(dom) == [recipes + 1])
        #expect(dom.contains("1 match for “settingsClosed”"))
        // A flow's name matches on the overview, which is already shown.
        #expect(shownPages(try dumpDOM("file://" + path + "#search=SettingsFlow")) == [0])
    }
}
