import XCTest
import RxFlow
import RxRelay
@testable import XcodeShop

final class AppFlowTests: XCTestCase {
    func testACancelledOrderIsNotHandledYet() {
        let flow = AppFlow(window: UIWindow())
        let stepper = TestStepper()
        stepper.steps.accept(ShopStep.orderCancelled)
        XCTAssertNotNil(flow.root)
    }
}

final class TestStepper: Stepper {
    let steps = PublishRelay<Step>()
}
