import Foundation
import RxSwift

/// Dependencies handed down to flows and view models.
final class AppServices {
    let session = SessionService()
    let movies = MovieService()
    let network = NetworkMonitor()
}

final class SessionService: ReactiveCompatible {
    private(set) var isOnboarded = UserDefaults.standard.bool(forKey: "onboarded")
    var isLoggedIn: Bool { userName != nil }
    private(set) var userName: String?
    fileprivate let logoutSubject = PublishSubject<Void>()

    func signIn(as name: String) { userName = name; isOnboarded = true }
    func logOut() { userName = nil; logoutSubject.onNext(()) }
}

extension Reactive where Base: SessionService {
    var didLogOut: Observable<Void> { base.logoutSubject.asObservable() }
}

final class MovieService {
    func movie(id: Int) -> Single<Movie> { .just(Movie(id: id, title: "Movie \(id)", trailer: nil)) }
}

final class NetworkMonitor {
    var isOnline: Bool { true }
}

struct Movie {
    let id: Int
    let title: String
    let trailer: URL?
}
