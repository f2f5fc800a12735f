import StepGraphCore
/// Where code replaces the delegate of a coordinator's root controller: `rootViewController.delegate = …`
/// in the coordinator, or a controller given a delegate and handed to `super.init(rootViewController:)`.
/// The library installs its own animation delegate only when the root has none.
extension XCoordinatorExtractor {
    func replacedRootDelegates() -> [XCRoot] {
        var found: [XCRoot] = []
        for function in outline.functions where function.owner >= 0 {
            guard let body = function.body else { continue }
            let typer = ExpressionTyper(src: src, scope: body, parameters: function.parameters)
            var k = body.lower
            while k + 3 < body.upper {
                defer { k += 1 }
                guard src.isKind(k, .identifier), src.isKind(k + 1, .dot), src.spells(k + 2, "delegate"), src.isKind(k + 3, .equal) else { continue }
                let isOwnMember = src.isKind(k - 1, .dot) && src.isKeyword(k - 2, .self) && !src.isKind(k - 3, .dot)
                let isBare = !src.isKind(k - 1, .dot)
                guard isOwnMember || isBare else { continue }
                let isLocal = isBare && (typer.localInitializer(of: k) != nil || function.parameters.contains { src.sameText($0.name, k) })
                let ownRoot = src.spells(k, UIKitWord.rootViewController) && !isLocal
                let handedAt = isLocal && function.kind == .initializer ? superInit(handing: k, body: body) : nil
                // A controller handed to `super.init` without a delegate (`= nil` before it) gets the
                // library's own; cleared after it, the library's is gone.
                let clearsBeforeInit = src.isKeyword(k + 4, .nil) && handedAt.map { $0 > k } == true
                guard ownRoot || (handedAt != nil && !clearsBeforeInit), !restoresLibraryDelegate(at: k + 4) else { continue }
                found.append(XCRoot(receiver: .own, enclosingType: file.enclosingTypeName(k), line: Int(src.tokens[k].line),
                                    column: Int(src.tokens[k].column)))
            }
        }
        return found
    }

    /// `animationDelegate` or `self.animationDelegate` at `k`: the library's own delegate put back.
    private func restoresLibraryDelegate(at k: Int) -> Bool {
        let name = src.isKeyword(k, .self) && src.isKind(k + 1, .dot) ? k + 2 : k
        return src.spells(name, "animationDelegate") && !src.isKind(name + 1, .dot) && !src.isKind(name + 1, .lparen)
    }

    /// Where `body` calls `super.init(…)` with the local or parameter named at `k` as its
    /// `rootViewController:`; nil when it does not.
    private func superInit(handing k: Int, body: TokenRange) -> Int? {
        var j = body.lower
        while j + 3 < body.upper {
            defer { j += 1 }
            guard src.isKeyword(j, .super), src.isKind(j + 1, .dot), src.isKeyword(j + 2, .`init`), src.isKind(j + 3, .lparen),
                  let root = src.argument("rootViewController", ofGroupAt: j + 3) else { continue }
            return root.upper - root.lower == 1 && src.sameText(root.lower, k) ? j : nil
        }
        return nil
    }
}
