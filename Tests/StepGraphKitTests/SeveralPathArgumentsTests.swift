import Foundation
import Testing
import StepGraphTestSupport

/// `stepgraph lint A B`: each file is shown by its path from the arguments' common folder, so two
/// folders holding a file of one relative name are two files, each finding under its own.
@Suite struct SeveralPathArgumentsTests {
    static func app(_ prefix: String) -> String {
        """
        import RxFlow
        enum \(prefix)Step: Step { case home, unused\(prefix) }
        final class \(prefix)Flow: Flow {
            var root: Presentable { UINavigationController() }
            func navigate(to step: Step) -> FlowContributors {
                guard let step = step as? \(prefix)Step else { return .none }
                switch step {
                case .home: return .none
                case .unused\(prefix): return .none
                }
            }
        }
        final class \(prefix)ViewModel: Stepper {
            let steps = PublishRelay<Step>()
            func open() { steps.accept(\(prefix)Step.home) }
        }
        """
    }

    @Test func twoFoldersWithOneFileNameKeepTheirFindingsApart() throws {
        let root = try temporaryDirectory()
        for name in ["Shop", "Admin"] {
            try FileManager.default.createDirectory(atPath: root + "/\(name)/Sources", withIntermediateDirectories: true)
            try Self.app(name).write(toFile: root + "/\(name)/Sources/App.swift", atomically: true, encoding: .utf8)
        }
        for arguments in [["Shop", "Admin"], [root + "/Shop", root + "/Admin/"], ["Admin", "./Shop"]] {
            let run = try runTool(["lint"] + arguments, in: root)
            let lines = run.stdout.split(separator: "\n").filter { $0.contains("dead_step") }.map(String.init).sorted()
            let shown = lines.map { $0.hasPrefix(root + "/") ? String($0.dropFirst(root.count + 1)) : $0 }
            #expect(shown == [
                "Admin/Sources/App.swift:2:35: warning: Step 'AdminStep.unusedAdmin' is declared but nothing emits it (handled by AdminFlow) (dead_step)",
                "Shop/Sources/App.swift:2:34: warning: Step 'ShopStep.unusedShop' is declared but nothing emits it (handled by ShopFlow) (dead_step)",
            ], "\(arguments): \(run.stdout)")
        }
    }
}
