/// RxFlow 1.x and 2.x: step enums, flows and their `navigate(to:)` arms, steppers and emissions.
struct RxFlowFrontEnd: NavigationFrontEnd {
    var framework: Framework { .rxflow }
    var vocabulary: [(spelling: String, id: UInt8)] { RxFlowWord.entries }
    var libraryModules: Set<String> { ["RxFlow"] }

    func claims(_ file: ParsedFile) -> Bool {
        RxFlowExtractor.relevantWords.matchesAny(file.src.tokens)
    }

    func extract(_ file: ParsedFile) -> any FrontEndFacts {
        RxFlowExtractor(file: file).extract()
    }

    func link(_ context: LinkContext, into model: inout NavigationModel) {
        ModelLinker(context: context).link(into: &model)
    }
}
