import RxFlow

/// Steps of the modal Settings flow. `close` leaves it.
enum SettingsStep: Step {
    case overview
    case notifications
    case privacy
    case close
}
