@_exported import StepGraphCore
import StepGraphRxFlow
import StepGraphFNFK
import StepGraphXCoordinator
import StepGraphSwiftUI
extension FrontEndRegistry {
    /// The front ends StepGraph ships: RxFlow, FunctionalNavigationFlowKit, XCoordinator and SwiftUI.
    public static let standard = FrontEndRegistry(
        [RxFlowFrontEnd(), FNFKFrontEnd(), XCoordinatorFrontEnd(), SwiftUIFrontEnd()],
        // The order docs/rules.md has listed the rules in since they were written (not a registration:
        // a front end's rules are documented whether or not they are named here).
        documentationOrder: [
            "dead_step", "unhandled_step", "misrouted_step", "end_step_unhandled_by_parent", "never_ending_flow",
            "unreachable_flow", "deprecated_rxflow_api", "dead_route", "unreachable_screen", "unused_flow",
            "nothing_to_go_back_to", "push_into_hidden_container", "default_stepper_home_unhandled",
            "stepper_presentable_not_shown", "ready_never_fires", "shared_stepper", "dismissed_steps_allowed",
            "forward_to_current_loop", "end_forwarded_from_root", "route_without_arm", "redirection_without_map",
            "deep_link_without_router", "child_not_retained", "push_navigation_coordinator", "root_delegate_replaced",
            "deprecated_xcoordinator_api", "flow_is_stepper", "default_swallows_steps", "duplicate_arm",
            "unreachable_step", "stepper_never_contributed",
        ])
}

extension Analyzer {
    /// An analyzer running StepGraph's front ends (`FrontEndRegistry.standard`).
    public static let standard = Analyzer(frontEnds: .standard)
}
