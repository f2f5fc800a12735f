import Foundation
import RxSwift
import RxCocoa

private var stepKey = "stepKey"

/// Something that emits steps: a view model, a service, a one-shot stepper.
public protocol Stepper: class {
    var steps: Observable<Step> { get }
}

public extension Stepper {
    /// Each stepper gets its own relay, attached on first use.
    var step: BehaviorRelay<Step> {
        if let relay = objc_getAssociatedObject(self, &stepKey) as? BehaviorRelay<Step> {
            return relay
        }
        let relay = BehaviorRelay<Step>(value: NoStep())
        objc_setAssociatedObject(self, &stepKey, relay, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        return relay
    }

    var steps: Observable<Step> {
        return self.step.asObservable()
    }
}

/// Emits one step, once.
public class OneStepper: Stepper {
    public init(withSingleStep singleStep: Step) {
        self.step.accept(singleStep)
    }
}

/// Merges the steps of several steppers.
public class CompositeStepper: Stepper {
    private let innerSteppers: [Stepper]

    public init(steppers: [Stepper]) {
        self.innerSteppers = steppers
    }

    public var steps: Observable<Step> {
        return Observable.merge(innerSteppers.map { $0.steps })
    }
}
