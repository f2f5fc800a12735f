import Foundation
import Testing
@testable import StepGraphCore
import StepGraphTestSupport

/// A review of a subfolder links every location through the path the repository knows, the folder
/// included: a file only the base has (removed) as well as the head's, and a head read from a
/// revision too.
@Suite struct ReviewLinkPathTests {
    @Test(arguments: [["--base", "main"], ["--base", "HEAD~1", "--head", "HEAD"]])
    func removedAndKeptFilesAreLinkedWithTheirFolder(revisions: [String]) throws {
        let app = try TwoRevisionApp()
        defer { app.remove() }
        // Both sides from git: the change committed on top of the base.
        if revisions.contains("--head") { try app.commitHead() }
        let run = try runTool(["diff", "App"] + revisions + ["--link-template", "https://h.example/{file}#L{line}",
                                                             "--base-link-template", "https://b.example/{file}#L{line}"], in: app.root)
        #expect(run.status <= 1, "\(run.stderr)")
        // HelpFlow.swift is gone from the head: its flow's row links into the base, with `App/`.
        #expect(run.stdout.contains("(https://b.example/App/HelpFlow.swift#L"), "\(run.stdout)")
        #expect(run.stdout.contains("(https://h.example/App/AppFlow.swift#L"), "\(run.stdout)")
        #expect(!run.stdout.contains(".example/HelpFlow.swift") && !run.stdout.contains(".example/AppFlow.swift"))
    }
}
