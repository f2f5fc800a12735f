import Testing
@testable import StepGraphCore
@testable import StepGraphKit
@testable import StepGraphRxFlow
@testable import StepGraphFNFK
@testable import StepGraphXCoordinator
@testable import StepGraphSwiftUI
import StepGraphTestSupport

/// Issue 31 §6: a receiver typed only by a factory's return type is typed, so the methods called on
/// it are followed.
@Suite struct FactoryReceiverTests {
    static func app(property: String, builders: String, arm: String = "nav.showNotice(text)") -> [String: String] {
        [
            "App/Builders.swift": """
            import UIKit

            \(builders)
            """,
            "App/UIViewController+Notice.swift": """
            import UIKit

            extension UIViewController {
                func showNotice(_ text: String) {
                    present(NoticeViewController(text: text), animated: true)
                }
            }
            """,
            "Inbox/InboxFlow.swift": """
            import RxFlow
            import UIKit

            enum InboxStep: Step {
                case inbox
                case notice(String)
            }

            final class InboxFlow: Flow {
                var root: Presentable { nav }
            \(property)

                func navigate(to step: Step) -> FlowContributors {
                    guard let step = step as? InboxStep else { return .none }
                    switch step {
                    case .inbox:
                        return .one(flowContributor: .contribute(withNextPresentable: nav, withNextStepper: OneStepper(withSingleStep: InboxStep.notice("Welcome"))))
                    case .notice(let text):
                        \(arm)
                        return .none
                    }
                }
            }
            """,
        ]
    }

    static let builders = """
    enum Builders {
        enum Nav {
            static func make() -> UINavigationController {
                let navigation = UINavigationController()
                navigation.navigationBar.prefersLargeTitles = true
                return navigation
            }
        }
    }
    """

    @Test(arguments: [
        ("    lazy var nav = Builders.Nav.make()", builders, "nav.showNotice(text)"),
        ("    private lazy var nav = NavFactory.make()", builders + "\n\ntypealias NavFactory = Builders.Nav", "self.nav.showNotice(text)"),
        ("    let nav: UIViewController = UIViewController()", """
        struct Builders {
            struct Nav {
                typealias Navigation = UINavigationController
                static func make() -> Navigation { Navigation() }
            }
        }
        """, "let modal = Builders.Nav.make()\n            modal.showNotice(text)"),
    ])
    func aValueAFactoryMakesIsTypedByWhatTheFactoryReturns(property: String, builders: String, arm: String) throws {
        let m = model(Self.app(property: property, builders: builders, arm: arm))
        let notice = try #require(m.flows.first { $0.name == "InboxFlow" }?.arms.first { $0.steps == ["InboxStep.notice"] })
        #expect(notice.outcomes.contains(.present))
    }
}
