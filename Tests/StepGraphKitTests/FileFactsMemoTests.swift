import Foundation
import Testing
@testable import StepGraphCore
@testable import StepGraphKit
@testable import StepGraphRxFlow
@testable import StepGraphFNFK
@testable import StepGraphXCoordinator
@testable import StepGraphSwiftUI
import StepGraphTestSupport

/// `diff` and `lint --new-since` analyse both sides of a change through one `FileFactsMemo`: the
/// second side takes the facts of every file the change left alone from the first, and must come out
/// exactly as if it had read everything itself.
struct FileFactsMemoTests {
    /// `DiffCommandTests`' two-revision app in memory, with two more files.
    static let base: [(path: String, text: String)] = [
        ("App/AppDelegate.swift", TwoRevisionApp.appDelegate),
        ("App/AppFlow.swift", TwoRevisionApp.appFlow(steps: "home, detail, help, legacy", helpArm: TwoRevisionApp.presentFlow)),
        ("App/HelpFlow.swift", TwoRevisionApp.helpFlow),
        ("App/Gone.swift", "struct Gone {}\n"),
        ("App/Unchanged.swift", "struct Unchanged { let value = 1 }\n"),
    ]

    /// The head: the flow changes its steps and its help arm, `Gone.swift` is removed, a file is
    /// added, and `HelpFlow.swift` differs from the base only in its last byte.
    static var head: [(path: String, text: String)] {
        var files = base.filter { $0.path != "App/Gone.swift" }
        files[1].text = TwoRevisionApp.appFlow(steps: "home, detail, help, share", helpArm: TwoRevisionApp.presentScreen)
        files[2].text += " "
        files.append(("App/New.swift", "struct New {}\n"))
        return files
    }

    @Test func theSecondSideTakesTheUnchangedFilesAndReadsTheOthers() {
        let memo = FileFactsMemo()
        let head = Analyzer.standard.analyze(SourceSnapshot(texts: Self.head), jobs: 2, memo: memo)
        #expect(memo.reusedFiles == 0)
        let base = Analyzer.standard.analyze(SourceSnapshot(texts: Self.base), jobs: 2, memo: memo)
        // AppDelegate and Unchanged are the same bytes at the same paths; the flow and HelpFlow
        // changed, Gone was not in the head.
        #expect(memo.reusedFiles == 2)
        // Left: the head's New, which the base never asks for; the base, which only takes, kept nothing.
        #expect(memo.keptFiles == 1)
        memo.removeAll()
        #expect(memo.keptFiles == 0)
        #expect(head.model == Analyzer.standard.analyze(SourceSnapshot(texts: Self.head), jobs: 2).model)
        #expect(base.model == Analyzer.standard.analyze(SourceSnapshot(texts: Self.base), jobs: 2).model)
        // The change is still seen: the head's flow has `share` and no child flow, the base's the reverse.
        #expect(head.model.stepEnums.contains { $0.cases.contains { $0.name == "share" } })
        #expect(!base.model.stepEnums.contains { $0.cases.contains { $0.name == "share" } })
        #expect(base.model.flows.contains { $0.name == "HelpFlow" } && head.model.flows.contains { $0.name == "HelpFlow" })
        #expect(base.model.flows.first { $0.name == "AppFlow" }?.arms.contains { !$0.childFlows.isEmpty } == true)
        #expect(head.model.flows.first { $0.name == "AppFlow" }?.arms.contains { !$0.childFlows.isEmpty } == false)
    }

    @Test func eachSideAsksOnceSoAThirdAnalysisReadsEverythingAgain() {
        let memo = FileFactsMemo()
        _ = Analyzer.standard.analyze(SourceSnapshot(texts: Self.base), jobs: 1, memo: memo)
        _ = Analyzer.standard.analyze(SourceSnapshot(texts: Self.base), jobs: 1, memo: memo)
        #expect(memo.reusedFiles == Self.base.count)
        _ = Analyzer.standard.analyze(SourceSnapshot(texts: Self.base), jobs: 1, memo: memo)
        #expect(memo.reusedFiles == Self.base.count)
    }

    /// `diff` analyses both sides at once: whichever starts reading files second waits for the first's
    /// files pass and takes every unchanged file, whichever side it is.
    @Test func sidesAnalysedAtOnceStillReadEachUnchangedFileOnce() {
        for _ in 0..<5 {
            let memo = FileFactsMemo()
            let texts = (Self.base, Self.head)
            let group = DispatchGroup()
            let other = Box()
            DispatchQueue.global().async(group: group) { other.analysis = Analyzer.standard.analyze(SourceSnapshot(texts: texts.0), jobs: 2, memo: memo) }
            let head = Analyzer.standard.analyze(SourceSnapshot(texts: texts.1), jobs: 2, memo: memo)
            group.wait()
            #expect(memo.reusedFiles == 2)
            #expect(head.model == Analyzer.standard.analyze(SourceSnapshot(texts: Self.head), jobs: 2).model)
            #expect(other.analysis?.model == Analyzer.standard.analyze(SourceSnapshot(texts: Self.base), jobs: 2).model)
        }
    }

    private final class Box: @unchecked Sendable { var analysis: Analysis? }

    /// Past its budget the memo keeps nothing more: the other side reads those files itself, alike.
    @Test func theMemoHoldsNoMoreThanItsBudget() {
        let sizes = Self.base.map(\.text.utf8.count)
        let memo = FileFactsMemo(byteBudget: sizes.max()! + 1)
        _ = Analyzer.standard.analyze(SourceSnapshot(texts: Self.base), jobs: 1, memo: memo)
        let second = Analyzer.standard.analyze(SourceSnapshot(texts: Self.base), jobs: 1, memo: memo)
        // With one job the files are read in path order: the delegate is held first, and then the
        // flow, the largest file, no longer fits; every other file does.
        #expect(memo.reusedFiles == Self.base.count - 1)
        #expect(second.model == Analyzer.standard.analyze(SourceSnapshot(texts: Self.base), jobs: 1).model)
        let none = FileFactsMemo(byteBudget: 0)
        _ = Analyzer.standard.analyze(SourceSnapshot(texts: Self.base), jobs: 1, memo: none)
        _ = Analyzer.standard.analyze(SourceSnapshot(texts: Self.base), jobs: 1, memo: none)
        #expect(none.reusedFiles == 0)
    }

    @Test func aMemoMadeForOtherFrontEndsIsNotUsed() {
        let memo = FileFactsMemo(frameworks: [.rxflow])
        _ = Analyzer.standard.analyze(SourceSnapshot(texts: Self.base), jobs: 1, memo: memo)
        _ = Analyzer.standard.analyze(SourceSnapshot(texts: Self.base), jobs: 1, memo: memo)
        #expect(memo.reusedFiles == 0)
        _ = Analyzer.standard.analyze(SourceSnapshot(texts: Self.base), jobs: 1, frameworks: [.rxflow], memo: memo)
        _ = Analyzer.standard.analyze(SourceSnapshot(texts: Self.base), jobs: 1, frameworks: [.rxflow], memo: memo)
        #expect(memo.reusedFiles == Self.base.count)
    }

    /// Every sample app, read twice from disk through one memo (the second time entirely from it,
    /// second looks included), gives the model it gives without one.
    @Test(arguments: try! FileManager.default.contentsOfDirectory(atPath: repositoryRoot + "/Samples").sorted())
    func everySampleComesOutTheSameFromTheMemo(_ sample: String) throws {
        let files = try SourceDiscovery.swiftFiles(in: [repositoryRoot + "/Samples/" + sample])
        let plain = Analyzer.standard.analyze(files, jobs: 2)
        let memo = FileFactsMemo()
        _ = Analyzer.standard.analyze(files, jobs: 2, memo: memo)
        let reread = memo.reusedFiles
        let second = Analyzer.standard.analyze(files, jobs: 2, memo: memo)
        #expect(reread == 0)
        // Package manifests are read by each side before its files pass (they decide the build), not from the memo.
        #expect(memo.reusedFiles >= files.filter { ModuleManifest.kind(ofFile: $0.displayPath) == nil }.count)
        #expect(second.model == plain.model)
        #expect(second.directives == plain.directives)
    }
}
