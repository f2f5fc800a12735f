import StepGraphCore
/// Which parameter each initializer hands on as the root controller: whether `X(navigationController: nav)`
/// builds a coordinator on `nav` or on a root of its own.
extension XCoordinatorExtractor {
    func rootHandOffs() -> [XCRootHandOff] {
        outline.functions.compactMap { function -> XCRootHandOff? in
            guard function.kind == .initializer, function.owner >= 0, let body = function.body,
                  let call = (body.lower..<max(body.lower, body.upper - 3)).first(where: { k in
                      (src.isKeyword(k, .super) || src.isKeyword(k, .self)) && src.isKind(k + 1, .dot) && src.isKeyword(k + 2, .`init`)
                          && src.isKind(k + 3, .lparen)
                  }) else { return nil }
            let labels = function.parameters.map { $0.label.map { src.text($0) } ?? "_" }
            // The library's initializers default the root to a new controller: no argument, its own root.
            let passedOn = src.argument(UIKitWord.rootViewController, ofGroupAt: call + 3).flatMap { root -> String? in
                guard root.upper - root.lower == 1,
                      let index = function.parameters.lastIndex(where: { src.sameText($0.name, root.lower) }) else { return nil }
                return labels[index]
            }
            return XCRootHandOff(owner: file.typeNames[function.owner], labels: labels, passedOn: passedOn)
        }
    }
}
