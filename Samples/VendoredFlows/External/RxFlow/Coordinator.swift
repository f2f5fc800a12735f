import RxSwift

/// Drives a flow with the steps of a stepper, and the flows and steppers the flow answers with.
public final class Coordinator {
    private let disposeBag = DisposeBag()

    public init() {}

    public func coordinate(flow: Flow, withStepper stepper: Stepper) {
        stepper.steps
            .filter { !($0 is NoStep) }
            .subscribe(onNext: { [unowned self] step in
                self.handle(flow.navigate(to: step))
            })
            .disposed(by: disposeBag)
    }

    private func handle(_ items: NextFlowItems) {
        switch items {
        case .one(let item):
            if let child = item.nextPresentable as? Flow {
                self.coordinate(flow: child, withStepper: item.nextStepper)
            }
        case .multiple(let items):
            items.forEach { self.handle(.one(flowItem: $0)) }
        case .end, .triggerParentFlow, .none, .stepNotHandled:
            break
        }
    }
}
