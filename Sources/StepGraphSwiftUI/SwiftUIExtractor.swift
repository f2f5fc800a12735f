import StepGraphCore
/// Turns one claimed file's tokens and outline into `SwiftUIFileFacts`. Preview code (`#Preview { … }`,
/// a `PreviewProvider`) is skipped: it is not the app.
struct SwiftUIExtractor {
    let file: ParsedFile
    let src: SourceView
    let outline: SyntaxOutline
    /// Tokens inside a case pattern, preview code, or a site already read (a push's value): never mentions.
    var skipped: [Bool]
    /// Token ranges of preview code.
    let previews: [TokenRange]
    /// The registrations and links read, at their name tokens: the containment walk's items.
    var sites: [Int: SUIViewItem.Kind] = [:]

    init(file: ParsedFile) {
        self.file = file
        src = file.src
        outline = file.outline
        var marks = [Bool](repeating: false, count: file.src.count)
        for statement in file.outline.switches {
            for arm in statement.arms { for pattern in arm.patterns { SwiftUIExtractor.mark(pattern, in: &marks) } }
        }
        for condition in file.outline.caseConditions { SwiftUIExtractor.mark(condition.pattern, in: &marks) }
        previews = SwiftUIExtractor.previewRanges(file)
        for range in previews { SwiftUIExtractor.mark(range, in: &marks) }
        skipped = marks
    }

    static func mark(_ range: TokenRange, in marks: inout [Bool]) {
        for k in stride(from: range.lower, to: min(range.upper, marks.count), by: 1) { marks[k] = true }
    }

    /// `#Preview(…) { … }` and the bodies of types conforming to `PreviewProvider`.
    static func previewRanges(_ file: ParsedFile) -> [TokenRange] {
        let src = file.src
        var ranges: [TokenRange] = []
        for k in src.tokens.indices where src.isKind(k, .pound) && src.spells(k, "#Preview") {
            var j = k + 1
            if src.isKind(j, .lparen) { j = src.skipGroup(j) }
            if src.isKind(j, .lbrace) { ranges.append(TokenRange(k, src.skipGroup(j))) }
        }
        for decl in file.outline.types where decl.inheritance.contains(where: { src.spells($0.lower, SwiftUIWord.PreviewProvider) }) {
            ranges.append(TokenRange(decl.keyword, decl.body.upper))
        }
        return ranges
    }

    func isPreview(_ k: Int) -> Bool { previews.contains { $0.contains(k) } }

    mutating func extract() -> SwiftUIFileFacts {
        var facts = SwiftUIFileFacts(path: file.path)
        facts.importsSwiftUI = outline.imports.contains { src.spells($0 + 1, SwiftUIWord.SwiftUI) }
        facts.properties = properties()
        facts.switches = switches()
        facts.forwardingMethods = forwardingMethods()
        scanSites(into: &facts)
        facts.views = viewMembers()
        facts.viewBuilders = viewBuilders()
        facts.mentions = mentions()
        return facts
    }

    // MARK: declarations

    /// The type `owner` of an outline declaration names (extensions as written).
    func ownerName(_ owner: Int) -> String? { owner >= 0 ? file.typeNames[owner] : nil }

    /// Stored and computed properties with their types: declared, `@Environment(T.self)`, or built (`= Router()`).
    private func properties() -> [SUIProperty] {
        outline.variables.compactMap { variable -> SUIProperty? in
            guard variable.function == -1, let owner = ownerName(variable.owner), !isPreview(variable.keyword) else { return nil }
            let type = variable.type.map(src.declaredTypeText) ?? environmentType(before: variable.keyword)
                ?? variable.initializer.flatMap(builtType)
            return type.map { SUIProperty(owner: owner, name: src.text(variable.name), type: $0) }
        }
    }

    /// `@Environment(Router.self) var router`: the attribute's type, among the tokens before the declaration keyword.
    private func environmentType(before keyword: Int) -> String? {
        var k = keyword - 1
        while k > 0 && k >= keyword - 12 && !src.isKind(k, .rbrace) && !src.isKind(k, .lbrace) && !src.isKeyword(k, .var) && !src.isKeyword(k, .let) {
            if src.spells(k, SwiftUIWord.Environment), src.isKind(k - 1, .at), src.isKind(k + 1, .lparen), src.isCapitalized(k + 2),
               src.isKind(k + 3, .dot), src.isKeyword(k + 4, .self) {
                return src.text(k + 2)
            }
            k -= 1
        }
        return nil
    }

    /// `Router()`, `Router.init(…)`, `[Route]()`, `NavigationPath()`: the type an initializer builds.
    private func builtType(_ range: TokenRange) -> String? {
        let k = range.lower
        if src.isKind(k, .lbracket), src.isCapitalized(k + 1), src.isKind(k + 2, .rbracket), src.isKind(k + 3, .lparen) {
            return "[" + src.text(k + 1) + "]"
        }
        guard src.isCapitalized(k) else { return nil }
        var j = k
        while src.isKind(j + 1, .dot) && src.isCapitalized(j + 2) { j += 2 }
        guard src.isKind(j + 1, .lparen) || (src.isKind(j + 1, .dot) && src.isKeyword(j + 2, .`init`)) else { return nil }
        return src.text(TokenRange(k, j + 1))
    }

    /// The member (function or computed property) whose body holds token `k`, innermost first.
    func enclosingMember(_ k: Int) -> (owner: String?, name: String, parameters: [Parameter])? {
        var best: (range: TokenRange, owner: String?, name: String, parameters: [Parameter])?
        if let function = file.enclosingFunction(k), let body = function.body {
            let name = function.kind == .initializer ? "init" : src.text(function.name)
            best = (body, ownerName(function.owner), name, function.parameters)
        }
        for variable in outline.variables where variable.function == -1 {
            guard let code = variable.accessors ?? variable.initializer, code.contains(k) else { continue }
            if best == nil || code.lower > best!.range.lower {
                best = (code, ownerName(variable.owner), src.text(variable.name), [])
            }
        }
        return best.map { ($0.owner, $0.name, $0.parameters) }
    }

    // MARK: switches

    private func switches() -> [SUISwitch] {
        outline.switches.compactMap { statement -> SUISwitch? in
            guard !isPreview(statement.keyword), let member = enclosingMember(statement.keyword), let owner = member.owner else { return nil }
            var lower = statement.subject.lower, upper = statement.subject.upper
            if src.isKind(lower, .lparen) && src.closer(lower) == upper - 1 { lower += 1; upper -= 1 }
            if src.isKeyword(lower, .self) && src.isKind(lower + 1, .dot) { lower += 2 }
            guard upper - lower == 1 else { return nil }
            let subject: SUISwitch.Subject
            if src.isKeyword(lower, .self) {
                subject = .own
            } else if let parameter = member.parameters.first(where: { src.sameText($0.name, lower) }) {
                subject = .parameter(type: src.declaredTypeText(parameter.type))
            } else if src.isKind(lower, .identifier) {
                subject = .property(src.text(lower))
            } else {
                return nil
            }
            return SUISwitch(owner: owner, member: member.name, subject: subject, arms: arms(of: statement))
        }
    }

    /// One arm per `case` (or `default`) of `statement`.
    func arms(of statement: SwitchStatement) -> [SUIArm] {
        statement.arms.map { arm in
            let label = src.tokens[arm.label]
            let views = viewTypes(in: arm.body)
            let isEmpty = views.allSatisfy { $0 == SwiftUIWord.EmptyView.spelling } && !showsMember(arm.body)
            return SUIArm(patterns: arm.patterns.compactMap { value(inPattern: $0) },
                          isDefault: arm.isDefault || arm.patterns.contains { $0.upper - $0.lower == 1 && src.spells($0.lower, "_") },
                          views: views, isEmpty: isEmpty, line: Int(label.line), column: Int(label.column))
        }
    }

    /// Whether `range` shows something other than built view types: a call or member of the app (`content(for: id)`).
    private func showsMember(_ range: TokenRange) -> Bool {
        var k = range.lower
        while k < range.upper {
            if src.isKind(k, .identifier) && !src.isCapitalized(k) && src.keyword(k) == .plain && !src.isKind(k - 1, .dot)
                && !src.isKind(k + 1, .colon) && !src.isKind(k - 1, .lparen) && !src.isKind(k - 1, .comma) {
                return true
            }
            k = src.isKind(k, .lparen) ? src.skipGroup(k) : k + 1
        }
        return false
    }

    /// Capitalized names built as views in `range` (`DetailView(id: id)`, `Text("…")`, `EmptyView()`, `Form { … }`).
    func viewTypes(in range: TokenRange) -> [String] {
        var names: [String] = []
        var k = range.lower
        while k < range.upper {
            if src.isCapitalized(k) && !src.isKind(k - 1, .dot) && (src.isKind(k + 1, .lparen) || src.isKind(k + 1, .lbrace)) {
                var j = k
                while src.isKind(j + 1, .dot) && src.isCapitalized(j + 2) { j += 2 }
                names.append(src.text(TokenRange(k, j + 1)))
            }
            k += 1
        }
        return names.uniqued()
    }

    // MARK: values

    /// The value a pattern matches: `.home`, `Route.home`, `let .item(id)`, `.item(let id)`.
    func value(inPattern range: TokenRange) -> SUIValue? {
        src.caseLiteral(inPattern: range).map(SUIValue.init)
    }

    /// A route written as the whole of `range`: `.name`, `Type.name`, `A.B.name`, with any payload.
    func routeValue(_ range: TokenRange) -> SUIValue? {
        guard let (literal, end) = src.caseLiteral(startingAt: range), end == range.upper else { return nil }
        return SUIValue(literal)
    }

    /// A route literal, or a type built (`Item(id: 1)`, `Route.detail(id)` is a route).
    func pushedValue(_ range: TokenRange) -> SUIValue? {
        if let route = routeValue(range) { return route }
        guard src.isCapitalized(range.lower) else { return nil }
        var j = range.lower
        while src.isKind(j + 1, .dot) && src.isCapitalized(j + 2) { j += 2 }
        guard src.isKind(j + 1, .lparen), src.skipGroup(j + 1) == range.upper else { return nil }
        let token = src.tokens[range.lower]
        return SUIValue(qualifier: src.text(TokenRange(range.lower, j + 1)), caseName: nil, line: Int(token.line), column: Int(token.column))
    }

    /// The elements of an array literal, or the value itself.
    func elements(_ range: TokenRange) -> [TokenRange] {
        if src.isKind(range.lower, .lbracket) && src.closer(range.lower) == range.upper - 1 {
            return src.arguments(ofGroupAt: range.lower).map(\.value)
        }
        return [range]
    }

    /// The member chain ending just before token `end` (`self.router?.path` → `router`, `path`), `$` dropped.
    func chain(endingBefore end: Int) -> SUIChain {
        var names: [String] = []
        var k = end - 1
        while src.isKind(k, .identifier) {
            let text = src.text(k)
            names.append(text.hasPrefix("$") ? String(text.dropFirst()) : text)
            var previous = k - 1
            guard src.isKind(previous, .dot) else { break }
            previous -= 1
            if src.isKind(previous, .question) || src.isKind(previous, .exclaim) { previous -= 1 }
            k = previous
        }
        if names.last == "self" { names.removeLast() }
        return names.reversed()
    }
}
