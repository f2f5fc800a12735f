import StepGraphCore
extension Rules {
    static let deprecatedRxFlowAPI = LintRule(
        description: RuleDescription(
            id: "deprecated_rxflow_api", name: "Deprecated RxFlow API", defaultSeverity: .warning, isOptIn: false,
            summary: "RxFlow 1.x or deprecated 2.x API, with its replacement.",
            rationale: """
            RxFlow 2 renamed `Coordinator` to `FlowCoordinator` and `NextFlowItem(s)` to \
            `FlowContributor(s)` and deprecated `.triggerParentFlow` for `.forwardToParentFlow` \
            (2.0.0), then deprecated `Flows.whenReady` for `Flows.use(_:when:)` (2.9.0). The old \
            names survive only as deprecated aliases. A name is reported only where the app's lock \
            file (`Podfile.lock`, `Package.resolved`, `Cartfile.resolved`) resolves a RxFlow version \
            that deprecates it, or a vendored copy of RxFlow's sources dates itself by its own API \
            (`FlowContributors`: 2.x; `Flows.use` too: 2.9 or later; neither: 1.x): an app pinned \
            to 1.x, or to 2.x before 2.9 for `Flows.whenReady`, uses the current API. With no version to read the rule is silent and says so in a \
            "not checked" note. Code that spells API only 1.x has (`NextFlowItem(…)`, `Flowable`, \
            `step.accept`, `.stepNotHandled`, `.end(withStepForParentFlow:)`, `withStepper:`) builds \
            with 1.x when no lock file says otherwise; those spellings are never reported (under \
            2.x they do not compile). One finding per name and module, at its first use, the \
            others as related locations.
            """,
            triggering: [
                RuleExample([
                    ("App.swift", """
                    import RxFlow
                    \(ExampleCode.appStep)
                    final class AppFlow: Flow {
                        var root: Presentable { rootViewController }
                        private let rootViewController = UINavigationController()
                        func navigate(to step: Step) -> ↓NextFlowItems {
                            guard let step = step as? AppStep else { return .none }
                            switch step {
                            case .done: return .↓triggerParentFlow(withStep: AppStep.home)
                            default: return .none
                            }
                        }
                        func helper() -> NextFlowItems { .none }
                    }
                    final class AppDelegate {
                        let coordinator = ↓Coordinator()
                    }
                    """),
                    ("Podfile.lock", """
                    PODS:
                      - RxCocoa (6.5.0):
                        - RxRelay (= 6.5.0)
                      - RxFlow (2.13.0):
                        - RxCocoa (>= 6.0.0)
                    """),
                ]),
                // `Flows.whenReady` from 2.9.0, here through SwiftPM's Package.resolved (format 2).
                RuleExample([
                    ("Dashboard.swift", """
                    import RxFlow
                    \(ExampleCode.appStep)
                    func showTabs(_ a: Flow, _ b: Flow) {
                        ↓Flows.whenReady(flow1: a, flow2: b) { (r1: UINavigationController, r2: UINavigationController) in }
                    }
                    """),
                    ("Package.resolved", """
                    {
                      "pins" : [
                        {
                          "identity" : "rxflow",
                          "kind" : "remoteSourceControl",
                          "location" : "https://github.com/RxSwiftCommunity/RxFlow.git",
                          "state" : { "revision" : "0f3ee1a", "version" : "2.10.0" }
                        }
                      ],
                      "version" : 2
                    }
                    """),
                ]),
                // Carthage's Cartfile.resolved.
                RuleExample([
                    ("AppDelegate.swift", """
                    import RxFlow
                    final class AppDelegate {
                        let coordinator = ↓Coordinator()
                    }
                    """),
                    ("Cartfile.resolved", """
                    github "ReactiveX/RxSwift" "6.5.0"
                    github "RxSwiftCommunity/RxFlow" "v2.13.2"
                    """),
                ]),
            ],
            nonTriggering: [
                // An app pinned to RxFlow 1.x: these are the current names there, not deprecated ones.
                RuleExample([
                    ("App.swift", """
                    import RxFlow
                    \(ExampleCode.appStep)
                    final class AppFlow: Flow {
                        var root: Presentable { rootViewController }
                        private let rootViewController = UINavigationController()
                        func navigate(to step: Step) -> NextFlowItems {
                            guard let step = step as? AppStep else { return .stepNotHandled }
                            switch step {
                            case .done: return .triggerParentFlow(withStep: AppStep.home)
                            default: return .one(flowItem: NextFlowItem(nextPresentable: rootViewController, nextStepper: OneStepper(withSingleStep: AppStep.home)))
                            }
                        }
                    }
                    final class AppDelegate {
                        let coordinator = Coordinator()
                    }
                    """),
                    ("Podfile.lock", "PODS:\n  - RxFlow (1.6.2)\n"),
                ]),
                // No lock file, but the code spells API only RxFlow 1.x has (`step.accept`, `NextFlowItem(`): a 1.x app.
                RuleExample(
                    """
                    import RxFlow
                    \(ExampleCode.appStep)
                    final class HomeViewModel: Stepper {
                        func open() { self.step.accept(AppStep.home) }
                    }
                    final class AppDelegate {
                        let coordinator = Coordinator()
                        func items() -> NextFlowItems { .none }
                    }
                    """),
                // No version anywhere: silent (a "not checked" note says so).
                RuleExample(
                    """
                    import RxFlow
                    final class AppDelegate {
                        let coordinator = Coordinator()
                    }
                    """),
                // `Flows.whenReady` is current before 2.9.0.
                RuleExample([
                    ("Dashboard.swift", """
                    import RxFlow
                    func showTabs(_ a: Flow, _ b: Flow) {
                        Flows.whenReady(flow1: a, flow2: b) { (r1: UINavigationController, r2: UINavigationController) in }
                    }
                    """),
                    ("Cartfile.resolved", "github \"RxSwiftCommunity/RxFlow\" \"2.8.0\"\n"),
                ]),
                RuleExample(
                    """
                    \(ExampleCode.appStep)
                    \(ExampleCode.flow("AppFlow", arms: """
                            case .done: return .one(flowContributor: .forwardToParentFlow(withStep: AppStep.home))
                            default: return .none
                    """))
                    final class AppDelegate {
                        let coordinator = FlowCoordinator()
                    }
                    """),
                // The app's own `Coordinator` protocol (a coordinator pattern beside RxFlow), not RxFlow 1.x's.
                RuleExample(
                    """
                    protocol Coordinator: AnyObject {
                        func start()
                    }
                    final class OnboardingCoordinator: Coordinator {
                        func start() {}
                    }
                    final class SceneDelegate {
                        let onboarding: Coordinator = OnboardingCoordinator()
                    }
                    """),
                // Files that do not import RxFlow spell its 1.x names as their own (a code generator's
                // switch over its own outcome enum), though the app beside them uses RxFlow.
                RuleExample([
                    ("AppFlow.swift", """
                    import RxFlow
                    \(ExampleCode.appStep)
                    \(ExampleCode.flow("AppFlow", arms: """
                            default: return .none
                    """))
                    """),
                    ("Generator.swift", """
                    enum Outcome { case stepNotHandled, triggerParentFlow(withStep: String) }
                    struct Coordinator { let name: String }
                    func describe(_ outcome: Outcome?) -> String {
                        switch outcome {
                        case .stepNotHandled?: return "none"
                        case .triggerParentFlow(let step)?: return step
                        case nil: return ""
                        }
                    }
                    let legacy = Coordinator(name: "NextFlowItems")
                    """),
                ]),
            ],
            proof: RuleProof(
                reportsOnlyWhen: """
                the app's lock files (`Podfile.lock`, `Package.resolved`, `Cartfile.resolved`), or a vendored copy \
                of RxFlow's sources by its own API, resolve a RxFlow version in which the name is deprecated (`Coordinator`, `NextFlowItems`, `NextFlowItem`, \
                `.triggerParentFlow` from 2.0.0; `Flows.whenReady` from 2.9.0), once per name and module
                """,
                silentWhen: """
                no version can be resolved (one not-checked note says so), the resolved version predates the \
                deprecation, or the code spells API only RxFlow 1.x has (`NextFlowItem(…)`, `step.accept`, \
                `.stepNotHandled`, `withStepper:`), which builds with 1.x
                """)),
        check: { navigation, rule in
            let model = navigation.routing.model
            let version = RxFlowVersion.of(model)
            // One finding per API name per module, at its first site; the others are related locations.
            let groups = Dictionary(grouping: model.legacyAPIUses.filter { version.deprecates($0.api) }) { "\($0.api)|\($0.module ?? "")" }
            return groups.keys.sorted().map { key in
                let sites = groups[key]!
                let first = sites[0]
                guard case .resolved(_, let resolved, let source) = version else { return nil }
                let since = RxFlowVersion.deprecatedFrom[first.api]!.map(String.init).joined(separator: ".")
                let places = sites.count > 1 ? " (\(sites.count) places)" : ""
                return rule.finding("'\(first.api)' is deprecated since RxFlow \(since) (RxFlow \(resolved) per \(source)): "
                                        + "use \(first.replacement)\(places)",
                                    at: SourceLocation(file: first.file, line: first.line, column: first.column),
                                    related: sites.dropFirst().map {
                                        RelatedLocation(location: SourceLocation(file: $0.file, line: $0.line, column: $0.column),
                                                        message: "also used here")
                                    },
                                    // The first site's identity, as each site had one: a stored baseline still matches it.
                                    about: .apiUse(api: first.api, file: first.file, type: first.enclosingType ?? "", occurrence: 1))
            }.compactMap { $0 }
        })
}

/// The note the rule leaves where it cannot tell the version.
enum DeprecatedRxFlowAPINotes {
    /// RxFlow's deprecated names are used, and nothing says which version the app builds with.
    static func unknownVersionNote(_ model: NavigationModel) -> NotChecked? {
        guard RxFlowVersion.of(model) == .unknown else { return nil }
        let uses = model.legacyAPIUses.filter { RxFlowVersion.deprecatedFrom[$0.api] != nil }
        guard let first = uses.first else { return nil }
        let names = Set(uses.map(\.api)).sorted()
        return NotChecked(cause: .unknownLibraryVersion, file: first.file, line: first.line,
                          message: "no Podfile.lock, Package.resolved or Cartfile.resolved says which RxFlow the app builds with: "
                            + "whether \(names.map { "'\($0)'" }.joined(separator: ", ")) \(names.count == 1 ? "is" : "are") deprecated "
                            + "there is not checked (deprecated_rxflow_api)",
                          subjects: names)
    }
}
