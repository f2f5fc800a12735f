import StepGraphCore
extension Rules {
    static let sharedStepper = LintRule(
        description: RuleDescription(
            id: "shared_stepper", name: "Shared Stepper", defaultSeverity: .warning, isOptIn: false,
            summary: "One stepper instance handed to RxFlow in two places.",
            rationale: """
            Each contribution (and each `coordinate(flow:with:)`) subscribes to its stepper's `steps` \
            on its own (`FlowCoordinator.swift`, where contributed steppers are listened to one by \
            one), and pauses it while its presentable is not displayed (`rxVisible`). When the same \
            instance — a singleton such as `AppStepper.shared`, one property of the flow, one local \
            — is handed over at two places whose screens are displayed at once, every step it emits \
            is delivered twice: `navigate(to:)` runs twice (the screen is pushed twice), or the step \
            reaches a flow that was not meant to see it. Give each screen its own stepper. Only the \
            top of a navigation stack is displayed, so a screen pushed over another pauses the one \
            below: that is not reported. A place reached from several arms counts once, the \
            contributions of one arm count once (its branches may exclude each other), and so do \
            the starts (an app delegate and a scene delegate may both start the app; only one does).
            """,
            triggering: [
                // A singleton given to the coordinator and contributed again by a flow: the flow's
                // own stepper is listened to whatever screen is on top.
                RuleExample(
                    """
                    \(ExampleCode.appStep)
                    final class HomeViewController: UIViewController {}
                    final class AppStepper: Stepper {
                        static let shared = AppStepper()
                        let steps = PublishRelay<Step>()
                        var initialStep: Step { AppStep.home }
                        func openDetail() { steps.accept(AppStep.detail(id: 1)) }
                    }
                    \(ExampleCode.flow("AppFlow", arms: """
                            case .home:
                                let viewController = HomeViewController()
                                rootViewController.pushViewController(viewController, animated: false)
                                return .one(flowContributor: .contribute(withNextPresentable: viewController, withNextStepper: AppStepper.shared))
                            default: return .none
                    """))
                    final class AppDelegate {
                        let coordinator = FlowCoordinator()
                        func start() { coordinator.↓coordinate(flow: AppFlow(), with: AppStepper.shared) }
                    }
                    """),
                // A sheet (not full screen) over the screen that holds the same view model.
                RuleExample(
                    """
                    \(ExampleCode.appStep)
                    final class HomeViewController: UIViewController {}
                    final class DetailViewController: UIViewController {}
                    \(ExampleCode.viewModel("TripViewModel", emits: ["AppStep.detail(id: 2)", "AppStep.done"]))
                    \(ExampleCode.flow("AppFlow", arms: """
                            case .home:
                                let viewController = HomeViewController()
                                rootViewController.setViewControllers([viewController], animated: false)
                                return .one(flowContributor: .contribute(withNextPresentable: viewController, withNextStepper: tripViewModel))
                            case .detail:
                                let viewController = DetailViewController()
                                rootViewController.present(viewController, animated: true)
                                return .one(flowContributor: .↓contribute(withNextPresentable: viewController, withNextStepper: self.tripViewModel))
                            default: return .none
                    """, extra: "    private let tripViewModel = TripViewModel()"))
                    \(ExampleCode.start("AppFlow", with: "AppStep.home"))
                    """),
                // One local contributed with two tabs.
                RuleExample(
                    """
                    \(ExampleCode.appStep)
                    final class MapViewController: UIViewController {}
                    final class ListViewController: UIViewController {}
                    \(ExampleCode.viewModel("TripViewModel", emits: ["AppStep.done"]))
                    \(ExampleCode.flow("AppFlow", arms: """
                            case .home:
                                let viewModel = TripViewModel()
                                let map = MapViewController()
                                let list = ListViewController()
                                rootViewController.setViewControllers([map, list], animated: false)
                                return .multiple(flowContributors: [
                                    .contribute(withNextPresentable: map, withNextStepper: viewModel),
                                    .↓contribute(withNextPresentable: list, withNextStepper: viewModel),
                                ])
                            default: return .none
                    """).replacingOccurrences(of: "UINavigationController()", with: "UITabBarController()"))
                    \(ExampleCode.start("AppFlow", with: "AppStep.home"))
                    """),
            ],
            nonTriggering: [
                RuleExample(
                    """
                    \(ExampleCode.appStep)
                    final class HomeViewController: UIViewController {}
                    \(ExampleCode.viewModel("TripViewModel", emits: ["AppStep.done"]))
                    \(ExampleCode.flow("AppFlow", arms: """
                            case .home:
                                let viewModel = TripViewModel()
                                let viewController = HomeViewController()
                                rootViewController.setViewControllers([viewController], animated: false)
                                return .one(flowContributor: .contribute(withNextPresentable: viewController, withNextStepper: viewModel))
                            case .detail:
                                let viewModel = TripViewModel()
                                let viewController = HomeViewController()
                                rootViewController.pushViewController(viewController, animated: true)
                                return .one(flowContributor: .contribute(withNextPresentable: viewController, withNextStepper: viewModel))
                            default: return .none
                    """))
                    \(ExampleCode.start("AppFlow", with: "AppStep.home"))
                    """),
                // One helper reached from two arms is one place.
                RuleExample(
                    """
                    \(ExampleCode.appStep)
                    final class HomeViewController: UIViewController {}
                    \(ExampleCode.viewModel("TripViewModel", emits: ["AppStep.done"]))
                    \(ExampleCode.flow("AppFlow", arms: """
                            case .home, .done: return showHome()
                            default: return .none
                    """, extra: """
                        private let viewModel = TripViewModel()
                        private func showHome() -> FlowContributors {
                            let viewController = HomeViewController()
                            rootViewController.setViewControllers([viewController], animated: false)
                            return .one(flowContributor: .contribute(withNextPresentable: viewController, withNextStepper: viewModel))
                        }
                    """))
                    \(ExampleCode.start("AppFlow", with: "AppStep.home"))
                    """),
                // A screen pushed over the other: only the top of the stack is displayed, RxFlow
                // pauses the one below.
                RuleExample(
                    """
                    \(ExampleCode.appStep)
                    final class HomeViewController: UIViewController {}
                    final class DetailViewController: UIViewController {}
                    \(ExampleCode.viewModel("TripViewModel", emits: ["AppStep.detail(id: 2)", "AppStep.done"]))
                    \(ExampleCode.flow("AppFlow", arms: """
                            case .home:
                                let viewController = HomeViewController()
                                rootViewController.setViewControllers([viewController], animated: false)
                                return .one(flowContributor: .contribute(withNextPresentable: viewController, withNextStepper: tripViewModel))
                            case .detail:
                                let viewController = DetailViewController()
                                rootViewController.pushViewController(viewController, animated: true)
                                return .one(flowContributor: .contribute(withNextPresentable: viewController, withNextStepper: self.tripViewModel))
                            default: return .none
                    """, extra: "    private let tripViewModel = TripViewModel()"))
                    \(ExampleCode.start("AppFlow", with: "AppStep.home"))
                    """),
            ],
            proof: RuleProof(
                reportsOnlyWhen: """
                the code names the very same stepper instance (a static member, a property the flow \
                declares, or a local handed over twice in one `.multiple` list) at two places whose \
                screens can be displayed at once: the flow's own stepper (`coordinate(flow:with:)`) \
                reused as a contributor, two tabs, pages or split columns, or a modal not set to \
                `.fullScreen` over another contributor of the same flow
                """,
                silentWhen: """
                one screen is pushed over the other (only the top of a stack is displayed), the modal \
                is full screen, the places are one (a helper reached from several arms, the branches of \
                one arm, several starts), or the stepper is only of the same type
                """)),
        check: { navigation, rule in
            let routing = navigation.routing
            var places: [String: [StepperPlace]] = [:]
            for flow in routing.model.flows {
                for arm in routing.armsThatRun(of: flow.name) {
                    for contributor in arm.contributors ?? [] {
                        guard let instance = contributor.stepperInstance else { continue }
                        let key = instance.hasPrefix("local ") ? "\(contributor.location)" : "arm \(arm.location)"
                        places[instance, default: []].append(StepperPlace(location: contributor.location, flow: flow.name, key: key,
                                                                          arm: arm.location, contributor: contributor))
                    }
                }
            }
            for start in routing.model.coordinations where start.kind == .root {
                guard let instance = start.stepperInstance else { continue }
                places[instance, default: []].append(StepperPlace(location: start.location, flow: start.flow, key: "start"))
            }
            return places.keys.sorted().compactMap { instance -> Finding? in
                var seen: Set<String> = []
                let unique = places[instance]!.sorted { $0.location < $1.location }.filter { seen.insert($0.key).inserted }
                // The places some other place is displayed together with.
                let shown = unique.filter { place in unique.contains { $0.key != place.key && place.isDisplayed(with: $0, routing) } }
                guard shown.count > 1 else { return nil }
                let name = instance.hasPrefix("local ") ? String(instance.dropFirst(6).prefix { $0 != "@" }) : instance
                let flows = Array(Set(shown.map(\.flow))).sorted()
                return rule.finding("The stepper \(name) is handed to RxFlow at \(shown.count) places displayed at once (\(flows.joined(separator: ", "))): "
                                        + "RxFlow listens to it once per hand-over, so one step can navigate twice or in the wrong flow",
                                    at: shown[1].location,
                                    related: shown.enumerated().filter { $0.offset != 1 }.map {
                                        RelatedLocation(location: $0.element.location, message: "also handed to RxFlow here")
                                    },
                                    about: .stepper(name, flows: flows))
            }
        })
}

/// One place a stepper instance is handed to RxFlow: a root start (`contributor` nil) or a
/// contribution of an arm. `key` says which places are one: an arm (its branches may exclude each
/// other), one contribution of a local (several only within one `.multiple` list), all starts.
private struct StepperPlace {
    var location: SourceLocation
    var flow: String
    var key: String
    var arm: SourceLocation?
    var contributor: Contributor?

    /// Whether this place's screen can be displayed while `other`'s is: RxFlow pauses a contributor
    /// whose presentable is not displayed, and of a navigation stack only the top is.
    func isDisplayed(with other: StepperPlace, _ routing: RoutingGraph) -> Bool {
        // The flow's own stepper is listened to whatever screen is on top.
        guard let contributor, let otherContributor = other.contributor else { return true }
        if flow == other.flow {
            // Two screens of one `.multiple` list in a tab bar, page or split view controller.
            if arm == other.arm, routing.flows[flow]?.rootKind.showsChildrenSideBySide == true { return true }
            return contributor.isSheet || otherContributor.isSheet
        }
        // Two flows shown as tabs (pages, columns) of one parent.
        let tabs = { (child: String) in
            Set((routing.startsOf[child] ?? []).filter { start in
                start.embedding == .embedded && start.parentFlow.flatMap { routing.flows[$0]?.rootKind.showsChildrenSideBySide } == true
            }.compactMap(\.parentFlow))
        }
        return !tabs(flow).isDisjoint(with: tabs(other.flow))
    }
}

private extension Contributor {
    /// Presented modally and not full screen: the screen below stays displayed.
    var isSheet: Bool { presentableUses?.contains(.present) == true && presentedFullScreen != true }
}
