import StepGraphCore
/// Turns one claimed file's tokens and outline into `RxFlowFileFacts`: the methods of its types with
/// their step arms and effects, emission sites, coordinations and deprecated API uses.
struct RxFlowExtractor {
    let file: ParsedFile
    let refs: StepReferenceParser
    /// Held directly: reading them through `file` in hot loops would retain their arrays each time.
    let src: SourceView
    let outline: SyntaxOutline

    init(file: ParsedFile) {
        self.file = file
        src = file.src
        outline = file.outline
        refs = StepReferenceParser(src: file.src)
    }

    func extract() -> RxFlowFileFacts {
        var facts = RxFlowFileFacts(path: file.path)
        facts.functions = FlowFunctionExtractor(extractor: self).functionFacts()
        let emissions = EmissionScanner(extractor: self)
        let scanned = emissions.scan()
        facts.emissions = scanned.emissions
        facts.emitterHelpers = scanned.helpers
        facts.opaqueEmissions = scanned.opaque
        facts.stepArgumentCalls = scanned.stepArgumentCalls
        facts.parameterForwards = scanned.parameterForwards
        facts.coordinations = emissions.coordinations()
        let typed = TypedReferenceScanner(extractor: self)
        facts.signatures = typed.signatures()
        facts.typedRefs = typed.references(skipping: scanned.specific)
        facts.legacyAPIUses = LegacyAPIScanner(extractor: self).uses()
        let shortcuts = StepShortcutScanner(extractor: self)
        facts.aliases = shortcuts.aliases()
        facts.stepperProperties = shortcuts.stepperProperties()
        facts.computedSteps = shortcuts.computedSteps()
        return facts
    }

    /// The words that make a file worth the flow and emission analysis.
    static let relevantWords = VocabularyMask([RxFlowWord]([
        .Step, .Stepper, .Flow, .Flows, .steps, .FlowContributors, .FlowContributor, .NextFlowItems, .NextFlowItem,
        .Flowable, .FlowCoordinator, .Coordinator, .OneStepper, .CompositeStepper, .DefaultStepper, .initialStep,
        .RxFlow, .RxFlowStep, .navigate, .coordinate,
    ]))
}
