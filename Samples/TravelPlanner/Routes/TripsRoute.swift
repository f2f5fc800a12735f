import XCoordinator

enum TripsRoute: Route {
    case list
    case detail(id: String)
    case addTrip
    case booking(tripID: String)
    case packing(tripID: String)
    case archive
    case close
}

enum PackingRoute: Route {
    case checklist(tripID: String)
    case rainWarning
}

enum BookingRoute: Route {
    case flights(tripID: String)
    case confirm(flight: Flight)
    case cancel
    case done
}
