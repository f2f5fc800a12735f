import UIKit
import RxSwift

/// Anything that can be shown: a view controller, a window, or a flow through its root.
public protocol Presentable {
    var rxVisible: Observable<Bool> { get }
    var rxDismissed: Single<Void> { get }
}

extension UIViewController: Presentable {
    public var rxVisible: Observable<Bool> { return Observable.just(true) }
    public var rxDismissed: Single<Void> { return Single.never() }
}

extension UIWindow: Presentable {
    public var rxVisible: Observable<Bool> { return Observable.just(true) }
    public var rxDismissed: Single<Void> { return Single.never() }
}
