import Foundation
import Testing
@testable import StepGraphKit
import StepGraphTestSupport

/// `diff` and `lint --new-since` analyse both sides of a change through one `FileFactsMemo`: the
/// second side takes the facts of every file the change left alone from the first, and must come out
/// exactly as if it had read everything itself.
struct FileFactsMemoTests {
    static let base: [(path: String, text: String)] = [
        ("App/AppFlow.swift", """
        import UIKit
        import RxFlow
        enum AppStep: Step { case home, detail, help }
        final class AppFlow: Flow {
            var root: Presentable { nav }
            private let nav = UINavigationController()
            func navigate(to step: Step) -> FlowContributors {
                guard let step = step as? AppStep else { return .none }
                switch step {
                case .home:
                    let home = HomeViewController()
                    nav.pushViewController(home, animated: false)
                    return .one(flowContributor: .contribute(withNextPresentable: home, withNextStepper: home))
                case .detail:
                    nav.pushViewController(DetailViewController(), animated: true)
                    return .none
                case .help:
                    return .none
                }
            }
        }
        """),
        ("App/HomeViewController.swift", """
        import UIKit
        import RxFlow
        import RxRelay
        final class HomeViewController: UIViewController, Stepper {
            let steps = PublishRelay<Step>()
            func open() { steps.accept(AppStep.detail) }
        }
        """),
        ("App/DetailViewController.swift", "import UIKit\nfinal class DetailViewController: UIViewController {}\n"),
        ("App/Gone.swift", "struct Gone {}\n"),
        ("App/Unchanged.swift", "struct Unchanged { let value = 1 }\n"),
    ]

    /// The head: the stepper now emits `.help` too, `Gone.swift` is removed, a file is added, and
    /// `DetailViewController.swift` differs from the base only in its last byte.
    static var head: [(path: String, text: String)] {
        var files = base.filter { $0.path != "App/Gone.swift" }
        files[1].text = files[1].text.replacingOccurrences(of: "AppStep.detail) }", with: "AppStep.detail) }\n    func help() { steps.accept(AppStep.help) }")
        files[2].text = String(files[2].text.dropLast()) + " "
        files.append(("App/New.swift", "struct New {}\n"))
        return files
    }

    @Test func theSecondSideTakesTheUnchangedFilesAndReadsTheOthers() {
        let memo = FileFactsMemo()
        let head = Analyzer.analyze(SourceSnapshot(texts: Self.head), jobs: 2, memo: memo)
        #expect(memo.reusedFiles == 0)
        let base = Analyzer.analyze(SourceSnapshot(texts: Self.base), jobs: 2, memo: memo)
        // AppFlow and Unchanged are the same bytes at the same paths; the stepper and the detail
        // screen changed, Gone was not in the head.
        #expect(memo.reusedFiles == 2)
        #expect(head.model == Analyzer.analyze(SourceSnapshot(texts: Self.head), jobs: 2).model)
        #expect(base.model == Analyzer.analyze(SourceSnapshot(texts: Self.base), jobs: 2).model)
        // The change is still seen: the head handles `.help` from the stepper, the base does not emit it.
        #expect(head.model.steppers.contains { $0.emits.contains { $0.hasSuffix("help") } })
        #expect(!base.model.steppers.contains { $0.emits.contains { $0.hasSuffix("help") } })
    }

    @Test func eachSideAsksOnceSoAThirdAnalysisReadsEverythingAgain() {
        let memo = FileFactsMemo()
        _ = Analyzer.analyze(SourceSnapshot(texts: Self.base), jobs: 1, memo: memo)
        _ = Analyzer.analyze(SourceSnapshot(texts: Self.base), jobs: 1, memo: memo)
        #expect(memo.reusedFiles == Self.base.count)
        _ = Analyzer.analyze(SourceSnapshot(texts: Self.base), jobs: 1, memo: memo)
        #expect(memo.reusedFiles == Self.base.count)
    }

    @Test func aMemoMadeForOtherFrontEndsIsNotUsed() {
        let memo = FileFactsMemo(frameworks: [.rxflow])
        _ = Analyzer.analyze(SourceSnapshot(texts: Self.base), jobs: 1, memo: memo)
        _ = Analyzer.analyze(SourceSnapshot(texts: Self.base), jobs: 1, memo: memo)
        #expect(memo.reusedFiles == 0)
        _ = Analyzer.analyze(SourceSnapshot(texts: Self.base), jobs: 1, frameworks: [.rxflow], memo: memo)
        _ = Analyzer.analyze(SourceSnapshot(texts: Self.base), jobs: 1, frameworks: [.rxflow], memo: memo)
        #expect(memo.reusedFiles == Self.base.count)
    }

    /// Every sample app, read twice from disk through one memo (the second time entirely from it,
    /// second looks included), gives the model it gives without one.
    @Test(arguments: try! FileManager.default.contentsOfDirectory(atPath: repositoryRoot + "/Samples").sorted())
    func everySampleComesOutTheSameFromTheMemo(_ sample: String) throws {
        let files = try SourceDiscovery.swiftFiles(in: [repositoryRoot + "/Samples/" + sample])
        let plain = Analyzer.analyze(files, jobs: 2)
        let memo = FileFactsMemo()
        _ = Analyzer.analyze(files, jobs: 2, memo: memo)
        let reread = memo.reusedFiles
        let second = Analyzer.analyze(files, jobs: 2, memo: memo)
        #expect(reread == 0)
        #expect(memo.reusedFiles >= files.count)
        #expect(second.model == plain.model)
        #expect(second.directives == plain.directives)
    }
}
