import UIKit

struct Card { let front: String; let back: String }
struct Deck { let title: String; let cards: [Card] }

/// What the deck list can open.
struct DecksRoutes {
    let open: (Deck) -> Void
    let create: () -> Void
    /// Planted mistake: supplied by the flow, never invoked by the list.
    let share: (Deck) -> Void
}

final class DecksViewModel {
    enum Event { case selected(Deck), addTapped, refresh }
    var onEvent: (Event) -> Void = { _ in }
    func select(_ deck: Deck) { onEvent(.selected(deck)) }
}

final class DecksViewController: UITableViewController {
    private let routes: DecksRoutes
    private let viewModel = DecksViewModel()

    init(routes: DecksRoutes) {
        self.routes = routes
        super.init(style: .plain)
        viewModel.onEvent = { [weak self] event in
            guard let self else { return }
            switch event {
            case .selected(let deck): self.routes.open(deck)
            case .addTapped: self.routes.create()
            case .refresh: self.tableView.reloadData()
            }
        }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }
}

enum DeckDetailsFactory {
    static func make(deck: Deck, study: @escaping () -> Void) -> UIViewController {
        DeckDetailsViewController(deck: deck, study: study)
    }
}

final class DeckDetailsViewController: UIViewController {
    private let deck: Deck
    private let study: () -> Void

    init(deck: Deck, study: @escaping () -> Void) {
        self.deck = deck
        self.study = study
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    @objc private func studyTapped() { study() }
}

final class CardViewController: UIViewController {
    private let card: Card
    private let next: (Card) -> Void

    init(card: Card, next: @escaping (Card) -> Void) {
        self.card = card
        self.next = next
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    func showNext(_ card: Card) { next(card) }
}

final class CreateDeckViewController: UIViewController {
    private let onClose: () -> Void

    init(onClose: @escaping () -> Void) {
        self.onClose = onClose
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    @objc private func cancelTapped() { onClose() }
}

final class ShareDeckViewController: UIViewController {
    init(deck: Deck) { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }
}

final class ArchiveViewController: UIViewController {}
