import StepGraphCore
/// Reads a stepper expression: RxFlow's inline steppers (`OneStepper(withSingleStep:)`,
/// `CompositeStepper(steppers:)`, `DefaultStepper()`), directly or through a local, and anything
/// else as a value for the linker to type.
struct StepperTyper {
    let typer: ExpressionTyper
    let refs: StepReferenceParser
    var src: SourceView { typer.src }

    init(src: SourceView, scope: TokenRange?, function: FunctionDecl? = nil) {
        typer = ExpressionTyper(src: src, scope: scope, parameters: function?.parameters ?? [],
                                genericParameters: function?.genericParameters)
        refs = StepReferenceParser(src: src)
    }

    func stepper(of range: TokenRange, depth: Int = 0) -> StepperExpr {
        guard let range = typer.trimmed(range), depth <= ExpressionTyper.maxDepth else { return .value(typer.type(of: range)) }
        let first = range.lower
        switch src.word(first, RxFlowWord.self) {
        case .OneStepper?:
            if src.isKind(first + 1, .lparen), let argument = src.argument(RxFlowWord.withSingleStep, ofGroupAt: first + 1) {
                return .oneStepper(refs.references(inExpression: argument))
            }
        case .CompositeStepper?:
            if src.isKind(first + 1, .lparen), let argument = src.argument(RxFlowWord.steppers, ofGroupAt: first + 1),
               src.isKind(argument.lower, .lbracket) {
                return .composite(src.arguments(ofGroupAt: argument.lower).map { stepper(of: $0.value, depth: depth + 1) })
            }
        case .DefaultStepper?:
            return .defaultStepper
        default:
            // A local holding an inline stepper: `let stepper = OneStepper(…)`.
            if range.upper == first + 1, src.isKind(first, .identifier), let local = typer.localInitializer(of: first),
               !local.isDeclaredType, src.word(local.range.lower, RxFlowWord.self) != nil {
                return stepper(of: local.range, depth: depth + 1)
            }
        }
        return .value(typer.type(of: range))
    }
}
