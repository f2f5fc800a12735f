import Foundation
import Testing
@testable import StepGraphCore
@testable import StepGraphKit
@testable import StepGraphRxFlow
@testable import StepGraphFNFK
@testable import StepGraphXCoordinator
@testable import StepGraphSwiftUI
import StepGraphTestSupport

/// `diff` and `lint --new-since` when git cannot give what they need: exit status 2, nothing on
/// standard output, and one line that says which of the repository, the revision or a file failed,
/// with git's own words.
@Suite struct GitFailureTests {
    /// The repository's top folder as git names it (the temporary folder with its links resolved).
    func top(_ app: TwoRevisionApp) -> String { URL(fileURLWithPath: app.root).resolvingSymlinksInPath().path }

    func expectFailure(_ run: ToolRun, _ message: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        #expect(run.status == 2, sourceLocation: sourceLocation)
        #expect(run.stdout.isEmpty, sourceLocation: sourceLocation)
        #expect(run.stderr == "error: \(message)\n", sourceLocation: sourceLocation)
    }

    /// A base whose Swift file's blob is gone would show that file's flow removed and its findings
    /// fixed: the run stops and names the file and the object instead. A blob-filtered clone whose
    /// promisor remote cannot be reached (a `file://` remote that does not exist: git fails at once)
    /// says so the same way, with git's reason.
    @Test func aMissingSwiftBlobStopsTheRun() throws {
        let app = try TwoRevisionApp()
        defer { app.remove() }
        try app.commitHead()
        // HelpFlow.swift is only in the base: its blob is the base's alone.
        let blob = try app.gitOutput("rev-parse", "main~1:App/HelpFlow.swift")
        try FileManager.default.removeItem(atPath: "\(app.root)/.git/objects/\(blob.prefix(2))/\(blob.dropFirst(2))")
        let message = "cannot read App/HelpFlow.swift at main~1: object \(blob) is missing from git's object store "
            + "(a partial clone that could not fetch it, or a damaged repository)"
        expectFailure(try runTool(["diff", app.root, "--base", "main~1", "--head", "main", "--reporter", "json"]), message)
        expectFailure(try runTool(["lint", app.root, "--new-since", "main~1"]), message)

        try app.git("config", "remote.origin.url", "file:///nonexistent/stepgraph-promisor")
        try app.git("config", "remote.origin.promisor", "true")
        try app.git("config", "extensions.partialClone", "origin")
        try app.git("config", "core.repositoryformatversion", "1")
        let partial = try runTool(["diff", app.root, "--base", "main~1", "--head", "main"])
        #expect(partial.status == 2 && partial.stdout.isEmpty)
        #expect(partial.stderr.hasPrefix("error: " + message + ": fatal: "), "\(partial.stderr)")
        #expect(partial.stderr.contains("/nonexistent/stepgraph-promisor"), "\(partial.stderr)")
    }

    /// `diff` resolves its revisions before it reads anything: a bad `--base` is the only message,
    /// not one after the head's "no Swift files found" warning (and the same for `--new-since`).
    @Test func aBadRevisionIsTheOnlyMessage() throws {
        let app = try TwoRevisionApp()
        defer { app.remove() }
        let docs = app.root + "/Docs"
        try app.write("Docs/README.md", "No Swift here.\n")
        let unknown = "unknown revision 'no-such-branch' in \(top(app))"
        expectFailure(try runTool(["diff", docs, "--base", "no-such-branch"]), unknown)
        expectFailure(try runTool(["diff", docs, "--base", "main", "--head", "no-such-branch"]), unknown)
        expectFailure(try runTool(["lint", docs, "--new-since", "no-such-branch"]), unknown)
    }

    /// Not a repository, a revision git cannot resolve, and a repository git will not read are three
    /// messages, each with what git said (git's message used to follow "is not inside a git
    /// repository" in every case).
    @Test func gitFailuresAreToldApart() throws {
        let app = try TwoRevisionApp()
        defer { app.remove() }
        let outside = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: outside) }
        let notGit = try runTool(["diff", outside, "--base", "main"])
        #expect(notGit.status == 2 && notGit.stderr.hasPrefix("error: \(outside) is not inside a git repository: fatal: "), "\(notGit.stderr)")
        // A revision git refuses with a reason: the repository is fine.
        expectFailure(try runTool(["diff", app.root, "--base", "@{upstream}"]),
                      "unknown revision '@{upstream}' in \(top(app)): fatal: no upstream configured for branch 'main'")
        // A repository git will not read (a format from a later git): not "not a repository".
        try app.git("config", "core.repositoryformatversion", "99")
        expectFailure(try runTool(["diff", app.root, "--base", "main"]),
                      "git cannot read the repository holding \(app.root): fatal: Expected git repo version <= 1, found 99")
    }

    /// Git runs with `GIT_TERMINAL_PROMPT=0` (a lazy fetch never waits on a CI job's terminal) and
    /// the rest of the tool's environment: a `git` first on `PATH` records what it was given.
    @Test func gitNeverPromptsAndKeepsTheEnvironment() throws {
        let app = try TwoRevisionApp()
        defer { app.remove() }
        try app.commitHead()
        let bin = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: bin) }
        let realGit = try #require(["/usr/bin/git", "/bin/git", "/usr/local/bin/git"].first { FileManager.default.isExecutableFile(atPath: $0) })
        let record = bin + "/environment"
        try "#!/bin/sh\necho \"prompt=$GIT_TERMINAL_PROMPT team=$STEPGRAPH_TEAM_VARIABLE\" >> \(record)\nexec \(realGit) \"$@\"\n"
            .write(toFile: bin + "/git", atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: bin + "/git")
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = bin + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        environment["GIT_TERMINAL_PROMPT"] = "1"
        environment["STEPGRAPH_TEAM_VARIABLE"] = "kept"
        let run = try runProcess(toolURL, ["diff", app.root, "--base", "main~1", "--head", "main"], environment: environment)
        #expect(run.status == 0 || run.status == 1, "\(run.stderr)")
        let lines = try String(contentsOfFile: record, encoding: .utf8).split(separator: "\n")
        #expect(!lines.isEmpty && lines.allSatisfy { $0 == "prompt=0 team=kept" }, "\(lines)")
    }
}
