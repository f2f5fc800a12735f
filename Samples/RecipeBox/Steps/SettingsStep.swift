import RxFlow

enum SettingsStep: Step {
    case overview
    case notifications
    case about
    case licenses
    case close
}
