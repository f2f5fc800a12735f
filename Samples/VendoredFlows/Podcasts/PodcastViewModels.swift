import Foundation
import RxSwift
import RxCocoa

final class PodcastCatalog {
    func podcastIds() -> [String] { return ["swift-talk", "under-the-radar"] }
    func episodeIds(of podcastId: String) -> [String] { return [podcastId + "-1", podcastId + "-2"] }
}

final class PodcastListViewModel: Stepper {
    private let catalog: PodcastCatalog

    init(catalog: PodcastCatalog) {
        self.catalog = catalog
    }

    func select(row: Int) {
        self.step.accept(PodcastStep.podcast(id: catalog.podcastIds()[row]))
    }

    func openSettings() {
        self.step.accept(PodcastStep.settings)
    }
}

final class PodcastViewModel: Stepper {
    let podcastId: String
    private let catalog: PodcastCatalog

    init(podcastId: String, catalog: PodcastCatalog) {
        self.podcastId = podcastId
        self.catalog = catalog
    }

    func play(row: Int) {
        self.step.accept(PodcastStep.episode(id: catalog.episodeIds(of: podcastId)[row]))
    }
}

final class SettingsViewModel: Stepper {
    func close() {
        self.step.accept(PodcastStep.settingsDone)
    }
}
