import UIKit
import RxSwift

/// A part of the app's navigation: a root to show and what to do for each step.
public protocol Flow: Presentable {
    var root: Presentable { get }
    func navigate(to step: Step) -> NextFlowItems
}

extension Flow {
    public var rxVisible: Observable<Bool> { return root.rxVisible }
    public var rxDismissed: Single<Void> { return root.rxDismissed }
}

/// Waits for flows to have a root before handing the roots to `block`.
public class Flows {
    public static func whenReady<Root: UIViewController>(flow1: Flow, block: @escaping (Root) -> Void) {
        guard let root = flow1.root as? Root else { fatalError("unexpected root type for \(flow1)") }
        block(root)
    }

    public static func whenReady<Root1: UIViewController, Root2: UIViewController>(
        flow1: Flow, flow2: Flow, block: @escaping (Root1, Root2) -> Void) {
        guard let root1 = flow1.root as? Root1, let root2 = flow2.root as? Root2 else { fatalError("unexpected root types") }
        block(root1, root2)
    }
}
