/// UIKit navigation calls and dependency-injection words every front end reads (how a screen is
/// shown, how a type is obtained from a container).
package enum UIKitWord: UInt8, VocabularyWord {
    case pushViewController, present, setViewControllers, dismiss, popViewController
    case popToRootViewController, popToViewController, rootViewController, show, showDetailViewController
    case viewControllers, setRoot, pushRoot, append
    case resolve, instantiate

    package static let table = WordTable(UIKitWord.self)
}
