import Foundation
import Testing
import Yams
import StepGraphCore
import StepGraphKit
import StepGraphTestSupport

/// The GitHub Action (action.yml): well-formed, every input used, and its shell steps run here
/// against a two-revision app with GitHub's environment faked.
@Suite struct ActionTests {
    static func action() throws -> [String: Any] {
        let text = try String(contentsOfFile: repositoryRoot + "/action.yml", encoding: .utf8)
        return try #require(try Yams.load(yaml: text) as? [String: Any])
    }

    @Test func wellFormedCompositeActionUsingEveryInput() throws {
        let action = try Self.action()
        let runs = try #require(action["runs"] as? [String: Any])
        #expect(runs["using"] as? String == "composite")
        let text = try String(contentsOfFile: repositoryRoot + "/action.yml", encoding: .utf8)
        let inputs = try #require(action["inputs"] as? [String: Any])
        #expect(!inputs.isEmpty)
        for name in inputs.keys {
            #expect(text.contains("inputs.\(name)"), "input \(name) is never used")
        }
        let steps = try #require(runs["steps"] as? [[String: Any]])
        for step in steps where step["run"] != nil {
            #expect(step["shell"] as? String == "bash", "every run step names its shell")
        }
    }

    /// Runs the step named `name` as the runner would, with `${{ … }}` in its env replaced by fakes
    /// (`github`: expressions; `inputs`: inputs other than their defaults; `environment`: the runner's variables).
    func runStep(_ name: String, in folder: String, github: [String: String] = [:], inputs given: [String: String] = [:],
                 environment extra: [String: String] = [:], files: (output: String, summary: String)) throws -> ToolRun {
        let action = try Self.action()
        let runs = try #require(action["runs"] as? [String: Any])
        let steps = try #require(runs["steps"] as? [[String: Any]])
        let step = try #require(steps.first { $0["name"] as? String == name })
        let inputs = try #require(action["inputs"] as? [String: [String: Any]])
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = toolURL.deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        environment["GITHUB_OUTPUT"] = files.output
        environment["GITHUB_STEP_SUMMARY"] = files.summary
        environment["GITHUB_PATH"] = files.output + "-path"
        environment["RUNNER_OS"] = "Linux"
        environment.merge(extra) { _, new in new }
        for (key, value) in (step["env"] as? [String: Any]) ?? [:] {
            var text = "\(value)"
            for (input, spec) in inputs {
                text = text.replacingOccurrences(of: "${{ inputs.\(input) }}", with: given[input] ?? "\(spec["default"] ?? "")")
            }
            for (name, fake) in github { text = text.replacingOccurrences(of: "${{ \(name) }}", with: fake) }
            #expect(!text.contains("${{"), "\(name): \(key) = \(text) is not faked")
            environment[key] = text
        }
        // The runner's own invocation for `shell: bash`.
        return try runProcess(URL(fileURLWithPath: "/bin/bash"), ["--noprofile", "--norc", "-eo", "pipefail", "-c", try #require(step["run"] as? String)],
                              in: folder, environment: environment)
    }

    @Test func lintReviewAndGateStepsRunOnAPullRequest() throws {
        let app = try TwoRevisionApp()
        defer { app.remove() }
        try app.git("remote", "add", "origin", app.root)  // the base branch is fetched from "origin"
        let output = app.root + "/github-output", summary = app.root + "/github-summary"
        let github = ["github.base_ref": "main", "github.event_name == 'pull_request' && inputs.review == 'true'": "true",
                      "github.server_url": "https://github.com", "github.event.pull_request.head.repo.full_name": "fork/shop",
                      "github.event.pull_request.head.sha": "1a2b3c", "github.repository": "org/shop",
                      "github.event.pull_request.base.sha": "9f8e7d"]
        #expect(try runStep("Lint", in: app.root, github: github, files: (output, summary)).status == 0)
        #expect(FileManager.default.fileExists(atPath: app.root + "/stepgraph.sarif"))
        #expect(try runStep("Review the pull request", in: app.root, github: github, files: (output, summary)).status == 0)
        let outputs = try String(contentsOfFile: output, encoding: .utf8)
        #expect(outputs.contains("findings=1\n") && outputs.contains("introduced=1\n"))
        let shown = try String(contentsOfFile: summary, encoding: .utf8)
        #expect(shown.contains("## StepGraph navigation lint") && shown.contains("## StepGraph navigation review"))
        #expect(shown.contains("⚠️ **1 new warning(s)**"))
        // The new finding links to its line at the pull request's head commit, in the fork.
        #expect(shown.contains("](https://github.com/fork/shop/blob/1a2b3c/"), "\(shown)")
        // The gate passes: the change introduces a warning, not an error.
        let gate = ["steps.lint.outputs.status": "0", "steps.review.outputs.status": "0"].merging(github) { a, _ in a }
        #expect(try runStep("Gate", in: app.root, github: gate, files: (output, summary)).status == 0)
        let failing = ["steps.lint.outputs.status": "0", "steps.review.outputs.status": "1"].merging(github) { a, _ in a }
        #expect(try runStep("Gate", in: app.root, github: failing, files: (output, summary)).status == 1)
    }
}

/// The Action's steps that decide what a run may do: the cache key, the token's permissions, the
/// build's traits, and a lint that cannot do its job.
@Suite struct ActionStepTests {
    let steps = ActionTests()

    func files(_ root: String) -> (output: String, summary: String) { (root + "/github-output", root + "/github-summary") }

    func outputs(_ root: String) throws -> String { (try? String(contentsOfFile: files(root).output, encoding: .utf8)) ?? "" }

    func step(_ name: String) throws -> [String: Any] {
        let runs = try #require(try ActionTests.action()["runs"] as? [String: Any])
        return try #require((runs["steps"] as? [[String: Any]])?.first { $0["name"] as? String == name })
    }

    @Test func theTokenMayNotWriteOnAForkPullRequestNorForDependabot() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        func event(head: String?) throws -> String {
            let path = root + "/event-\((head ?? "deleted").replacingOccurrences(of: "/", with: "-")).json"
            let repo = head.map { "{\"full_name\": \"\($0)\"}" } ?? "null"
            try "{\"pull_request\": {\"number\": 7, \"head\": {\"repo\": \(repo)}, \"base\": {\"repo\": {\"full_name\": \"team/shop\"}}}}"
                .write(toFile: path, atomically: true, encoding: .utf8)
            return path
        }
        func mayWrite(event name: String, path: String, actor: String = "octocat") throws -> (Bool, String) {
            try? FileManager.default.removeItem(atPath: files(root).output)
            let run = try steps.runStep("Check what the token may write", in: root, environment: [
                "GITHUB_EVENT_NAME": name, "GITHUB_EVENT_PATH": path, "GITHUB_ACTOR": actor,
            ], files: files(root))
            #expect(run.status == 0, "\(run.stderr)")
            let written = try outputs(root)
            #expect(written == "may-write=true\n" || written == "may-write=false\n")
            return (written == "may-write=true\n", run.stdout)
        }
        let fork = try mayWrite(event: "pull_request", path: try event(head: "contributor/shop"))
        #expect(!fork.0 && fork.1.contains("::notice title=StepGraph::a pull request from a fork has a read-only token"))
        #expect(try !mayWrite(event: "pull_request", path: try event(head: nil)).0)  // the fork was deleted
        #expect(try mayWrite(event: "pull_request", path: try event(head: "team/shop")).0)
        let dependabot = try mayWrite(event: "pull_request", path: try event(head: "team/shop"), actor: "dependabot[bot]")
        #expect(!dependabot.0 && dependabot.1.contains("a Dependabot run has a read-only token"))
        #expect(try mayWrite(event: "push", path: root + "/no-event.json").0)
        // pull_request_target runs with the base repository's token, which may write.
        #expect(try mayWrite(event: "pull_request_target", path: try event(head: "contributor/shop")).0)
        // What needs the write token waits for the answer; the upload also for a report to upload.
        #expect((try step("Upload SARIF")["if"] as? String)?.contains("steps.token.outputs.may-write == 'true' && steps.lint.outputs.sarif == 'true'") == true)
        #expect((try step("Comment the review")["if"] as? String)?.contains("steps.token.outputs.may-write == 'true'") == true)
    }

    @Test func lintShowsConfigurationWarningsAndFailsOnceWhenItCannotRun() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.copyItem(atPath: repositoryRoot + "/Samples/CinemaApp", toPath: root + "/App")
        try "disabled_rules:\n  - dead_stepp\n".write(toFile: root + "/App/.stepgraph.yml", atomically: true, encoding: .utf8)
        let lint = try steps.runStep("Lint", in: root, inputs: ["path": "App"], files: files(root))
        #expect(lint.status == 0, "\(lint.stderr)")
        // The typo reaches the log once, with the summary.
        #expect(lint.stderr.components(separatedBy: "unknown rule 'dead_stepp'").count == 2, "\(lint.stderr)")
        #expect(lint.stderr.contains("Done linting!"))
        #expect(try outputs(root).contains("sarif=true\n"))
        // A configuration the tool cannot read: exit 2 with its message, no report, nothing to upload.
        try FileManager.default.removeItem(atPath: files(root).output)
        try FileManager.default.removeItem(atPath: root + "/stepgraph.sarif")
        try "disabled_rules: [dead_step\n".write(toFile: root + "/App/.stepgraph.yml", atomically: true, encoding: .utf8)
        let broken = try steps.runStep("Lint", in: root, inputs: ["path": "App"], files: files(root))
        #expect(broken.status == 2 && broken.stderr.contains("error: "))
        #expect(try outputs(root) == "status=2\nsarif=false\n")
        #expect(!FileManager.default.fileExists(atPath: root + "/stepgraph.sarif"))
    }

    /// A fake `swift` in `root/bin`: `--version` says 6.3.1, `package resolve` writes `$FAKE_RESOLVED`
    /// to Package.resolved, and every call is recorded in `root/swift-calls`.
    func fakeSwift(in root: String) throws -> [String: String] {
        try FileManager.default.createDirectory(atPath: root + "/bin", withIntermediateDirectories: true)
        try """
        #!/bin/sh
        echo "$@" >> "\(root)/swift-calls"
        case "$1" in
          --version) echo "Swift version 6.3.1 (swift-6.3.1-RELEASE)"; echo "Target: x86_64-unknown-linux-gnu" ;;
          package) printf '%s' "$FAKE_RESOLVED" > Package.resolved ;;
        esac
        """.write(toFile: root + "/bin/swift", atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: root + "/bin/swift")
        // The key step reads StepGraph's version from its source, as the action's checkout has it.
        try FileManager.default.createDirectory(atPath: root + "/Sources/StepGraphCore/Reporters", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: repositoryRoot + "/Sources/StepGraphCore/Reporters/Reporter.swift",
                                         toPath: root + "/Sources/StepGraphCore/Reporters/Reporter.swift")
        return ["PATH": root + "/bin:/usr/bin:/bin"]
    }

    /// The key changes with StepGraph's version, Swift's, the traits and what `swift package resolve` wrote.
    @Test func theCacheKeyNamesTheVersionsTheTraitsAndTheResolvedDependencies() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let environment = try fakeSwift(in: root)
        func key(resolved: String, map: String = "") throws -> String {
            try? FileManager.default.removeItem(atPath: files(root).output)
            let run = try steps.runStep("Resolve StepGraph's dependencies", in: root, github: ["github.action_path": root], inputs: ["map": map],
                                        environment: environment.merging(["FAKE_RESOLVED": resolved]) { a, _ in a }, files: files(root))
            #expect(run.status == 0, "\(run.stderr)")
            let line = try #require(try outputs(root).split(separator: "\n").first { $0.hasPrefix("key=") })
            return String(line.dropFirst(4))
        }
        let yams6 = "{\"pins\": [{\"identity\": \"yams\", \"state\": {\"version\": \"6.2.2\"}}]}"
        let yams5 = "{\"pins\": [{\"identity\": \"yams\", \"state\": {\"version\": \"5.0.1\"}}]}"
        let first = try key(resolved: yams6)
        let objectID = try runProcess(URL(fileURLWithPath: "/usr/bin/env"), ["git", "hash-object", "Package.resolved"], in: root)
            .stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(first == "stepgraph-Linux-\(StepGraphVersion.current)-swift-6.3.1-lint-\(objectID)")
        #expect(try key(resolved: yams6) == first)
        #expect(try key(resolved: yams5) != first)
        #expect(try key(resolved: yams6, map: "nav.svg") == "stepgraph-Linux-\(StepGraphVersion.current)-swift-6.3.1-GraphvizRenderer-\(objectID)")
        let calls = try String(contentsOfFile: root + "/swift-calls", encoding: .utf8)
        #expect(calls.hasPrefix("package resolve\n--version\n"))
    }

    /// The build runs `swift` (the fake): the trait only for a map Graphviz lays out.
    @Test func theBuildTurnsTheRendererOnOnlyForAnSVGPNGOrPDFMap() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let environment = try fakeSwift(in: root).merging(["FAKE_RESOLVED": "{}"]) { a, _ in a }
        for (map, traits) in [("", ""), ("docs/nav.mmd", ""), ("nav.svg", "GraphvizRenderer"), ("nav.pdf", "GraphvizRenderer")] {
            try? FileManager.default.removeItem(atPath: files(root).output)
            try? FileManager.default.removeItem(atPath: root + "/swift-calls")
            try? FileManager.default.removeItem(atPath: files(root).output + "-path")
            let key = try steps.runStep("Resolve StepGraph's dependencies", in: root, github: ["github.action_path": root], inputs: ["map": map],
                                        environment: environment, files: files(root))
            #expect(key.status == 0, "\(key.stderr)")
            #expect(try outputs(root).contains("traits=\(traits)\n"))
            let github = ["github.action_path": root, "steps.build-key.outputs.traits": traits]
            let build = try steps.runStep("Build StepGraph", in: root, github: github, environment: environment, files: files(root))
            #expect(build.status == 0, "\(build.stderr)")
            let calls = try String(contentsOfFile: root + "/swift-calls", encoding: .utf8)
            #expect(calls.hasSuffix(traits.isEmpty ? "build -c release --product stepgraph\n"
                                                   : "build -c release --product stepgraph --traits GraphvizRenderer\n"), "\(calls)")
            #expect(try String(contentsOfFile: files(root).output + "-path", encoding: .utf8) == root + "/.build/release\n")
        }
        #expect((try step("Install Graphviz")["if"] as? String) == "inputs.map != ''")
    }
}
