import UIKit
import XCoordinator

/// The tab bar: the user's trips and the destinations to explore.
final class HomeCoordinator: TabBarCoordinator<HomeRoute> {
    private let tripsRouter: StrongRouter<TripsRoute>
    private let exploreRouter: StrongRouter<ExploreRoute>

    init(session: Session,
         tripsRouter: StrongRouter<TripsRoute> = TripsCoordinator().strongRouter,
         exploreRouter: StrongRouter<ExploreRoute> = ExploreCoordinator().strongRouter) {
        self.tripsRouter = tripsRouter
        self.exploreRouter = exploreRouter
        super.init(tabs: [tripsRouter] + (session.hasCatalogue ? [exploreRouter] : []) as [Presentable], select: tripsRouter)
    }

    override func prepareTransition(for route: HomeRoute) -> TabBarTransition {
        switch route {
        case .trips: return .select(tripsRouter)
        case .explore: return .select(exploreRouter)
        }
    }
}
