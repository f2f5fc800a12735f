import RxFlow

/// The steps every module shares.
public enum AppStep: Step {
    case launch
    case launchFinished
    case home
    case itemPicked(id: Int)
    case settings
    case settingsDone
}
