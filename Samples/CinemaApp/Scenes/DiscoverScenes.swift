import UIKit
import RxFlow
import RxSwift
import RxCocoa

final class DiscoverViewModel: Stepper {
    let steps = PublishRelay<Step>()
    let selectedMovie = PublishRelay<Int>()
    private let services: AppServices
    private let disposeBag = DisposeBag()

    init(services: AppServices) {
        self.services = services
        selectedMovie
            .map { CinemaStep.movieDetail(id: $0) }
            .bind(to: steps)
            .disposed(by: disposeBag)
    }
}

final class DiscoverViewController: UIViewController {
    let viewModel: DiscoverViewModel

    init(viewModel: DiscoverViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }
}

final class MovieDetailViewModel: Stepper {
    let steps = PublishRelay<Step>()
    private let movieID: Int
    private let services: AppServices

    init(movieID: Int, services: AppServices) {
        self.movieID = movieID
        self.services = services
    }

    func didSelectCast(_ name: String) {
        steps.accept(CinemaStep.castMember(name: name))
    }

    func playTrailer(_ movie: Movie) {
        guard let url = movie.trailer else { return }
        steps.accept(CinemaStep.trailer(url: url))
    }
}

final class MovieDetailViewController: UIViewController {
    let viewModel: MovieDetailViewModel

    init(viewModel: MovieDetailViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }
}

/// A screen that is its own stepper: tapping a filmography entry opens that movie.
final class CastViewController: UIViewController, Stepper {
    let steps = PublishRelay<Step>()
    private let name: String

    init(name: String) {
        self.name = name
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    func didPickFilm(_ id: Int) {
        steps.accept(CinemaStep.movieDetail(id: id))
    }
}

final class TrailerViewController: UIViewController, Stepper {
    let steps = PublishRelay<Step>()
    private let url: URL

    init(url: URL) {
        self.url = url
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    @objc private func close() {
        steps.accept(CinemaStep.trailerClosed)
    }
}
