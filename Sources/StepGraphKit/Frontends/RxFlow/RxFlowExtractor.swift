/// Turns one claimed file's tokens and outline into `RxFlowFileFacts`: the methods of its types with
/// their step arms and effects, emission sites, coordinations and deprecated API uses.
struct RxFlowExtractor {
    let file: ParsedFile
    let refs: StepReferenceParser
    var src: SourceView { file.src }
    var outline: SyntaxOutline { file.outline }

    init(file: ParsedFile) {
        self.file = file
        refs = StepReferenceParser(src: file.src)
    }

    func extract() -> RxFlowFileFacts {
        var facts = RxFlowFileFacts(path: file.path)
        facts.functions = FlowFunctionExtractor(extractor: self).functionFacts()
        let emissions = EmissionScanner(extractor: self)
        facts.emissions = emissions.emissions()
        facts.coordinations = emissions.coordinations()
        facts.legacyAPIUses = LegacyAPIScanner(extractor: self).uses()
        return facts
    }

    /// The words that make a file worth the flow and emission analysis.
    static let relevantWords = VocabularyMask([RxFlowWord]([
        .Step, .Stepper, .Flow, .Flows, .steps, .FlowContributors, .FlowContributor, .NextFlowItems, .NextFlowItem,
        .Flowable, .FlowCoordinator, .Coordinator, .OneStepper, .CompositeStepper, .DefaultStepper, .initialStep,
        .RxFlow, .RxFlowStep, .navigate, .coordinate,
    ]))
}
