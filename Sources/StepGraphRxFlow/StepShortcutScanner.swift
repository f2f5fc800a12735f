import StepGraphCore
/// Finds the declarations other code refers to steps through: static members that return steps
/// (`static var authStart: AppStep { .auth(.start) }`, `static func detail(_ id: Int) -> AppStep`)
/// and properties holding an inline stepper (`let stepper = OneStepper(withSingleStep: AppStep.home)`).
struct StepShortcutScanner {
    let extractor: RxFlowExtractor
    var src: SourceView { extractor.src }
    var outline: SyntaxOutline { extractor.outline }

    func aliases() -> [StepAlias] {
        var result: [StepAlias] = []
        for variable in outline.variables where variable.isStatic && variable.owner >= 0 && variable.function == -1 {
            guard let value = variable.accessors ?? variable.initializer else { continue }
            let refs = extractor.refs.returnedReferences(in: value)
            if !refs.isEmpty {
                result.append(StepAlias(owner: extractor.file.typeNames[variable.owner], name: src.text(variable.name), refs: refs))
            }
        }
        for function in outline.functions where function.isStatic && function.owner >= 0 && function.kind == .function {
            guard let body = function.body, function.returnType != nil else { continue }
            let refs = extractor.refs.returnedReferences(in: body)
            if !refs.isEmpty {
                result.append(StepAlias(owner: extractor.file.typeNames[function.owner], name: src.text(function.name), refs: refs))
            }
        }
        return result
    }

    /// Instance properties whose getter returns steps (`var next: AppStep { switch self { … } }`).
    func computedSteps() -> [StepAlias] {
        outline.variables.compactMap { variable in
            guard !variable.isStatic, variable.owner >= 0, variable.function == -1, let getter = variable.accessors else { return nil }
            let refs = extractor.refs.returnedReferences(in: getter)
            return refs.isEmpty ? nil : StepAlias(owner: extractor.file.typeNames[variable.owner], name: src.text(variable.name), refs: refs)
        }
    }

    func stepperProperties() -> [StepperProperty] {
        var result: [StepperProperty] = []
        for variable in outline.variables where variable.owner >= 0 && variable.function == -1 {
            guard let value = variable.initializer ?? variable.accessors.flatMap({ TypeFactExtractor(file: extractor.file).getterValue($0) }),
                  let first = src.word(value.lower, RxFlowWord.self),
                  first == .OneStepper || first == .CompositeStepper || first == .DefaultStepper else { continue }
            result.append(StepperProperty(owner: extractor.file.typeNames[variable.owner], name: src.text(variable.name),
                                          stepper: StepperTyper(src: src, scope: nil).stepper(of: value)))
        }
        return result
    }
}
