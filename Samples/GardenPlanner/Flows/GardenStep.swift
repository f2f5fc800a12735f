import RxFlow

/// The RxFlow half of the app: the beds and their plants. The journal is the newer module, written
/// with FunctionalNavigationFlowKit and started from an arm of GardenFlow.
enum GardenStep: Step {
    case beds
    case bed(id: Int)
    case plant(name: String)
    case journal
}
