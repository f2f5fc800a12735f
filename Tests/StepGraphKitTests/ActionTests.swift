import Foundation
import Testing
import Yams
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

    /// Runs the step named `name` as the runner would, with `${{ … }}` in its env replaced by fakes.
    func runStep(_ name: String, in folder: String, github: [String: String], files: (output: String, summary: String)) throws -> Int32 {
        let action = try Self.action()
        let runs = try #require(action["runs"] as? [String: Any])
        let steps = try #require(runs["steps"] as? [[String: Any]])
        let step = try #require(steps.first { $0["name"] as? String == name })
        let inputs = try #require(action["inputs"] as? [String: [String: Any]])
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = toolURL.deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        environment["GITHUB_OUTPUT"] = files.output
        environment["GITHUB_STEP_SUMMARY"] = files.summary
        environment["RUNNER_OS"] = "Linux"
        for (key, value) in (step["env"] as? [String: Any]) ?? [:] {
            var text = "\(value)"
            for (input, spec) in inputs { text = text.replacingOccurrences(of: "${{ inputs.\(input) }}", with: "\(spec["default"] ?? "")") }
            for (name, fake) in github { text = text.replacingOccurrences(of: "${{ \(name) }}", with: fake) }
            environment[key] = text
        }
        return try runProcess(URL(fileURLWithPath: "/bin/bash"), ["-e", "-c", try #require(step["run"] as? String)],
                              in: folder, environment: environment).status
    }

    @Test func lintReviewAndGateStepsRunOnAPullRequest() throws {
        let app = try TwoRevisionApp()
        defer { app.remove() }
        try app.git("remote", "add", "origin", app.root)  // the base branch is fetched from "origin"
        let output = app.root + "/github-output", summary = app.root + "/github-summary"
        let github = ["github.base_ref": "main", "github.event_name == 'pull_request' && inputs.review == 'true'": "true"]
        #expect(try runStep("Lint", in: app.root, github: github, files: (output, summary)) == 0)
        #expect(FileManager.default.fileExists(atPath: app.root + "/stepgraph.sarif"))
        #expect(try runStep("Review the pull request", in: app.root, github: github, files: (output, summary)) == 0)
        let outputs = try String(contentsOfFile: output, encoding: .utf8)
        #expect(outputs.contains("findings=1\n") && outputs.contains("introduced=1\n"))
        let shown = try String(contentsOfFile: summary, encoding: .utf8)
        #expect(shown.contains("## StepGraph navigation lint") && shown.contains("## StepGraph navigation review"))
        #expect(shown.contains("⚠️ **1 new warning(s)**"))
        // The gate passes: the change introduces a warning, not an error.
        let gate = ["steps.lint.outputs.status": "0", "steps.review.outputs.status": "0"].merging(github) { a, _ in a }
        #expect(try runStep("Gate", in: app.root, github: gate, files: (output, summary)) == 0)
        let failing = ["steps.lint.outputs.status": "0", "steps.review.outputs.status": "1"].merging(github) { a, _ in a }
        #expect(try runStep("Gate", in: app.root, github: failing, files: (output, summary)) == 1)
    }
}
