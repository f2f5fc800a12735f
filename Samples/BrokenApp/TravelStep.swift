import RxFlow

/// Steps of a travel app with planted navigation mistakes (see README.md next to this file).
enum TravelStep: Step {
    case tripList
    case tripPicked(id: Int)
    case booking
    case bookingRequested
    case bookingDone
    case tripShared(id: Int)
    case help
    case helpClosed
    case tripMap(id: Int)
    case profile
    case profileEdit
    case profileHelp
    case profileClosed
    case signedOut
    case reloadTrips
    case tripsChanged
    case alert           // dead: only a UIKit `.alert` and a non-step enum's `.alert` use this name
    case logout          // dead: only an @objc method of the same name is used, via #selector
    case promoBanner     // dead: declared, never emitted, never handled
    case legacyImport    // dead: handled by TripsFlow, never emitted
}

/// Not a Step: shares the case name `alert` with TravelStep.
enum BannerStyle {
    case alert
    case toast
}
