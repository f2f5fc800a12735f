import StepGraphCore
/// The sites of one file: destination and presentation modifiers with their closures, links,
/// appends and assignments of route values, calls carrying route values, the app's methods that
/// forward a parameter to a path, and the remaining mentions of route-like values.
extension SwiftUIExtractor {
    mutating func scanSites(into facts: inout SwiftUIFileFacts) {
        var k = 0
        while k < src.count {
            defer { k += 1 }
            guard !skipped[k] else { continue }
            if src.spells(k, SwiftUIWord.NavigationLink), src.isKind(k + 1, .lbrace), let edge = directLink(at: k) {
                facts.directEdges.append(edge)
            } else if src.isKind(k, .identifier), src.isKind(k + 1, .lparen), !src.isKeyword(k - 1, .func) {
                if let word = src.word(k, SwiftUIWord.self), SwiftUIWord.registrations.contains(word) {
                    if let registration = registration(at: k, modifier: word) {
                        sites[k] = .registration(facts.registrations.count)
                        facts.registrations.append(registration)
                    } else if let edge = flagPresentation(at: k, modifier: word) {
                        facts.directEdges.append(edge)
                    }
                } else if src.spells(k, SwiftUIWord.NavigationLink) {
                    if let push = link(at: k) {
                        sites[k] = .link(facts.pushes.count)
                        facts.pushes.append(push)
                    } else if let edge = directLink(at: k) {
                        facts.directEdges.append(edge)
                    }
                } else if src.spells(k, "append") && src.isKind(k - 1, .dot) {
                    if let push = append(at: k) { facts.pushes.append(push) }
                } else if !src.isCapitalized(k) && src.keyword(k) == .plain, let call = call(at: k) {
                    facts.calls.append(call)
                }
            } else if src.isKind(k, .equal) || (src.isKind(k, .op) && src.spells(k, "+=")) {
                if let push = assignment(at: k) { facts.pushes.append(push) }
            }
        }
    }

    // MARK: registrations

    private func registration(at k: Int, modifier: SwiftUIWord) -> SUIRegistration? {
        let open = k + 1
        var forType: String?
        var item: SUIChain?
        var closure: TokenRange?
        for argument in src.arguments(ofGroupAt: open) {
            switch argument.label {
            case "for":
                let value = argument.value
                guard value.upper - value.lower >= 3, src.isKeyword(value.upper - 1, .self), src.isKind(value.upper - 2, .dot) else { return nil }
                forType = src.typeName(TokenRange(value.lower, value.upper - 2))
            case "item":
                item = chain(endingBefore: argument.value.upper)
            case "destination", "content":
                if src.isKind(argument.value.lower, .lbrace) { closure = TokenRange(argument.value.lower + 1, src.closer(argument.value.lower)) }
            default:
                continue
            }
        }
        guard forType != nil || item?.isEmpty == false else { return nil }
        let close = src.closer(open)
        if closure == nil, src.isKind(close + 1, .lbrace) { closure = TokenRange(close + 2, src.closer(close + 1)) }
        guard let body = closure else { return nil }
        let member = enclosingMember(k)
        let token = src.tokens[k]
        return SUIRegistration(modifier: modifier.spelling, forType: forType, item: item, host: member?.owner ?? file.enclosingTypeName(k),
                               member: member?.name, destination: destination(of: body), line: Int(token.line), column: Int(token.column))
    }

    /// The closure's parameter token (nil: `$0`), and where its code starts.
    private func closureParameter(_ body: TokenRange) -> (name: Int?, code: Int) {
        var j = body.lower
        let line = body.lower > 0 ? src.tokens[body.lower - 1].line : 0
        while j < body.upper && src.tokens[j].line == line {
            if src.isKeyword(j, .in) {
                var p = body.lower
                while p < j {
                    if src.isKind(p, .lbracket) { p = src.skipGroup(p); continue }
                    if src.isKind(p, .identifier) && !src.spells(p, "_") { return (p, j + 1) }
                    p += 1
                }
                return (nil, j + 1)
            }
            j = src.isKind(j, .lbracket) ? src.skipGroup(j) : j + 1
        }
        return (nil, body.lower)
    }

    /// Whether token `k` is the closure's parameter.
    private func isParameter(_ k: Int, _ parameter: Int?) -> Bool {
        guard src.isKind(k, .identifier), !src.isKind(k - 1, .dot), !src.isKind(k + 1, .colon) else { return false }
        if let parameter { return src.sameText(k, parameter) }
        return src.spells(k, "$0")
    }

    /// How the closure finds its view: a switch on its parameter, a hand-off, or the views it builds.
    private func destination(of body: TokenRange) -> SUIDestination {
        let (parameter, code) = closureParameter(body)
        if let statement = outline.switches.first(where: { body.contains($0.keyword) && subjectIs($0.subject, parameter) }) {
            return .arms(arms(of: statement))
        }
        // `{ $0 }`, `{ route in route }`: the route is a view of its own, its `body` the switch.
        if body.upper - code == 1, isParameter(code, parameter) { return .member("body") }
        for k in code..<body.upper where isParameter(k, parameter) {
            if let callee = enclosingCallee(of: k, floor: code) {
                return src.isCapitalized(callee) ? .view(src.text(callee)) : .function(src.text(callee))
            }
            if src.isKind(k + 1, .dot), src.isKind(k + 2, .identifier) { return .member(src.text(k + 2)) }
        }
        return .views(viewTypes(in: TokenRange(code, body.upper)))
    }

    private func subjectIs(_ subject: TokenRange, _ parameter: Int?) -> Bool {
        var lower = subject.lower, upper = subject.upper
        if src.isKind(lower, .lparen) && src.closer(lower) == upper - 1 { lower += 1; upper -= 1 }
        return upper - lower == 1 && isParameter(lower, parameter)
    }

    /// The name called with the group holding token `k` (`RouteView(route: $0)` → `RouteView`).
    private func enclosingCallee(of k: Int, floor: Int) -> Int? {
        var j = k - 1
        while j >= floor {
            if src.isKind(j, .rparen) || src.isKind(j, .rbracket) || src.isKind(j, .rbrace) {
                let open = Int(src.match[j])
                j = open < j ? open - 1 : j - 1
                continue
            }
            if src.isKind(j, .lbrace) || src.isKind(j, .lbracket) { return nil }
            if src.isKind(j, .lparen) { return src.isKind(j - 1, .identifier) ? j - 1 : nil }
            j -= 1
        }
        return nil
    }

    // MARK: pushes

    private mutating func link(at k: Int) -> SUIPush? {
        guard let value = src.argument("value", ofGroupAt: k + 1) else { return nil }
        return push(.link, target: [], values: [value], at: value.lower)
    }

    private mutating func append(at k: Int) -> SUIPush? {
        let target = chain(endingBefore: k - 1)
        guard !target.isEmpty else { return nil }
        let arguments = src.arguments(ofGroupAt: k + 1)
        guard arguments.count == 1, let argument = arguments.first, argument.label == nil || argument.label == "contentsOf" else { return nil }
        let values = argument.label == nil ? [argument.value] : elements(argument.value)
        return push(.append, target: target, values: values, at: argument.value.lower)
    }

    /// `path = [.a, .b]`, `router.sheet = .settings`, `path += [.c]`, `@State var path: [Route] = [.home]`.
    private mutating func assignment(at k: Int) -> SUIPush? {
        var target = chain(endingBefore: k)
        var end = k
        // `let trail = Trail(…)`: a local declared by its value, no push.
        if target.count == 1, src.isKeyword(k - 2, .let) || src.isKeyword(k - 2, .var) { return nil }
        if target.isEmpty {
            // `var name: Type = value`: the declared name.
            var j = k - 1
            while j > 0 && !src.isKind(j, .colon) && !src.tokens[j].isOnNewLine && j > k - 12 { j -= 1 }
            guard src.isKind(j, .colon), src.isKind(j - 1, .identifier), src.isKeyword(j - 2, .var) || src.isKeyword(j - 2, .let) else { return nil }
            target = [src.text(j - 1)]
            end = j
        }
        guard !target.isEmpty, end > 0 else { return nil }
        let rhsEnd = src.expressionEnd(from: k + 1, limit: src.count)
        let rhs = TokenRange(k + 1, rhsEnd)
        guard !rhs.isEmpty else { return nil }
        let values = elements(rhs)
        guard values.contains(where: { pushedValue($0) != nil }) || (values.count == 1 && isPlainValue(values[0])) else { return nil }
        return push(src.isKind(k, .equal) ? .assign : .append, target: target, values: values, at: rhs.lower)
    }

    /// A push of `values` (those written as routes or built types), their tokens no longer mentions.
    private mutating func push(_ kind: SUIPush.Kind, target: SUIChain, values: [TokenRange], at k: Int) -> SUIPush? {
        var written = values.compactMap(pushedValue)
        for value in values where pushedValue(value) != nil { SwiftUIExtractor.mark(value, in: &skipped) }
        if written.isEmpty, values.count == 1, isPlainValue(values[0]) {
            var value = dynamicValue(values[0])
            // A name: its declared type (a parameter only for a link: a method appending its parameter forwards it).
            if values[0].upper - values[0].lower == 1 {
                value.declaredType = declaredType(ofNameAt: values[0].lower, parameters: kind == .link) ?? localType(ofNameAt: values[0].lower)
            }
            // Else a member (of the view, or of the view model it holds) the linker types from every file.
            if value.declaredType == nil, src.isKeyword(values[0].lower, .self) || !isBoundLocally(values[0].lower) {
                value.chain = chain(endingBefore: values[0].upper)
            }
            written = [value]
        }
        guard !written.isEmpty else { return nil }
        let token = src.tokens[k]
        return SUIPush(kind: kind, target: target, values: written, enclosingType: file.enclosingTypeName(k),
                       line: Int(token.line), column: Int(token.column))
    }

    /// `router.navigate(to: .detail(id))`: a call with route literals among its arguments.
    private func call(at k: Int) -> SUICall? {
        var values: [Int: SUIValue] = [:]
        var labels: [String] = []
        for (index, argument) in src.arguments(ofGroupAt: k + 1).enumerated() {
            labels.append(argument.label ?? "_")
            if let value = routeValue(argument.value) { values[index] = value }
            else if isPlainValue(argument.value) { values[index] = dynamicValue(argument.value) }
        }
        guard !values.isEmpty else { return nil }
        return SUICall(receiver: src.isKind(k - 1, .dot) ? chain(endingBefore: k - 1) : [], name: src.text(k), labels: labels,
                       values: values, enclosingType: file.enclosingTypeName(k))
    }

    /// `entry`, `trail`, `self.selection`, `item.route`: a value read from a name, typed only by where it goes.
    func isPlainValue(_ range: TokenRange) -> Bool {
        guard !range.isEmpty, src.isKind(range.lower, .identifier), !src.isCapitalized(range.lower),
              src.keyword(range.lower) == .plain || src.isKeyword(range.lower, .self) else { return false }
        var k = range.lower + 1
        while k < range.upper {
            guard src.isKind(k, .dot), k + 1 < range.upper, src.isKind(k + 1, .identifier) else { return false }
            k += 2
        }
        return !(src.isKeyword(range.lower, .self) && range.upper - range.lower == 1)
    }

    /// A value that is not written, at its first token: its type is where it goes.
    func dynamicValue(_ range: TokenRange) -> SUIValue {
        let token = src.tokens[range.lower]
        return SUIValue(qualifier: nil, caseName: nil, line: Int(token.line), column: Int(token.column))
    }

    // MARK: forwarding methods and mentions

    /// Methods appending a parameter to, or assigning it to, a member: `func push(_ r: Route) { path.append(r) }`.
    func forwardingMethods() -> [SUIForwardingMethod] {
        var methods: [SUIForwardingMethod] = []
        for function in outline.functions where function.kind == .function {
            guard let body = function.body, let owner = ownerName(function.owner), !function.parameters.isEmpty, !isPreview(function.keyword) else { continue }
            let labels = function.parameters.map { $0.label.map { src.text($0) } ?? "_" }
            for k in body.lower..<body.upper where src.isKind(k, .identifier) && !src.isKind(k - 1, .dot) {
                guard let index = function.parameters.firstIndex(where: { src.sameText($0.name, k) }) else { continue }
                let type = src.declaredTypeText(function.parameters[index].type)
                let appends = src.isKind(k - 1, .lparen) && src.isKind(k + 1, .rparen) && src.spells(k - 2, "append") && src.isKind(k - 3, .dot)
                let assigns = src.isKind(k - 1, .equal) || (src.isKind(k - 1, .lbracket) && src.isKind(k - 2, .equal) && src.isKind(k + 1, .rbracket))
                guard appends || assigns, !isInClosure(k, of: body) else { continue }
                if appends {
                    let target = chain(endingBefore: k - 3)
                    if !target.isEmpty { methods.append(SUIForwardingMethod(owner: owner, name: src.text(function.name), labels: labels, parameter: index,
                                                                            type: type, target: target, isAppend: true)) }
                } else {
                    let equal = src.isKind(k - 1, .equal) ? k - 1 : k - 2
                    let target = chain(endingBefore: equal)
                    if !target.isEmpty { methods.append(SUIForwardingMethod(owner: owner, name: src.text(function.name), labels: labels, parameter: index,
                                                                            type: type, target: target, isAppend: equal != k - 1)) }
                }
            }
        }
        return methods
    }

    /// Whether token `k` sits in a closure (or other braces) inside `body`: code that may run later, or never.
    private func isInClosure(_ k: Int, of body: TokenRange) -> Bool {
        var j = body.lower
        while j < k {
            if src.isKind(j, .lbrace) { if src.closer(j) > k { return true }; j = src.skipGroup(j); continue }
            j += 1
        }
        return false
    }

    /// `.name` and `Type.name` outside patterns, previews and the pushes read.
    func mentions() -> [SUIValue] {
        var found: [SUIValue] = []
        for k in 1..<max(1, src.count - 1) where src.isKind(k, .dot) && !skipped[k + 1] {
            guard src.isKind(k + 1, .identifier), !src.isCapitalized(k + 1), src.keyword(k + 1) == .plain || src.keyword(k + 1) == .default else { continue }
            let token = src.tokens[k + 1]
            if src.isCapitalized(k - 1) && src.spells(k + 1, "allCases") {
                // `Route.allCases`: every case.
                found.append(SUIValue(qualifier: qualifier(endingAt: k - 1), caseName: SUIValue.everyCase, line: Int(token.line), column: Int(token.column)))
            } else if src.isCapitalized(k - 1) {
                var start = k - 1
                while src.isKind(start - 1, .dot) && src.isCapitalized(start - 2) { start -= 2 }
                guard !src.isKind(start - 1, .dot) else { continue }
                found.append(SUIValue(qualifier: src.text(TokenRange(start, k)).replacingOccurrences(of: " ", with: ""), caseName: src.text(k + 1),
                                      line: Int(token.line), column: Int(token.column)))
            } else if isImplicitMember(at: k) {
                found.append(SUIValue(qualifier: nil, caseName: src.text(k + 1), line: Int(token.line), column: Int(token.column)))
            }
        }
        // `Route(rawValue: …)`: any case.
        for k in 0..<src.count where src.isCapitalized(k) && src.isKind(k + 1, .lparen) && src.spells(k + 2, "rawValue") && src.isKind(k + 3, .colon) && !isPreview(k) {
            let token = src.tokens[k]
            found.append(SUIValue(qualifier: qualifier(endingAt: k), caseName: SUIValue.everyCase, line: Int(token.line), column: Int(token.column)))
        }
        return found
    }

    /// `A.B.C` ending at the capitalized name at `k`.
    private func qualifier(endingAt k: Int) -> String {
        var start = k
        while src.isKind(start - 1, .dot) && src.isCapitalized(start - 2) { start -= 2 }
        return src.text(TokenRange(start, k + 1)).replacingOccurrences(of: " ", with: "")
    }

    /// Whether the `.` at `k` starts an implicit member (`(.a`, `= .a`, `? .a : .b`, `return .a`), not a member of what precedes it.
    func isImplicitMember(at k: Int) -> Bool {
        switch src.tokens[k - 1].kind {
        case .lparen, .comma, .colon, .lbracket, .equal, .lbrace, .op, .arrow: return true
        case .question: return !src.tokens[k].flags.isEmpty
        default: return src.isKeyword(k - 1, .return) || src.isKeyword(k - 1, .in)
        }
    }
}
