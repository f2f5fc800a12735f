import UIKit
import RxFlow
import RxRelay

final class GardenFlow: Flow {
    var root: Presentable { rootViewController }
    private let rootViewController = UINavigationController()

    func navigate(to step: Step) -> FlowContributors {
        guard let step = step as? GardenStep else { return .none }
        switch step {
        case .beds:
            let beds = BedsViewController()
            rootViewController.setViewControllers([beds], animated: false)
            return .one(flowContributor: .contribute(withNextPresentable: beds, withNextStepper: beds))
        case .bed(let id):
            let bed = BedViewController(bedID: id)
            rootViewController.pushViewController(bed, animated: true)
            return .one(flowContributor: .contribute(withNextPresentable: bed, withNextStepper: bed))
        case .plant(let name):
            rootViewController.pushViewController(PlantViewController(name: name), animated: true)
            return .none
        case .journal:
            // The journal module takes over this stack with its own flows.
            JournalFlow(in: rootViewController, store: JournalStore.shared)()
            return .none
        }
    }
}

final class BedsViewController: UIViewController, Stepper {
    let steps = PublishRelay<Step>()
    func didSelectBed(_ id: Int) { steps.accept(GardenStep.bed(id: id)) }
    @objc func journalTapped() { steps.accept(GardenStep.journal) }
}

final class BedViewController: UIViewController, Stepper {
    let steps = PublishRelay<Step>()
    private let bedID: Int
    init(bedID: Int) { self.bedID = bedID; super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }
    func didSelectPlant(_ name: String) { steps.accept(GardenStep.plant(name: name)) }
}

final class PlantViewController: UIViewController {
    init(name: String) { super.init(nibName: nil, bundle: nil); title = name }
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }
}
