import StepGraphCore
/// The containment walk's facts of one file: for each member of a type that builds views (`body`,
/// a computed property, a function such as a `@ViewBuilder`, a `ViewModifier`'s `body(content:)`,
/// an `extension View` helper), the views, stacks, presentations, lazy containers, registrations,
/// links and applied helpers it shows, each with the items whose content holds it.
extension SwiftUIExtractor {
    func viewMembers() -> [SUIViewMember] {
        var members: [SUIViewMember] = []
        for variable in outline.variables where variable.function == -1 {
            guard let owner = ownerName(variable.owner), let code = variable.accessors ?? variable.initializer, !isPreview(variable.keyword) else { continue }
            let items = self.items(in: code)
            if !items.isEmpty { members.append(SUIViewMember(owner: owner, member: src.text(variable.name), items: items)) }
        }
        for function in outline.functions where function.kind == .function && function.enclosingFunction == -1 {
            guard let owner = ownerName(function.owner), let body = function.body, !isPreview(function.keyword) else { continue }
            let items = self.items(in: body)
            if !items.isEmpty { members.append(SUIViewMember(owner: owner, member: src.text(function.name), items: items)) }
        }
        return members
    }

    /// Just past a call at `k` and its trailing closures (`NavigationSplitView { … } detail: { … }`).
    private func callEnd(_ k: Int, limit: Int) -> Int {
        var j = k + 1
        if src.isKind(j, .lparen) { j = src.skipGroup(j) }
        while j < limit && src.isKind(j, .lbrace) { j = src.skipGroup(j) }
        while j + 2 < limit && src.isKind(j, .identifier) && src.isKind(j + 1, .colon) && src.isKind(j + 2, .lbrace) { j = src.skipGroup(j + 2) }
        return min(j, limit)
    }

    private func items(in range: TokenRange) -> [SUIViewItem] {
        var items: [SUIViewItem] = []
        var open: [(item: Int, end: Int)] = []
        var k = range.lower
        while k < range.upper {
            defer { k += 1 }
            while let last = open.last, last.end <= k { open.removeLast() }
            guard src.isKind(k, .identifier), sites[k] != nil || !skipped[k] else { continue }
            let token = src.tokens[k]
            // `} detail: { … }`, `detail: { … }` among a split view's arguments.
            if let split = open.last, items[split.item].kind == .splitView, src.spells(k, "detail"), src.isKind(k + 1, .colon), src.isKind(k + 2, .lbrace) {
                items.append(SUIViewItem(kind: .detailColumn, name: "detail", containers: open.map(\.item), line: Int(token.line), column: Int(token.column)))
                open.append((items.count - 1, min(src.skipGroup(k + 2), range.upper)))
                continue
            }
            guard let (kind, name, path) = item(at: k) else { continue }
            items.append(SUIViewItem(kind: kind, name: name, path: path, containers: open.map(\.item), line: Int(token.line), column: Int(token.column)))
            if kind.holdsContent {
                open.append((items.count - 1, callEnd(k, limit: range.upper)))
            }
        }
        return items
    }

    /// What the identifier at `k` shows, if anything.
    private func item(at k: Int) -> (kind: SUIViewItem.Kind, name: String, path: SUIChain?)? {
        if let site = sites[k] { return (site, src.text(k), nil) }
        let called = src.isKind(k + 1, .lparen) || src.isKind(k + 1, .lbrace)
        if let word = src.word(k, SwiftUIWord.self), called {
            switch word {
            case .NavigationStack, .NavigationView:
                let path = src.isKind(k + 1, .lparen) ? src.argument("path", ofGroupAt: k + 1).map { chain(endingBefore: $0.upper) } : nil
                return (.stack, word.spelling, path)
            case .NavigationSplitView: return (.splitView, word.spelling, nil)
            case .TabView: return (.tabView, word.spelling, nil)
            case .sheet, .fullScreenCover, .popover: return (.presentation, word.spelling, nil)
            case .navigationDestination, .NavigationLink: return (.pushedContent, word.spelling, nil)
            case .List:
                let selection = src.isKind(k + 1, .lparen) ? src.argument("selection", ofGroupAt: k + 1).map { chain(endingBefore: $0.upper) } : nil
                return (.lazy, word.spelling, selection)
            case .ForEach, .LazyVStack, .LazyHStack, .LazyVGrid, .LazyHGrid: return (.lazy, word.spelling, nil)
            default: break
            }
        }
        if src.isCapitalized(k) {
            guard called, !src.isKind(k - 1, .dot) else { return nil }
            var j = k
            while src.isKind(j + 1, .dot) && src.isCapitalized(j + 2) { j += 2 }
            return (.view, src.text(TokenRange(k, j + 1)).replacingOccurrences(of: " ", with: ""), nil)
        }
        guard src.keyword(k) == .plain, !src.isKind(k + 1, .colon) else { return nil }
        if src.isKind(k - 1, .dot) {
            // `.withAppRouter()`, `content.withAppRouter()`: maybe the app's helper (the linker knows).
            guard src.isKind(k + 1, .lparen) else { return nil }
            // `.modifier(RouterModifier())`: the modifier type.
            if src.spells(k, "modifier"), src.isCapitalized(k + 2) { return (.modifier, src.text(k + 2), nil) }
            return (.modifier, src.text(k), nil)
        }
        // A member listed as content (`content`, `rows()`): first on its line or in its block.
        // Or a link's destination (`NavigationLink(destination: detailView)`).
        guard src.tokens[k].isOnNewLine || src.isKind(k - 1, .lbrace) || src.isKeyword(k - 1, .in)
            || (src.isKind(k - 1, .colon) && src.spells(k - 2, "destination")) else { return nil }
        return (.member, src.text(k), nil)
    }
}

extension SUIViewItem.Kind {
    /// Items whose call (arguments and trailing closures) holds other items.
    var holdsContent: Bool {
        switch self {
        case .stack, .splitView, .tabView, .detailColumn, .presentation, .pushedContent, .lazy, .view, .registration: return true
        case .member, .link, .modifier: return false
        }
    }
}
