import XCoordinator

enum ExploreRoute: Route {
    case destinations
    case destination(Destination)
    case map(Destination)
}

enum CurrencyRoute: Route {
    case converter
}
