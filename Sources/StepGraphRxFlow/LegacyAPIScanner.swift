import StepGraphCore
/// Finds RxFlow 1.x and deprecated 2.x API forms, each with the form that replaces it.
struct LegacyAPIScanner {
    let extractor: RxFlowExtractor
    var src: SourceView { extractor.src }

    func uses() -> [RawLegacyUse] {
        var result: [RawLegacyUse] = []
        let tokens = src.tokens
        func add(_ api: String, _ replacement: String, at k: Int) {
            result.append(RawLegacyUse(api: api, replacement: replacement, line: Int(tokens[k].line),
                                       column: Int(tokens[k].column), enclosingType: extractor.file.enclosingTypeName(k)))
        }
        for k in tokens.indices where tokens[k].kind == .identifier && tokens[k].vocabulary != 0 {
            let afterDot = src.isKind(k - 1, .dot)
            let opens = src.isKind(k + 1, .lparen)
            switch tokens[k].word(RxFlowWord.self) {
            case .NextFlowItems? where !afterDot:
                add(RxFlowWord.NextFlowItems.spelling, RxFlowWord.FlowContributors.spelling, at: k)
            case .NextFlowItem? where !afterDot && opens:
                add("NextFlowItem(nextPresentable:nextStepper:)",
                    ".contribute(withNextPresentable:withNextStepper:) (a FlowContributor)", at: k)
            case .Flowable? where !afterDot:
                add(RxFlowWord.Flowable.spelling, RxFlowWord.FlowContributor.spelling, at: k)
            case .triggerParentFlow? where afterDot && opens:
                add(".triggerParentFlow(withStep:)", ".one(flowContributor: .forwardToParentFlow(withStep:))", at: k)
            case .whenReady? where afterDot && src.spells(k - 2, RxFlowWord.Flows):
                add("Flows.whenReady", "Flows.use(_:when:)", at: k - 2)
            case .Coordinator? where !afterDot && (opens || src.isKind(k - 1, .colon)):
                add(RxFlowWord.Coordinator.spelling, RxFlowWord.FlowCoordinator.spelling, at: k)
            case .withStepForParentFlow? where src.isKind(k + 1, .colon):
                add(".end(withStepForParentFlow:)", ".end(forwardToParentFlowWithStep:)", at: k)
            case .withStepper? where src.isKind(k + 1, .colon):
                add("coordinate(flow:withStepper:)", "coordinate(flow:with:)", at: k)
            case .stepNotHandled? where afterDot:
                // 1.1–1.2: the step goes to the parent flow, as a forward does in 2.x (not `.none`, which drops it).
                add(".stepNotHandled", ".one(flowContributor: .forwardToParentFlow(withStep:))", at: k)
            case .step? where afterDot == false && src.isKind(k + 1, .dot) && (src.spells(k + 2, RxFlowWord.accept) || src.spells(k + 2, RxFlowWord.onNext)):
                add("step.accept (RxFlow 1.x relay)", "steps.accept, with `let steps = PublishRelay<Step>()`", at: k)
            case .step? where afterDot && src.isKeyword(k - 2, .self) && src.isKind(k + 1, .dot)
                    && (src.spells(k + 2, RxFlowWord.accept) || src.spells(k + 2, RxFlowWord.onNext)):
                add("step.accept (RxFlow 1.x relay)", "steps.accept, with `let steps = PublishRelay<Step>()`", at: k)
            default:
                continue
            }
        }
        return result
    }
}
