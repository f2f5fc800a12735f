extension Rules {
    static let sharedStepper = LintRule(
        description: RuleDescription(
            id: "shared_stepper", name: "Shared Stepper", defaultSeverity: .warning, isOptIn: false,
            summary: "One stepper instance handed to RxFlow in two places.",
            rationale: """
            Each contribution (and each `coordinate(flow:with:)`) subscribes to its stepper's `steps` \
            on its own (`FlowCoordinator.swift`, where contributed steppers are listened to one by \
            one). When the same instance — a singleton such as `AppStepper.shared`, one property of \
            the flow, one local — is handed over twice, every step it emits is delivered to each \
            subscriber whose screen is visible: `navigate(to:)` runs twice (the screen is pushed \
            twice), or the step reaches a flow that was not meant to see it. Give each screen its \
            own stepper. Reported only where the code names the very same instance at both places \
            (a static member, a property the flow declares, or a local handed over twice in one \
            `.multiple` list). A place reached from several arms counts once, the contributions of \
            one arm count once (its branches may exclude each other), and so do the starts (an app \
            delegate and a scene delegate may both start the app; only one does).
            """,
            triggering: [
                // A singleton given to the coordinator and contributed again by a flow.
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
                // One property of the flow contributed by two arms.
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
                                return .one(flowContributor: .↓contribute(withNextPresentable: viewController, withNextStepper: self.tripViewModel))
                            default: return .none
                    """, extra: "    private let tripViewModel = TripViewModel()"))
                    \(ExampleCode.start("AppFlow", with: "AppStep.home"))
                    """),
                // One local contributed with two screens shown together.
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
                    """))
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
            ]),
        check: { navigation, rule in
            let routing = navigation.routing
            /// `key` says which places are one: an arm (its branches may exclude each other), one
            /// contribution of a local (several only within one `.multiple` list), all starts (an app
            /// and a scene delegate may both start the app; one of them runs).
            struct Place { var location: SourceLocation; var flow: String; var key: String }
            var places: [String: [Place]] = [:]
            for flow in routing.model.flows {
                for arm in routing.armsThatRun(of: flow.name) {
                    for contributor in arm.contributors ?? [] {
                        guard let instance = contributor.stepperInstance else { continue }
                        let key = instance.hasPrefix("local ") ? "\(contributor.location)" : "arm \(arm.location)"
                        places[instance, default: []].append(Place(location: contributor.location, flow: flow.name, key: key))
                    }
                }
            }
            for start in routing.model.coordinations where start.kind == .root {
                guard let instance = start.stepperInstance else { continue }
                places[instance, default: []].append(Place(location: start.location, flow: start.flow, key: "start"))
            }
            return places.keys.sorted().compactMap { instance -> Finding? in
                var seen: Set<String> = []
                let unique = places[instance]!.sorted { $0.location < $1.location }.filter { seen.insert($0.key).inserted }
                guard unique.count > 1 else { return nil }
                let name = instance.hasPrefix("local ") ? String(instance.dropFirst(6).prefix { $0 != "@" }) : instance
                let flows = Array(Set(unique.map(\.flow))).sorted()
                return rule.finding("The stepper \(name) is handed to RxFlow \(unique.count) times (\(flows.joined(separator: ", "))): "
                                        + "RxFlow listens to it once per hand-over, so one step can navigate twice or in the wrong flow",
                                    at: unique[1].location,
                                    related: unique.enumerated().filter { $0.offset != 1 }.map {
                                        RelatedLocation(location: $0.element.location, message: "also handed to RxFlow here")
                                    },
                                    about: .stepper(name, flows: flows))
            }
        })
}
