import Observation

/// Owns the Trails tab's stack and its sheet; screens reach it through the environment.
@Observable
final class TrailsRouter {
    var path: [TrailRoute] = []
    var presentedSheet: TrailSheet?

    func navigate(to route: TrailRoute) {
        path.append(route)
    }

    func popToRoot() {
        path.removeAll()
    }
}

/// The sheets the Trails tab presents, one at a time.
enum TrailSheet: Identifiable {
    case newEntry
    case share(Trail)

    var id: String {
        switch self {
        case .newEntry:
            "new-entry"
        case .share(let trail):
            "share-\(trail.id.uuidString)"
        }
    }
}
