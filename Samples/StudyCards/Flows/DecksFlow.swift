import UIKit
import FunctionalNavigationFlowKit

/// The deck list; a deck's page; studying a deck card by card; creating a deck modally.
func DecksFlow(in navigationController: UINavigationController) -> Flow {
    PushFlow(
        in: navigationController,
        animated: false,
        configuration: .title("Decks"),
        DecksViewController(routes: DecksRoutes(
            open: { deck in
                PushFlow(in: navigationController, DeckDetailsFactory.make(deck: deck, study: {
                    CardFlow(in: navigationController, card: deck.cards[0])()
                }))()
            },
            create: PresentFlow(
                in: navigationController,
                configuration: .presentationStyle(.formSheet),
                CreateDeckViewController(onClose: DismissFlow(in: navigationController))
            ),
            share: { deck in
                PresentFlow(in: navigationController, ShareDeckViewController(deck: deck))()
            }
        ))
    )
}

/// One card, then the next one, as deep as the deck goes.
func CardFlow(in navigationController: UINavigationController, card: Card) -> Flow {
    ReplaceTopFlow(
        in: navigationController,
        CardViewController(card: card, next: { nextCard in
            CardFlow(in: navigationController, card: nextCard)()
        })
    )
}

/// Shows a screen in place of the top one (the stack does not grow while studying).
func ReplaceTopFlow(in navigationController: UINavigationController,
                    _ screen: @autoclosure @escaping () -> UIViewController) -> Flow {
    return {
        var stack = navigationController.viewControllers
        if stack.count > 1 { stack.removeLast() }
        stack.append(screen())
        navigationController.setViewControllers(stack, animated: true)
    }
}

/// An archive of old decks. Planted mistake: nothing calls this flow.
func ArchiveFlow(in navigationController: UINavigationController) -> Flow {
    PushFlow(in: navigationController, ArchiveViewController())
}
