import StepGraphCore
extension Rules {
    static let presentedWithoutSuper = LintRule(
        description: RuleDescription(
            id: "presented_without_super", name: "Presented Without Super", defaultSeverity: .warning, isOptIn: false,
            summary: "An XCoordinator `BasicCoordinator` subclass overrides `presented(from:)` without calling `super`, so its initial route never runs.",
            rationale: """
            A `BasicCoordinator` (and `BasicNavigationCoordinator`, `BasicViewCoordinator`, \
            `BasicTabBarCoordinator`) loads its `initialRoute` in `presented(from:)` unless it is \
            built with `initialLoadingType: .immediately`. An override that does not call \
            `super.presented(from:)` skips it: the coordinator shows an empty root. Call `super` first. \
            The rule reads subclasses that pass an initial route, and stays silent when the code names \
            `.immediately` or passes an `initialLoadingType:` other than `.presented`, the override triggers or performs a transition itself, or part of it is out \
            of sight: it calls a method of its own (Swift lets any method call `super.presented(from:)`), \
            or expands a macro. A warning: the app shows an empty root, it does not crash.
            """,
            triggering: [
                RuleExample(
                    """
                    import XCoordinator
                    enum HelpRoute: Route { case faq }
                    final class HelpCoordinator: BasicNavigationCoordinator<HelpRoute> {
                        init() {
                            super.init(initialRoute: .faq)
                        }
                        override func ↓presented(from presentable: Presentable?) {
                            Analytics.shared.track("help")
                            print("help shown")
                        }
                        override func prepareTransition(for route: HelpRoute) -> NavigationTransition { .push(FAQViewController()) }
                    }
                    """),
            ],
            nonTriggering: [
                RuleExample(
                    """
                    import XCoordinator
                    enum HelpRoute: Route { case faq }
                    final class HelpCoordinator: BasicNavigationCoordinator<HelpRoute> {
                        init() {
                            super.init(initialRoute: .faq)
                        }
                        override func presented(from presentable: Presentable?) {
                            super.presented(from: presentable)
                            Analytics.shared.track("help")
                        }
                    }
                    final class AboutCoordinator: BasicViewCoordinator<HelpRoute> {
                        init() {
                            super.init(rootViewController: AboutViewController(), initialRoute: .faq, initialLoadingType: .immediately)
                        }
                        override func presented(from presentable: Presentable?) {}
                    }
                    /// A navigation coordinator runs its initial route in init: presented(from:) is free to override.
                    final class FeedCoordinator: NavigationCoordinator<HelpRoute> {
                        init() { super.init(initialRoute: .faq) }
                        override func presented(from presentable: Presentable?) {}
                    }
                    final class ContactCoordinator: BasicNavigationCoordinator<HelpRoute> {
                        init() { super.init(initialRoute: .faq) }
                        override func presented(from presentable: Presentable?) { trigger(.faq) }
                    }
                    /// The loading type is the caller's: it may be `.immediately`.
                    final class PolicyCoordinator: BasicNavigationCoordinator<HelpRoute> {
                        init(loading: InitialLoadingType) {
                            super.init(initialRoute: .faq, initialLoadingType: loading)
                        }
                        override func presented(from presentable: Presentable?) {}
                    }
                    /// The helper may call super (any method of the class can).
                    final class GuideCoordinator: BasicNavigationCoordinator<HelpRoute> {
                        init() { super.init(initialRoute: .faq) }
                        override func presented(from presentable: Presentable?) {
                            self.startTracking(presentable)
                        }
                        private func startTracking(_ presentable: Presentable?) {
                            super.presented(from: presentable)
                        }
                    }
                    final class TipsCoordinator: BasicViewCoordinator<HelpRoute> {
                        init() { super.init(rootViewController: TipsViewController(), initialRoute: .faq) }
                        override func presented(from presentable: Presentable?) {
                            #if DEBUG
                            print(#function)
                            #endif
                            #forwardPresentation(from: presentable)
                        }
                    }
                    """),
            ],
            proof: RuleProof(
                reportsOnlyWhen: """
                a subclass of `BasicCoordinator` (or of its navigation, view or tab bar alias) with an initial route \
                overrides `presented(from:)` and the override's body names neither `super.presented(from:)` nor a \
                trigger or `performTransition`
                """,
                silentWhen: """
                its code names `.immediately` or passes or declares an `initialLoadingType:` other than `.presented`, \
                or the override calls a method or closure property of the coordinator or its superclasses (any may \
                call `super`) or expands a macro (a not-checked note says where)
                """)),
        check: { navigation, rule in
            (navigation.model.xcoordinator?.presentedWithoutSuper ?? []).map { site in
                rule.finding("\(site.coordinator) overrides presented(from:) without calling super: a BasicCoordinator runs its initial route there, so it never runs",
                             at: SourceLocation(file: site.file, line: site.line, column: site.column),
                             about: .flow(site.coordinator))
            }
        })
}
