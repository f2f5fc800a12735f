import StepGraphCore
/// FunctionalNavigationFlowKit's factories, combinators and module name, in every release
/// (0.0.1–0.0.6, the untagged `main` renames, the `command-pattern` class API).
package enum FNFKWord: UInt8, VocabularyWord {
    case PushFlow, PresentFlow, PopFlow, PopToRootFlow, DismissFlow, SetTabBarItemsFlow, SetTabsFlow
    case SetWindowRootFlow, AlertFlow, DeferredBuild, Build, RecursiveBuild, LazyFlow, ConcatFlow, RecursiveFlow
    case StepperFlow, EmptyFlow, KeyWindow, FunctionalNavigationFlowKit, whenExists, withFlow, execute
    case completionFlow, items

    package static let table = WordTable(FNFKWord.self)
}
