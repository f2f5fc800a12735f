import StepGraphCore
/// Arrays of presentables a type keeps in a property, read so that showing the property shows its elements.
extension XCoordinatorExtractor {
    /// `private lazy var tabs = [home, search]`, `var routers: [Presentable] { [homeRouter, newsRouter] }`,
    /// `var tabs: [Presentable] { return [feed] + extras }`: each element as the property's code types it.
    func heldArrays() -> [XCHeldArray] {
        outline.variables.compactMap { variable -> XCHeldArray? in
            guard variable.function == -1, variable.owner >= 0, var code = variable.accessors ?? variable.initializer else { return nil }
            if variable.accessors != nil && src.isKeyword(code.lower, .return) { code = TokenRange(code.lower + 1, code.upper) }
            guard src.isKind(code.lower, .lbracket) || src.isKind(code.lower, .lparen) else { return nil }
            let typer = ExpressionTyper(src: src, scope: code)
            let elements = values(code, typer: typer)
            guard elements != [code] else { return nil }
            return XCHeldArray(owner: file.typeNames[variable.owner], name: src.text(variable.name), elements: elements.map { typer.type(of: $0) })
        }
    }
}
