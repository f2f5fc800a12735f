import Foundation
import Testing
import Yams
import StepGraphTestSupport

/// The edges a team meets on adoption: a mistyped subcommand, a nonsense `--jobs`, and the
/// pre-commit hook on a repository's first commit.
@Suite struct CommandLineEdgeTests {
    @Test func aMistypedSubcommandIsAUsageErrorNamingTheClosest() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let run = try runTool(["lnit"], in: root)
        #expect(run.status == 64, "\(run.stderr)")
        #expect(run.stderr.contains("'lnit' is not a subcommand, nor a file or folder here; did you mean 'lint'?"))
        #expect(try runTool(["grpah", "--output", "map.svg"], in: root).stderr.contains("did you mean 'graph'?"))
        // A word far from every subcommand still gets the list, and the same status.
        let far = try runTool(["Checkout"], in: root)
        #expect(far.status == 64 && far.stderr.contains("subcommands: lint, graph, dump, diff, paths, snapshot, rules") && !far.stderr.contains("mean"))
        // A folder of that name is lint's path, as before.
        try FileManager.default.copyItem(atPath: repositoryRoot + "/Samples/CinemaApp", toPath: root + "/lnit")
        let folder = try runTool(["lnit"], in: root)
        #expect(folder.status == 0 && folder.stderr.contains("Done linting!"))
        // A path that is not a bare word keeps the tool's own message (exit 2).
        #expect(try runTool(["no/such/folder"], in: root).status == 2)
    }

    @Test(arguments: ["0", "-1", "-7"])
    func jobsBelowOneIsAUsageError(jobs: String) throws {
        for command in ["lint", "dump", "graph"] {
            let run = try runTool([command, "Samples/CinemaApp", "--jobs", jobs, "--output", "/dev/null"])
            #expect(run.status == 64, "\(command) --jobs \(jobs): \(run.stderr)")
            #expect(run.stderr.contains("--jobs must be at least 1 (got \(jobs))."))
        }
    }

    /// Runs the manifest's `entry` as pre-commit does (split like a POSIX shell, executed with the
    /// built tool first on PATH) in `folder`.
    func runHook(_ id: String, in folder: String) throws -> ToolRun {
        let text = try String(contentsOfFile: repositoryRoot + "/.pre-commit-hooks.yaml", encoding: .utf8)
        let hooks = try #require(try Yams.load(yaml: text) as? [[String: Any]])
        let hook = try #require(hooks.first { $0["id"] as? String == id })
        #expect(hook["pass_filenames"] as? Bool == false)
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = toolURL.deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        let split = "import os, shlex, sys\nargs = shlex.split(sys.argv[1])\nos.execvp(args[0], args)"
        return try runProcess(URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-c", split, try #require(hook["entry"] as? String)],
                              in: folder, environment: environment)
    }

    @Test func theNewFindingsHookLintsEverythingBeforeTheFirstCommit() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.copyItem(atPath: repositoryRoot + "/Samples/BrokenApp", toPath: root + "/App")
        #expect(try runProcess(URL(fileURLWithPath: "/usr/bin/env"), ["git", "init", "-q", "-b", "main"], in: root).status == 0)
        #expect(try runProcess(URL(fileURLWithPath: "/usr/bin/env"), ["git", "add", "-A"], in: root).status == 0)
        // No HEAD yet: every finding is new, BrokenApp's errors fail the commit (1), not the tool (2).
        let first = try runHook("stepgraph-new", in: root)
        #expect(first.status == 1, "\(first.stderr)")
        #expect(first.stderr.contains("note: no commit yet (no HEAD): every finding is new"))
        #expect(first.stdout.contains("App/Scenes.swift:60:22: error: Step 'TravelStep.booking'"))
        // Once committed, the same findings are HEAD's: nothing is new.
        let commit = ["git", "-c", "user.name=Dev", "-c", "user.email=dev@example.com", "commit", "-q", "-m", "first"]
        #expect(try runProcess(URL(fileURLWithPath: "/usr/bin/env"), commit, in: root).status == 0)
        let second = try runHook("stepgraph-new", in: root)
        #expect(second.status == 0 && !second.stderr.contains("no commit yet"), "\(second.stderr)")
        #expect(try runHook("stepgraph", in: root).status == 1)
    }
}
