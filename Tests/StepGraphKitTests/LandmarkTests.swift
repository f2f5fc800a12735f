import Foundation
import Testing
@testable import StepGraphCore
@testable import StepGraphKit
@testable import StepGraphRxFlow
@testable import StepGraphFNFK
@testable import StepGraphXCoordinator
@testable import StepGraphSwiftUI
import StepGraphTestSupport

/// The declaration scan visits only the tokenizer's landmarks (`SourceView.landmarks`); visiting every
/// identifier and every `{` instead (what the scan walked before it had landmarks) must give the same
/// outline, on every spelling the scan reads.
@Suite struct LandmarkTests {
    /// The outline of `bytes` with the tokenizer's landmarks and with every identifier and `{` as one,
    /// and the landmarks.
    static func outlines(_ bytes: [UInt8], detail: OutlineDetail) -> (landmarks: String, everyToken: String, marked: [Int32]) {
        withSourceView(bytes) { view, lexed in
            let every = (0..<Int32(view.count)).filter { view.tokens[Int($0)].kind == .identifier || view.tokens[Int($0)].kind == .lbrace }
            return every.withUnsafeBufferPointer { all in
                let walked = SourceView(bytes: view.bytes, tokens: view.tokens, match: view.match, landmarks: all)
                return (String(describing: DeclarationScanner.scan(view, vocabulary: lexed.vocabulary, detail: detail)),
                        String(describing: DeclarationScanner.scan(walked, vocabulary: lexed.vocabulary, detail: detail)),
                        Array(view.landmarks))
            }
        }
    }

    @Test func landmarksAreBracesKeywordsTheScanActsOnAndCapitalizedNamesBeforeACallOrADot() {
        let marked = Self.outlines(Array("let x = Foo(a.b) { y in `class`.run() }".utf8), detail: .full).marked
        // tokens: let0 x1 =2 Foo3 (4 a5 .6 b7 )8 {9 y10 in11 class12 .13 run14 (15 )16 }17
        #expect(marked == [0, 3, 9, 12])
        // Keywords the scan does nothing at and lowercase names are no landmarks, even when a `(` or
        // `.` follows them; a capitalized keyword (`Self`) is one then.
        let inert = Self.outlines(Array("return self.value ?? super.make(true, Self.default, nil) as? Self".utf8), detail: .full).marked
        // tokens: return0 self1 .2 value3 ??4 super5 .6 make7 (8 true9 ,10 Self11 .12 default13 ,14 nil15 )16 as17 ?18 Self19
        #expect(inert == [11])
    }

    @Test(arguments: [
        // Declarations of every kind, nested, generic, with attributes and modifiers.
        """
        import UIKit
        @testable import RxFlow
        public final class Outer<T: Equatable>: Base, Proto where T: Hashable {
            struct Inner: Codable & Sendable { let id = UUID(); var name: String { "n" } }
            enum Kind: String, Step { case a, b(Int), c(name: String) }
            class func make() -> Outer { fatalError() }
            private(set) lazy var coordinator = Coordinator.make(in: self)
            init(stepper: some Stepper = OneStepper(withSingleStep: AppStep.home)) { super.init() }
            subscript(index: Int) -> Int { index }
            deinit {}
        }
        extension Outer.Inner: CustomStringConvertible { typealias Value = [String: Int] }
        protocol FeatureStep: Step { associatedtype Payload }
        actor Cache { func get() async throws -> Int { try await load() } }
        let actor = 1
        """,
        // Flows: switches, case patterns, `if case`, closures, trailing closures, `Foo.self`, `.init(`.
        """
        final class AppFlow: Flow {
            var root: Presentable { rootViewController }
            private let rootViewController = UINavigationController()
            func navigate(to step: Step) -> FlowContributors {
                guard let step = step as? AppStep else { return .none }
                switch step {
                case .home, .list(let id) where id > 0:
                    let vc = HomeViewController.instantiate()
                    let viewModel = container.resolve(HomeViewModel.self)!
                    rootViewController.pushViewController(vc, animated: true)
                    return .one(flowContributor: .contribute(withNextPresentable: vc, withNextStepper: viewModel))
                case .detail:
                    if case .detail(let value) = step, value.isValid { return navigateToDetail(value) }
                    return .end(forwardToParentFlowWithStep: AppStep.done)
                default:
                    Flows.use(TabFlow(), when: .created) { [unowned self] root in self.window.rootViewController = root }
                    return .multiple(flowContributors: [.contribute(withNext: Foo.init(x: 1))])
                }
            }
        }
        """,
        // Odd spellings: no spaces, semicolons, operators, string interpolation, regex, `#if`, comments.
        """
        struct S{let a=Foo(1);var b:Int{get{return a.x}}}
        #if os(iOS)
        enum E:Int{case x=1;case y}
        #endif
        let s = "\\(Foo(1).bar) and \\(Bar.self)" // Baz(
        /* Qux( */ let r = /[a-z]+/; let t = a ?? Bar.make()
        func f<T>(_ x: T...) -> [T] where T: Equatable { x.map { $0 } }
        """,
    ])
    func everySpellingScansTheSameOverLandmarksAsOverEveryName(_ source: String) {
        for detail in [OutlineDetail.full, .declarations] {
            let (landmarks, everyToken, _) = Self.outlines(Array(source.utf8), detail: detail)
            #expect(landmarks == everyToken)
        }
    }

    /// Every Swift file of the samples (whole apps, as teams write them) and of the test fixtures.
    @Test func everySampleFileScansTheSameOverLandmarksAsOverEveryName() throws {
        var files = 0
        for folder in ["Samples", "Tests"] {
            let root = URL(fileURLWithPath: repositoryRoot).appendingPathComponent(folder)
            guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in walker where url.pathExtension == "swift" && !url.hasDirectoryPath && !url.path.contains("/.build") {
                let bytes = try [UInt8](Data(contentsOf: url))
                let (landmarks, everyToken, _) = Self.outlines(bytes, detail: .full)
                #expect(landmarks == everyToken, "\(url.path)")
                files += 1
            }
        }
        #expect(files > 100)
    }
}
