import StepGraphCore
/// The old API's screen-to-screen edges of one file: a link that builds its destination
/// (`NavigationLink(destination: Detail())`, `NavigationLink { Detail() } label: { … }`,
/// `NavigationLink("Title", destination: …)`, `isActive:`, `tag:selection:`) and a presentation or
/// push bound to a flag (`.sheet(isPresented:) { Compose() }`, `fullScreenCover`, `popover`,
/// `navigationDestination(isPresented:)`). No value travels: the edge goes to the view built, or to
/// the view returned by the app's member the destination calls (`NavigationLink(destination: makeDetail())`).
extension SwiftUIExtractor {
    /// `NavigationLink` at `k` with no `value:`: its `destination:` argument, or else its first
    /// trailing closure (the title-only and `label:` forms take the destination first).
    func directLink(at k: Int) -> SUIDirectEdge? {
        var destination: TokenRange?
        var end = k + 1
        if src.isKind(k + 1, .lparen) {
            let arguments = src.arguments(ofGroupAt: k + 1)
            guard !arguments.contains(where: { $0.label == "value" }) else { return nil }
            destination = arguments.first { $0.label == "destination" }?.value
            end = src.closer(k + 1) + 1
        }
        if destination == nil, src.isKind(end, .lbrace) { destination = TokenRange(end + 1, src.closer(end)) }
        guard let destination else { return nil }
        return directEdge(at: k, form: .NavigationLink, isPush: true, content: destination)
    }

    /// `.sheet(isPresented: $flag) { … }` (or `content:`), a cover, a popover, `navigationDestination(isPresented:)`.
    func flagPresentation(at k: Int, modifier: SwiftUIWord) -> SUIDirectEdge? {
        let arguments = src.arguments(ofGroupAt: k + 1)
        guard arguments.contains(where: { $0.label == "isPresented" }) else { return nil }
        var content = arguments.first { $0.label == "content" || $0.label == "destination" }?.value
        if let closure = content, src.isKind(closure.lower, .lbrace) { content = TokenRange(closure.lower + 1, src.closer(closure.lower)) }
        let close = src.closer(k + 1)
        if content == nil, src.isKind(close + 1, .lbrace) { content = TokenRange(close + 2, src.closer(close + 1)) }
        guard let content else { return nil }
        return directEdge(at: k, form: modifier, isPush: modifier == .navigationDestination, content: content)
    }

    private func directEdge(at k: Int, form: SwiftUIWord, isPush: Bool, content: TokenRange) -> SUIDirectEdge? {
        let views = viewTypes(in: content)
        let builder = views.isEmpty ? builderCalled(in: content) : nil
        guard !views.isEmpty || builder != nil else { return nil }
        let token = src.tokens[k]
        return SUIDirectEdge(form: form.spelling, isPush: isPush, views: views, builder: builder,
                             host: enclosingMember(k)?.owner ?? file.enclosingTypeName(k), line: Int(token.line), column: Int(token.column))
    }

    /// The member that is the whole of `range`: `makeDetail()`, `makeDetail(for: item)`, `self.detailView`, `factory.makeDetail()`.
    private func builderCalled(in range: TokenRange) -> String? {
        var k = range.lower
        while k + 2 < range.upper && (src.isKind(k, .identifier) || src.isKeyword(k, .self)) && src.isKind(k + 1, .dot) { k += 2 }
        guard k < range.upper, src.isKind(k, .identifier), !src.isCapitalized(k), src.keyword(k) == .plain else { return nil }
        let end = src.isKind(k + 1, .lparen) ? src.skipGroup(k + 1) : k + 1
        return end == range.upper ? src.text(k) : nil
    }

    /// The app's functions and computed properties returning a view: the type declared, or for
    /// `some View`/`AnyView` the view types their code builds.
    func viewBuilders() -> [SUIViewBuilder] {
        func returned(_ type: TokenRange, code: TokenRange) -> [String] {
            let declared = src.declaredTypeText(type)
            return declared == "View" || declared == "AnyView" ? viewTypes(in: code) : [declared]
        }
        var builders: [SUIViewBuilder] = []
        for function in outline.functions where function.kind == .function && function.enclosingFunction == -1 {
            guard let owner = ownerName(function.owner), let type = function.returnType, let body = function.body, !isPreview(function.keyword) else { continue }
            builders.append(SUIViewBuilder(owner: owner, name: src.text(function.name), views: returned(type, code: body)))
        }
        for variable in outline.variables where variable.function == -1 {
            guard let owner = ownerName(variable.owner), let type = variable.type, let code = variable.accessors, !isPreview(variable.keyword) else { continue }
            builders.append(SUIViewBuilder(owner: owner, name: src.text(variable.name), views: returned(type, code: code)))
        }
        return builders.filter { !$0.views.isEmpty }
    }
}
