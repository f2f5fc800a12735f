import Foundation

/// Everything the Trails tab pushes onto its stack.
enum TrailRoute: Hashable {
    case detail(Trail.ID)
    case map(region: String)
    case reviews(Trail.ID)
    case author(User.ID)
    case photos(Trail.ID)
    case conditions(Trail.ID)
    case elevationProfile(Trail.ID)
}
