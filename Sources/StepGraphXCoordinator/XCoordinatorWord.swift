import StepGraphCore
/// XCoordinator 1.x–2.2.1 (and the unreleased 3.0 `any Router<R>`): its module names, route,
/// coordinator and router types, and the members apps call to trigger routes and set the root.
package enum XCoordinatorWord: UInt8, VocabularyWord {
    case XCoordinator, XCoordinatorRx, XCoordinatorCombine, Route, prepareTransition, trigger, contextTrigger
    case NavigationCoordinator, TabBarCoordinator, ViewCoordinator, SplitCoordinator, PageCoordinator, BasicCoordinator
    case BaseCoordinator, BasicNavigationCoordinator, BasicViewCoordinator, BasicTabBarCoordinator, RedirectionRouter
    case UnownedRouter, WeakRouter, StrongRouter, AnyRouter, unownedRouter, weakRouter, strongRouter
    case initialRoute, mapToParentRoute, deepLink, triggerPublisher, chain, registerPeek, registerInteractiveTransition
    /// 1.x names (renamed or removed in 2.0).
    case anyRouter, generateRootViewController, superRouter, mapToSuperRoute, RedirectionCoordinator

    package static let table = WordTable(XCoordinatorWord.self)
}
