import Foundation
import Testing
import Yams
import StepGraphCore
import StepGraphKit
import StepGraphTestSupport

/// docs/ci.md's copy-paste set-ups, run here where they can run: each is the code block after a
/// `<!-- ci-recipe: NAME -->` line.
@Suite struct CIRecipeTests {
    static func recipe(_ name: String) throws -> String {
        let doc = try String(contentsOfFile: repositoryRoot + "/docs/ci.md", encoding: .utf8)
        let marker = try #require(doc.range(of: "<!-- ci-recipe: \(name) -->\n"), "no recipe \(name) in docs/ci.md")
        let rest = doc[marker.upperBound...]
        let open = try #require(rest.range(of: "\n"))  // the ```lang line
        let close = try #require(rest.range(of: "\n```\n", range: open.upperBound..<rest.endIndex))
        return String(rest[open.upperBound..<close.lowerBound]) + "\n"
    }

    /// An app at the root of a git repository with one commit: BrokenApp (16 findings, 4 errors).
    /// Returns the app's folder; the caller removes its parent.
    func brokenAppRepository() throws -> String {
        let root = try temporaryDirectory()
        try FileManager.default.copyItem(atPath: repositoryRoot + "/Samples/BrokenApp", toPath: root + "/App")
        for arguments in [["init", "-q", "-b", "main"], ["add", "-A"],
                          ["-c", "user.name=Dev", "-c", "user.email=dev@example.com", "commit", "-q", "-m", "app"]] {
            #expect(try git(arguments, in: root + "/App").status == 0)
        }
        return root + "/App"
    }

    func git(_ arguments: [String], in folder: String) throws -> ToolRun {
        try runProcess(URL(fileURLWithPath: "/usr/bin/env"), ["git"] + arguments, in: folder)
    }

    func bash(_ script: String, in folder: String, environment extra: [String: String], toolOnPath: Bool = true) throws -> ToolRun {
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = (toolOnPath ? toolURL.deletingLastPathComponent().path + ":" : "") + "/usr/bin:/bin"
        environment.merge(extra) { _, new in new }
        return try runProcess(URL(fileURLWithPath: "/bin/bash"), ["-c", script], in: folder, environment: environment)
    }

    @Test func theWorkflowUsesTheActionAtThisVersionWithItsInputs() throws {
        let workflow = try #require(try Yams.load(yaml: try Self.recipe("github-workflow")) as? [String: Any])
        let job = try #require((workflow["jobs"] as? [String: [String: Any]])?["stepgraph"])
        let steps = try #require(job["steps"] as? [[String: Any]])
        let step = try #require(steps.first { ($0["uses"] as? String)?.hasPrefix("stepgraph/stepgraph@") == true })
        #expect(step["uses"] as? String == "stepgraph/stepgraph@v\(StepGraphVersion.current)")
        let inputs = try #require(try ActionTests.action()["inputs"] as? [String: Any])
        for name in (step["with"] as? [String: Any] ?? [:]).keys { #expect(inputs[name] != nil, "the action has no input \(name)") }
        let setup = try #require(steps.first { ($0["uses"] as? String)?.hasPrefix("swift-actions/setup-swift") == true })
        #expect((setup["with"] as? [String: Any])?["swift-version"] as? String == "6.1")  // Package.swift's tools version
    }

    @Test func theLongHandWorkflowsLintStepRuns() throws {
        let app = try brokenAppRepository()
        defer { try? FileManager.default.removeItem(atPath: (app as NSString).deletingLastPathComponent) }
        let workflow = try #require(try Yams.load(yaml: try Self.recipe("github-long-hand")) as? [String: Any])
        let steps = try #require((workflow["jobs"] as? [String: [String: Any]])?["stepgraph"]?["steps"] as? [[String: Any]])
        let lint = try #require(steps.first { $0["name"] as? String == "Lint (SARIF + Markdown)" }?["run"] as? String)
        let output = (app as NSString).deletingLastPathComponent + "/github-output"
        let run = try bash(lint, in: app, environment: ["GITHUB_OUTPUT": output])
        #expect(run.status == 0 && run.stderr.contains("Done linting! Found 16 finding(s), 4 serious"), "\(run.stderr)")
        #expect(try String(contentsOfFile: output, encoding: .utf8) == "status=1\n")
        #expect(FileManager.default.fileExists(atPath: app + "/stepgraph.sarif") && FileManager.default.fileExists(atPath: app + "/stepgraph.md"))
        // A configuration the tool cannot read fails the step itself, with the reason.
        try "only_rules: [\n".write(toFile: app + "/.stepgraph.yml", atomically: true, encoding: .utf8)
        let broken = try bash(lint, in: app, environment: ["GITHUB_OUTPUT": output])
        #expect(broken.status == 2 && broken.stderr.contains("error: "))
    }

    @Test func theXcodeRunScriptPrintsXcodeLinesAndFailsOnErrors() throws {
        let app = try brokenAppRepository()
        defer { try? FileManager.default.removeItem(atPath: (app as NSString).deletingLastPathComponent) }
        let script = try Self.recipe("xcode-run-script")
        let run = try bash(script, in: "/", environment: ["SRCROOT": app])
        #expect(run.status == 1)
        #expect(run.stdout.contains("\(app)/Scenes.swift:60:22: error: Step 'TravelStep.booking'"), "\(run.stdout)")
        #expect(run.stdout.split(separator: "\n").allSatisfy { $0.hasPrefix(app + "/") && ($0.contains(": error: ") || $0.contains(": warning: ")) })
        // Not installed: one warning line in the build log, and the build goes on.
        let missing = try bash(script, in: "/", environment: ["SRCROOT": app], toolOnPath: false)
        #expect(missing.status == 0 && missing.stdout.hasPrefix("warning: stepgraph is not installed"))
    }

    @Test func thePreCommitConfigurationNamesTheManifestsHooksAtThisVersion() throws {
        let config = try #require(try Yams.load(yaml: try Self.recipe("pre-commit")) as? [String: Any])
        let repo = try #require((config["repos"] as? [[String: Any]])?.first)
        #expect(repo["rev"] as? String == "v\(StepGraphVersion.current)")
        let manifest = try String(contentsOfFile: repositoryRoot + "/.pre-commit-hooks.yaml", encoding: .utf8)
        let known = Set(try #require(try Yams.load(yaml: manifest) as? [[String: Any]]).compactMap { $0["id"] as? String })
        let used = try #require(repo["hooks"] as? [[String: Any]]).compactMap { $0["id"] as? String }
        #expect(!used.isEmpty && Set(used).isSubset(of: known))
    }

    @Test func theShellRecipeFailsOnErrorsAndOnlyOnNewOnesForAMergeRequest() throws {
        let app = try brokenAppRepository()
        defer { try? FileManager.default.removeItem(atPath: (app as NSString).deletingLastPathComponent) }
        let script = try Self.recipe("shell")
        let run = try bash(script, in: app, environment: [:])
        #expect(run.status == 1, "\(run.stderr)")
        #expect(run.stdout.contains("| Total"))
        let junit = try String(contentsOfFile: app + "/stepgraph-junit.xml", encoding: .utf8)
        #expect(junit.contains("<testsuites name=\"stepgraph\" tests=\"16\" failures=\"4\">"))
        // Against the commit that already has them, nothing is new.
        let review = try bash(script, in: app, environment: ["BASE": "main"])
        #expect(review.status == 0, "\(review.stderr)")
    }
}
