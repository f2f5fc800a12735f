import StepGraphCore
/// RxFlow 1.x and 2.x: step enums, flows and their `navigate(to:)` arms, steppers and emissions.
package struct RxFlowFrontEnd: NavigationFrontEnd {
    package init() {}
    package var framework: Framework { .rxflow }
    package var vocabulary: [String] { RxFlowWord.spellings }
    package var libraryModules: Set<String> { RxFlowFrontEnd.libraryModuleNames }
    /// Built once: `spelling` is `String(describing:)`, a runtime cast each time, and linking asks per file.
    package static let libraryModuleNames: Set<String> = [RxFlowWord.RxFlow.spelling]
    /// 1.x and 2.x: the three protocols every version declares, and at least two more of its types.
    package var librarySignature: LibrarySignature {
        let words: [RxFlowWord] = [
            .Step, .Stepper, .Flow, .Presentable, .FlowCoordinator, .Coordinator, .FlowContributors, .FlowContributor,
            .NextFlowItems, .NextFlowItem, .Flowable, .Flows, .OneStepper, .CompositeStepper, .DefaultStepper, .NoneStepper, .RxFlowStep,
        ]
        return LibrarySignature(module: RxFlowWord.RxFlow.spelling,
                                names: Set(words.map(\.spelling) + ["NoneStep", "NoStep", "Synchronizable", "HasDisposeBag"]),
                                required: Set([RxFlowWord.Step, .Stepper, .Flow].map(\.spelling)), minimum: 5,
                                members: [RxFlowWord.Flows.spelling: [RxFlowWord.use.spelling]],
                                // `FlowContributors` replaced `NextFlowItems` in 2.0; `Flows.use` came in 2.9.
                                versions: [([RxFlowWord.FlowContributors.spelling, "Flows.use"], "2.9 or later"),
                                           ([RxFlowWord.FlowContributors.spelling], "2.x before 2.9"),
                                           ([], "1.x")])
    }

    package func claims(_ src: SourceView, words: VocabularyMask) -> Bool {
        words.intersects(RxFlowExtractor.relevantWords)
    }

    /// A file that never mentions RxFlow may still hold step values (`MenuItem(step: .about)`, a
    /// static shortcut in an extension): the names of the step enums, their cases and shortcuts. Or
    /// the methods a flow's code calls on other values (`nav.showNotice(text)` declared in an
    /// `extension UIViewController` of a file importing only UIKit, a screen's own `openHelp()`).
    package func followUpNames(_ index: TypeIndex, files: [FileFacts]) -> Set<String> {
        var names: Set<String> = []
        let (step, flow) = (RxFlowWord.Step.spelling, RxFlowWord.Flow.spelling)
        let conformers = index.conformers(to: [step, flow])
        for name in conformers[step]?.keys ?? [:].keys where index.kind(of: name) == .enum {
            names.insert(TypeIndex.simpleName(name))
            for declaration in index.declarations[name] ?? [] {
                for stepCase in declaration.fact.cases { names.insert(stepCase.name) }
            }
        }
        let flows = conformers[flow] ?? [:]
        for facts in files.claimedFacts(RxFlowFileFacts.self) {
            for function in facts.functions where flows[index.resolve(function.owner, from: nil, file: facts.path) ?? function.owner] != nil {
                for call in function.effect.otherCalls + function.arms.flatMap(\.effect.otherCalls) where call.receiver != nil {
                    names.insert(call.name)
                    // A value a factory makes (`Builders.Nav.make()`) is typed by the factory's holder,
                    // whose file tells what it returns.
                    let owner = index.resolve(function.owner, from: nil, file: facts.path) ?? function.owner
                    if let typed = index.typeOf(call.receiver!, selfType: owner.isEmpty ? nil : owner, file: facts.path),
                       let holder = index.kind(of: typed) != nil ? typed : index.aliasedType(typed, from: owner),
                       index.kind(of: holder) == .enum || index.kind(of: holder) == .struct {
                        names.insert(TypeIndex.simpleName(holder))
                    }
                }
            }
        }
        return names
    }

    package func extract(_ file: ParsedFile) -> any FrontEndFacts {
        RxFlowExtractor(file: file).extract()
    }

    package func link(_ context: LinkContext, into model: inout NavigationModel) {
        ModelLinker(context: context).link(into: &model)
    }

    package func buildGraph(_ model: NavigationModel, into graph: inout GraphAssembly) {
        var builder = RxFlowGraphBuilder(model: model)
        builder.add(to: &graph)
        graph.attach(builder.routing)
        graph.attach(builder.routing.stepUsage)
    }

    package func notCheckedNotes(of model: NavigationModel, enabledRules: Set<String>) -> [NotChecked] {
        guard enabledRules.contains(Rules.deprecatedRxFlowAPI.id), let note = DeprecatedRxFlowAPINotes.unknownVersionNote(model) else { return [] }
        return [note]
    }

    package var rules: [LintRule] {
        [
            Rules.deadStep, Rules.unhandledStep, Rules.misroutedStep, Rules.endStepUnhandledByParent, Rules.neverEndingFlow,
            Rules.unreachableFlow, Rules.deprecatedRxFlowAPI, Rules.defaultStepperHomeUnhandled, Rules.stepperPresentableNotShown,
            Rules.readyNeverFires, Rules.sharedStepper, Rules.dismissedStepsAllowed, Rules.forwardToCurrentLoop,
            Rules.endForwardedFromRoot, Rules.flowIsStepper, Rules.defaultSwallowsSteps, Rules.duplicateArm, Rules.unreachableStep,
            Rules.stepperNeverContributed,
        ]
    }

    package var words: FrontEndWords { FrontEndWords(step: RxFlowWord.Step.spelling, emits: "emits", emitsEdge: "a screen's stepper emits the step") }

    /// A flow with its ancestors and descendants, and the nodes of other front ends its arms run
    /// (a mixed app: the FNFK flows an arm starts) with their frames.
    package func mapFocus(on name: String, in graph: NavigationGraph) -> MapFocus? {
        guard graph.routing.flows[name] != nil else { return nil }
        var frames = graph.rxflowFrames(focus: name)
        let arms = graph.nodes.filter { $0.frame.map(frames.contains) ?? false }.map(\.id)
        let others = graph.reachable(from: arms).filter { graph.node($0).map { $0.framework != framework } ?? false }
        frames.formUnion(MapBuilder.withAncestors(Set(others.compactMap { graph.node($0)?.frame }), graph))
        return MapFocus(frames: frames, alsoKept: others)
    }
}
