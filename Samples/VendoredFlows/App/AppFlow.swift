import UIKit

/// Owns the window: onboarding first, then the podcasts.
final class AppFlow: Flow {
    var root: Presentable {
        return self.window
    }

    private let window: UIWindow
    private let preferences: Preferences

    init(window: UIWindow, preferences: Preferences) {
        self.window = window
        self.preferences = preferences
    }

    func navigate(to step: Step) -> NextFlowItems {
        guard let step = step as? PodcastStep else { return .stepNotHandled }

        switch step {
        case .onboardingRequired:
            return navigateToOnboarding()
        case .onboardingCompleted:
            preferences.hasSeenOnboarding = true
            return navigateToPodcasts()
        case .podcastsRequired:
            return navigateToPodcasts()
        default:
            return .stepNotHandled
        }
    }

    private func navigateToOnboarding() -> NextFlowItems {
        let onboardingFlow = OnboardingFlow()
        Flows.whenReady(flow1: onboardingFlow) { [unowned self] (root: UINavigationController) in
            self.window.rootViewController = root
        }
        return .one(flowItem: NextFlowItem(nextPresentable: onboardingFlow,
                                           nextStepper: OneStepper(withSingleStep: PodcastStep.welcome)))
    }

    private func navigateToPodcasts() -> NextFlowItems {
        let podcastsFlow = PodcastsFlow(catalog: PodcastCatalog())
        Flows.whenReady(flow1: podcastsFlow) { [unowned self] (root: UINavigationController) in
            self.window.rootViewController = root
        }
        return .one(flowItem: NextFlowItem(nextPresentable: podcastsFlow,
                                           nextStepper: OneStepper(withSingleStep: PodcastStep.podcasts)))
    }
}
