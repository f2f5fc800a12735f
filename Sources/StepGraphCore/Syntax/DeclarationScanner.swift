/// Builds a `SyntaxOutline` in one linear pass over the tokenizer's landmarks (`SourceView.landmarks`).
/// Scopes live on an explicit stack and every group is skipped through the bracket table, so nesting
/// depth costs no call stack. The same pass notes every `import` and every name used as a value, so
/// later stages ask the outline instead of reading all the tokens again.
package enum DeclarationScanner {
    /// The outline of `source`, whose identifiers spell the words of `vocabulary` (the tokenizer's
    /// `LexResult.vocabulary`).
    package static func scan(_ source: SourceView, vocabulary: VocabularyMask, detail: OutlineDetail = .full) -> SyntaxOutline {
        var outline = SyntaxOutline()
        scan(source, vocabulary: vocabulary, detail: detail, into: &outline)
        return outline
    }

    /// Scans into `outline`, reusing the storage of its arrays (a worker's, from its previous file).
    package static func scan(_ source: SourceView, vocabulary: VocabularyMask, detail: OutlineDetail = .full,
                             into outline: inout SyntaxOutline) {
        var scanner = ScannerState(source, detail: detail)
        swap(&scanner.outline, &outline)
        scanner.outline.removeAll()
        scanner.outline.vocabulary = vocabulary
        scanner.run()
        swap(&scanner.outline, &outline)
    }

    /// The keywords the scan acts on: those `keywordConstruct` reads a construct at, and `import`,
    /// which it notes. The tokenizer lists only these among its landmarks: at any other keyword
    /// (`self`, `return`, `true`, a modifier: most of them) the scan would do nothing.
    package static func actsOn(_ keyword: Keyword) -> Bool {
        switch keyword {
        case .class, .struct, .enum, .protocol, .extension, .actor, .func, .`init`, .subscript, .deinit, .var, .let, .case,
             .switch, .if, .guard, .while, .typealias, .import:
            return true
        default:
            return false
        }
    }

    /// `actsOn` as a mask of raw values (each under 64), for the tokenizer to test without a branch.
    package static let keywordLandmarks: UInt64 = Keyword.allCases.reduce(0) { mask, keyword in
        guard actsOn(keyword) else { return mask }
        precondition(keyword.rawValue < 64, "a keyword the scan acts on needs a raw value under 64")
        // The tokenizer marks capitalized names before `(` or `.` without asking whether they are
        // landmarks already (`Lexer.markCallee`): a keyword it lists is spelled in lowercase.
        precondition(String(describing: keyword).first?.isLowercase == true, "a keyword the scan acts on is lowercase")
        return mask | 1 << UInt64(keyword.rawValue)
    }
}

/// How much of a file the scan records.
package enum OutlineDetail: Sendable {
    /// Everything: what front ends read in the files they claim.
    case full
    /// What the cross-file type facts and the vendored-copy check read, for a file no front end
    /// claims: types, enum cases, properties, aliases, functions without their parameters, imports
    /// and constructions. Switch statements, case conditions, parameters and local variables are left
    /// out; the walk over the tokens (and so every scope) is the same.
    case declarations
}

/// Room a short list (parameters, conformances, a switch's arms: half of them) gets at once: appending
/// to an empty array reallocates at each of its first few elements.
package let smallListCapacity = 4

/// The function index given to code that is not inside any function (closures in property
/// initializers): its local `let`s are not properties.
private let codeOutsideFunction = -2

private struct Scope {
    var end: Int
    var type: Int
    var function: Int
    var isTypeBody: Bool
}

private struct ScannerState {
    let src: SourceView
    let isFull: Bool
    var outline = SyntaxOutline()
    /// The innermost scope; the scopes around it are on `enclosing` (outermost first).
    var top: Scope
    var enclosing: [Scope] = []

    init(_ source: SourceView, detail: OutlineDetail) {
        src = source
        isFull = detail == .full
        top = Scope(end: source.count, type: -1, function: -1, isTypeBody: false)
        enclosing.reserveCapacity(16)
    }

    mutating func enter(_ scope: Scope) {
        enclosing.append(top)
        top = scope
    }

    /// Visits the landmarks (`SourceView.landmarks`): the other tokens are identifiers that are no
    /// keyword the scan acts on and no capitalized name before a `(` or `.` (a name used as a value),
    /// and punctuation other than `{`, which the walk passes by.
    mutating func run() {
        let tokens = src.tokens
        let landmarks = src.landmarks
        let n = tokens.count
        var m = 0
        while m < landmarks.count {
            let i = Int(landmarks[m])
            m += 1
            let token = tokens[i]
            if token.kind == .identifier {
                note(token, at: i, in: tokens)
                guard token.keyword != .plain else { continue }
            }
            // Leave the scopes that ended (only braces and keywords read them); the file's own
            // scope ends at `n`, so it is never left.
            while i >= top.end { top = enclosing.removeLast() }
            if token.kind == .lbrace {
                let function = top.isTypeBody ? codeOutsideFunction : top.function
                enter(Scope(end: src.closer(i), type: top.type, function: function, isTypeBody: false))
                continue
            }
            let next = min(keywordConstruct(at: i), n)
            // Names a declaration's header skipped (its parameters' types, its initial value) are noted
            // too, but start nothing.
            while m < landmarks.count && Int(landmarks[m]) < next {
                let k = Int(landmarks[m])
                if tokens[k].kind == .identifier { note(tokens[k], at: k, in: tokens) }
                m += 1
            }
        }
    }

    /// Records what the outline keeps of every identifier: `import`s and capitalized names used as values.
    @inline(__always) mutating func note(_ token: Token, at k: Int, in tokens: UnsafeBufferPointer<Token>) {
        if token.keyword == .import { outline.imports.append(k) }
        if isConstruction(k, in: tokens) { outline.constructions.append(k) }
    }

    /// At identifier `k`: `Foo(`, `Foo.init(`, `Foo.self`, `Foo.make(…)` (not after a dot).
    @inline(__always) func isConstruction(_ k: Int, in tokens: UnsafeBufferPointer<Token>) -> Bool {
        // The token after the name first: it rules out most identifiers.
        guard k + 1 < tokens.count else { return false }
        let next = tokens[k + 1].kind
        guard next == .lparen || next == .dot else { return false }
        if next == .dot {
            guard k + 2 < tokens.count, tokens[k + 2].kind == .identifier, tokens[k + 2].keyword == .self
                || tokens[k + 2].keyword == .`init` || (k + 3 < tokens.count && tokens[k + 3].kind == .lparen) else { return false }
        }
        return (k == 0 || tokens[k - 1].kind != .dot) && src.isCapitalized(k)
    }

    /// At a keyword: the declaration or statement it starts, if the scanner reads it. Returns where
    /// to continue.
    mutating func keywordConstruct(at i: Int) -> Int {
        switch src.tokens[i].keyword {
        case .class, .struct, .enum, .protocol, .extension, .actor:
            return typeDeclaration(at: i) ?? i + 1
        case .func, .`init`, .subscript, .deinit:
            return functionDeclaration(at: i) ?? i + 1
        case .var, .let:
            if isFull || top.function == -1 { variableDeclaration(at: i) }
        case .case:
            enumCaseDeclaration(at: i)
        case .switch:
            if isFull { switchStatement(at: i) }
        case .if, .guard, .while:
            if isFull { caseConditions(at: i) }
        case .typealias:
            typealiasDeclaration(at: i)
        default:
            break
        }
        return i + 1
    }

    // MARK: helpers

    func previousIsDot(_ i: Int) -> Bool { src.isKind(i - 1, .dot) || src.isKind(i - 1, .backslash) }

    /// Whether a modifier keyword precedes `i` (skipping other modifiers and attributes).
    func hasModifier(_ word: Keyword, before i: Int) -> Bool {
        hasModifier(before: i) { $0 == word }
    }

    /// Whether `static` or `class` precedes `i` among its modifiers.
    func isStatic(_ i: Int) -> Bool {
        hasModifier(before: i) { $0 == .static || $0 == .class }
    }

    /// Whether one of the modifiers right before `i` is a keyword `matches` accepts.
    @inline(__always) func hasModifier(before i: Int, where matches: (Keyword) -> Bool) -> Bool {
        var k = i - 1
        while k >= 0 {
            let t = src.tokens[k]
            guard t.kind == .identifier, ScannerState.isModifier(t.keyword) else { return false }
            if matches(t.keyword) { return true }
            k -= 1
        }
        return false
    }

    /// Declaration modifiers (a `switch`, not a `Set`: no hashing per token).
    static func isModifier(_ keyword: Keyword) -> Bool {
        switch keyword {
        case .private, .fileprivate, .internal, .public, .open, .final, .static, .class, .override, .lazy, .weak,
             .unowned, .dynamic, .required, .convenience, .mutating, .nonmutating, .nonisolated, .indirect, .package:
            return true
        default:
            return false
        }
    }

    /// Words after `class` that make it a modifier (`class func`) rather than a type declaration.
    static func isDeclarationWord(_ keyword: Keyword) -> Bool {
        switch keyword {
        case .func, .var, .let, .subscript, .`init`, .override, .final, .private, .fileprivate, .internal, .public,
             .open, .static, .dynamic, .required, .convenience, .nonisolated, .typealias:
            return true
        default:
            return false
        }
    }

    /// Where the statement beginning at `k` ends: at a new line that does not continue it, a `;`,
    /// a closer, or (when asked) an `=` or `{` at depth 0.
    func statementEnd(from k: Int, stopAtBrace: Bool, stopAtEqual: Bool) -> Int {
        let limit = min(top.end, src.count)
        var j = k
        while j < limit {
            let t = src.tokens[j]
            if j > k && t.isOnNewLine && !src.continuesPreviousLine(j) { return j }
            switch t.kind {
            case .lparen, .lbracket:
                j = src.skipGroup(j)
                continue
            case .lbrace:
                // `var x = 0 { didSet … }`: observers end the initializer.
                if stopAtBrace || src.isKeyword(j + 1, .didSet) || src.isKeyword(j + 1, .willSet) { return j }
                j = src.skipGroup(j)
                continue
            case .rbrace, .rparen, .rbracket, .semicolon:
                return j
            case .equal:
                if stopAtEqual { return j }
            default:
                break
            }
            j += 1
        }
        return limit
    }

    /// At `<`: past the generic clause, else `k`.
    func skipGenericClause(_ k: Int) -> Int {
        guard src.isKind(k, .op), src.bytes[Int(src.tokens[k].start)] == UInt8(ascii: "<") else { return k }
        return src.skipAngles(k, limit: min(top.end, src.count))
    }

    /// At `where`: the index of the `{` ending the clause (or where the statement ends).
    func skipWhereClause(_ k: Int) -> Int {
        guard src.isKeyword(k, .where) else { return k }
        return statementEnd(from: k, stopAtBrace: true, stopAtEqual: false)
    }

    // MARK: types

    mutating func typeDeclaration(at i: Int) -> Int? {
        let word = src.tokens[i].keyword
        guard !previousIsDot(i), src.isKind(i + 1, .identifier) else { return nil }
        if word == .class && ScannerState.isDeclarationWord(src.tokens[i + 1].keyword) { return nil }
        let kind: TypeKind
        switch word {
        case .class: kind = .class
        case .struct: kind = .struct
        case .enum: kind = .enum
        case .protocol: kind = .protocol
        case .extension: kind = .extension
        default: kind = .actor
        }
        var k = i + 2
        if kind == .extension {
            while src.isKind(k, .dot) && src.isKind(k + 1, .identifier) { k += 2 }
        }
        let name = TokenRange(i + 1, k)
        let genericEnd = skipGenericClause(k)
        let generics: TokenRange? = genericEnd > k ? TokenRange(k, genericEnd) : nil
        if kind == .actor && !(src.isKind(genericEnd, .colon) || src.isKind(genericEnd, .lbrace) || src.isKeyword(genericEnd, .where)) {
            return nil  // `actor` used as a plain identifier
        }
        k = genericEnd
        var inheritance: [TokenRange] = []
        if src.isKind(k, .colon) {
            inheritance.reserveCapacity(smallListCapacity)
            k += 1
            var entryStart = k
            let limit = min(top.end, src.count)
            while k < limit {
                let t = src.tokens[k]
                if t.kind == .lbrace || t.keyword == .where || t.kind == .semicolon { break }
                if t.kind == .comma || (t.kind == .op && src.spells(k, "&")) {
                    if k > entryStart { inheritance.append(TokenRange(entryStart, k)) }
                    entryStart = k + 1
                    k += 1
                    continue
                }
                if t.kind == .op { let next = skipGenericClause(k); if next > k { k = next; continue } }
                if t.kind == .lparen || t.kind == .lbracket { k = src.skipGroup(k); continue }
                k += 1
            }
            if k > entryStart { inheritance.append(TokenRange(entryStart, k)) }
        }
        k = skipWhereClause(k)
        guard src.isKind(k, .lbrace) else { return nil }
        let close = src.closer(k)
        let index = outline.types.count
        outline.types.append(TypeDecl(
            kind: kind, keyword: i, name: name, parent: top.type, genericParameters: generics,
            inheritance: inheritance, body: TokenRange(k + 1, close), isIndirect: hasModifier(.indirect, before: i)))
        enter(Scope(end: close, type: index, function: -1, isTypeBody: true))
        return k + 1
    }

    // MARK: functions

    mutating func functionDeclaration(at i: Int) -> Int? {
        guard !previousIsDot(i) else { return nil }
        let word = src.tokens[i].keyword
        var k = i + 1
        let kind: FunctionDecl.Kind
        var name = i
        switch word {
        case .func:
            guard let nameKind = src.kind(k), nameKind == .identifier || nameKind == .op || nameKind == .exclaim
                || nameKind == .question else { return nil }
            kind = .function
            name = k
            k += 1
        case .`init`:
            kind = .initializer
            if src.isKind(k, .question) || src.isKind(k, .exclaim) { k += 1 }
            guard src.isKind(k, .lparen) || src.isKind(k, .op) else { return nil }
        case .subscript:
            kind = .subscript
            guard src.isKind(k, .lparen) || src.isKind(k, .op) else { return nil }
        default:
            kind = .deinitializer
            guard src.isKind(k, .lbrace) else { return nil }
        }
        let genericEnd = skipGenericClause(k)
        let generics: TokenRange? = genericEnd > k ? TokenRange(k, genericEnd) : nil
        k = genericEnd
        var parameters: [Parameter] = []
        if src.isKind(k, .lparen) {
            let close = src.closer(k)
            if isFull { parameters = parseParameters(TokenRange(k + 1, close)) }
            k = min(close + 1, src.count)
        }
        while true {
            let w = src.keyword(k)
            if w == .async || w == .rethrows || w == .await { k += 1; continue }
            if w == .throws { k += 1; if src.isKind(k, .lparen) { k = src.skipGroup(k) }; continue }
            break
        }
        var returnType: TokenRange?
        if src.isKind(k, .arrow) {
            let end = statementEnd(from: k + 1, stopAtBrace: true, stopAtEqual: false)
            var typeEnd = end
            // A `where` clause may follow the return type on the same line.
            for j in (k + 1)..<end where src.isKeyword(j, .where) { typeEnd = j; break }
            returnType = TokenRange(k + 1, typeEnd)
            k = end
        }
        k = skipWhereClause(k)
        let owner = top.type
        let enclosing = top.function >= 0 ? top.function : -1
        let index = outline.functions.count
        let isStatic = isStatic(i)
        var body: TokenRange?
        if src.isKind(k, .lbrace) {
            let close = src.closer(k)
            body = TokenRange(k + 1, close)
            outline.functions.append(FunctionDecl(
                kind: kind, keyword: i, name: name, genericParameters: generics, parameters: parameters,
                returnType: returnType, body: body, owner: owner, enclosingFunction: enclosing, isStatic: isStatic))
            enter(Scope(end: close, type: owner, function: index, isTypeBody: false))
            return k + 1
        }
        outline.functions.append(FunctionDecl(
            kind: kind, keyword: i, name: name, genericParameters: generics, parameters: parameters,
            returnType: returnType, body: nil, owner: owner, enclosingFunction: enclosing, isStatic: isStatic))
        return max(k, i + 1)
    }

    func parseParameters(_ range: TokenRange) -> [Parameter] {
        var result: [Parameter] = []
        if !range.isEmpty { result.reserveCapacity(smallListCapacity) }
        var start = range.lower
        var k = range.lower
        while k <= range.upper {
            if k == range.upper || src.tokens[k].kind == .comma {
                if let parameter = parseParameter(TokenRange(start, k)) { result.append(parameter) }
                start = k + 1
                k += 1
                continue
            }
            if src.tokens[k].kind == .op, skipGenericClause(k) > k { k = skipGenericClause(k); continue }
            k = src.tokens[k].kind == .lparen || src.tokens[k].kind == .lbracket || src.tokens[k].kind == .lbrace
                ? src.skipGroup(k) : k + 1
        }
        return result
    }

    func parseParameter(_ range: TokenRange) -> Parameter? {
        var k = range.lower
        while k < range.upper && src.tokens[k].kind == .at { k += 2; if src.isKind(k, .lparen) { k = src.skipGroup(k) } }
        // The label and the name: the first and last of the identifiers before the colon.
        let first = k
        while k < range.upper && src.tokens[k].kind == .identifier { k += 1 }
        guard src.isKind(k, .colon), k > first else { return nil }
        let last = k - 1
        var typeEnd = k + 1
        while typeEnd < range.upper && src.tokens[typeEnd].kind != .equal {
            typeEnd = src.tokens[typeEnd].kind == .lparen || src.tokens[typeEnd].kind == .lbracket
                ? src.skipGroup(typeEnd) : typeEnd + 1
        }
        let label: Int? = src.spells(first, "_") ? nil : first
        let defaultValue: TokenRange? = typeEnd + 1 < range.upper ? TokenRange(typeEnd + 1, range.upper) : nil
        return Parameter(label: label, name: last, type: TokenRange(k + 1, min(typeEnd, range.upper)), defaultValue: defaultValue)
    }

    // MARK: variables, cases, aliases

    mutating func variableDeclaration(at i: Int) {
        if let previous = src.kind(i - 1), previous == .comma || previous == .lparen { return }
        switch src.keyword(i - 1) {
        case .if, .guard, .while, .case, .for, .catch: return
        default: break
        }
        guard src.isKind(i + 1, .identifier) else { return }
        var k = i + 2
        var type: TokenRange?
        if src.isKind(k, .colon) {
            let end = statementEnd(from: k + 1, stopAtBrace: true, stopAtEqual: true)
            type = TokenRange(k + 1, end)
            k = end
        }
        var initializer: TokenRange?
        if src.isKind(k, .equal) {
            let end = statementEnd(from: k + 1, stopAtBrace: false, stopAtEqual: false)
            initializer = TokenRange(k + 1, end)
            k = end
        }
        var accessors: TokenRange?
        if src.isKind(k, .lbrace) && (type != nil || initializer != nil) {
            accessors = TokenRange(k + 1, src.closer(k))
        }
        outline.variables.append(VariableDecl(
            keyword: i, name: i + 1, isLet: src.tokens[i].keyword == .let, type: type, initializer: initializer,
            accessors: accessors, owner: top.type, function: top.function,
            isStatic: isStatic(i)))
    }

    mutating func enumCaseDeclaration(at i: Int) {
        guard top.isTypeBody, top.type >= 0, outline.types[top.type].kind == .enum else { return }
        let indirect = hasModifier(.indirect, before: i) || outline.types[top.type].isIndirect
        let end = statementEnd(from: i + 1, stopAtBrace: true, stopAtEqual: false)
        var k = i + 1
        while k < end {
            guard src.isKind(k, .identifier) else { k += 1; continue }
            let name = k
            k += 1
            var associated: TokenRange?
            if src.isKind(k, .lparen) {
                let after = src.skipGroup(k)
                associated = TokenRange(k, after)
                k = after
            }
            outline.enumCases.append(EnumCaseDecl(name: name, associatedValues: associated, enumType: top.type,
                                                  isIndirect: indirect))
            // Skip a raw value up to the next comma.
            while k < end && src.tokens[k].kind != .comma { k = src.skipGroup(k) }
            k += 1
        }
    }

    mutating func typealiasDeclaration(at i: Int) {
        guard src.isKind(i + 1, .identifier) else { return }
        var k = skipGenericClause(i + 2)
        guard src.isKind(k, .equal) else { return }
        k += 1
        let end = statementEnd(from: k, stopAtBrace: true, stopAtEqual: false)
        outline.typealiases.append(TypealiasDecl(name: i + 1, target: TokenRange(k, end), owner: top.type))
    }

    // MARK: switch and case conditions

    mutating func switchStatement(at i: Int) {
        let limit = min(top.end, src.count)
        var k = i + 1
        while k < limit && src.tokens[k].kind != .lbrace {
            k = src.tokens[k].kind == .lparen || src.tokens[k].kind == .lbracket ? src.skipGroup(k) : k + 1
        }
        guard k < limit else { return }
        let body = TokenRange(k + 1, src.closer(k))
        outline.switches.append(SwitchStatement(
            keyword: i, subject: TokenRange(i + 1, k), body: body, arms: parseArms(body), function: top.function))
    }

    func isArmLabel(_ k: Int, bodyStart: Int) -> Bool {
        let t = src.tokens[k]
        guard t.kind == .identifier else { return false }
        if t.keyword == .default {
            guard src.isKind(k + 1, .colon) else { return false }
            if src.keyword(k - 1) == .unknown { return true }
        } else if t.keyword != .case {
            return false
        }
        guard t.isOnNewLine || k == bodyStart || src.isKind(k - 1, .semicolon) else { return false }
        switch src.keyword(k - 1) {
        case .if, .guard, .while, .for: return false
        default: return !src.isKind(k - 1, .comma)
        }
    }

    func parseArms(_ body: TokenRange) -> [SwitchArm] {
        var arms: [SwitchArm] = []
        arms.reserveCapacity(2 * smallListCapacity)
        var k = body.lower
        let hi = body.upper
        while k < hi {
            let kind = src.tokens[k].kind
            if kind == .lparen || kind == .lbracket || kind == .lbrace { k = src.skipGroup(k); continue }
            guard isArmLabel(k, bodyStart: body.lower) else { k += 1; continue }
            let labelStart = src.keyword(k - 1) == .unknown && src.isKind(k - 2, .at) ? k - 2 : k
            // The previous arm ends where this label starts.
            if !arms.isEmpty { arms[arms.count - 1].body.upper = labelStart }
            if src.tokens[k].keyword == .default {
                arms.append(SwitchArm(label: k, isDefault: true, patterns: [], whereClause: nil, body: TokenRange(k + 2, hi)))
                k += 2
                continue
            }
            var patterns: [TokenRange] = []
            var whereStart: Int?
            var patternStart = k + 1
            var j = k + 1
            while j < hi {
                let t = src.tokens[j]
                if t.kind == .lparen || t.kind == .lbracket || t.kind == .lbrace { j = src.skipGroup(j); continue }
                if t.kind == .colon { break }
                if whereStart == nil {
                    if t.kind == .comma { patterns.append(TokenRange(patternStart, j)); patternStart = j + 1 }
                    if t.keyword == .where { patterns.append(TokenRange(patternStart, j)); whereStart = j + 1 }
                }
                j += 1
            }
            var whereClause: TokenRange?
            if let whereStart { whereClause = TokenRange(whereStart, j) } else { patterns.append(TokenRange(patternStart, j)) }
            arms.append(SwitchArm(label: k, isDefault: false, patterns: patterns, whereClause: whereClause,
                                  body: TokenRange(min(j + 1, hi), hi)))
            k = j + 1
        }
        return arms
    }

    /// Every `case P = E` clause of the condition of the `if`/`guard`/`while` at `i`, first or after
    /// another clause (`guard let step = step as? AppStep, case let .main(main) = step else`).
    mutating func caseConditions(at i: Int) {
        let limit = min(top.end, src.count)
        var k = i + 1
        var clauseStarts = true
        while k < limit {
            let t = src.tokens[k]
            if t.kind == .lbrace || t.keyword == .else || t.kind == .semicolon { break }
            if clauseStarts && t.keyword == .case { caseCondition(at: i, clause: k) }
            clauseStarts = t.kind == .comma
            k = t.kind == .lparen || t.kind == .lbracket ? src.skipGroup(k) : k + 1
        }
    }

    mutating func caseCondition(at i: Int, clause: Int) {
        let limit = min(top.end, src.count)
        var k = clause + 1
        let patternStart = k
        while k < limit && src.tokens[k].kind != .equal && src.tokens[k].kind != .lbrace {
            k = src.tokens[k].kind == .lparen || src.tokens[k].kind == .lbracket ? src.skipGroup(k) : k + 1
        }
        guard src.isKind(k, .equal) else { return }
        let pattern = TokenRange(patternStart, k)
        k += 1
        let subjectStart = k
        while k < limit {
            let t = src.tokens[k]
            if t.kind == .comma || t.kind == .lbrace || t.keyword == .else { break }
            k = t.kind == .lparen || t.kind == .lbracket ? src.skipGroup(k) : k + 1
        }
        let subject = TokenRange(subjectStart, k)
        // Find the block: for `guard`, the `else { … }`; for `if`/`while`, the next `{` at this depth.
        while k < limit && src.tokens[k].kind != .lbrace {
            k = src.tokens[k].kind == .lparen || src.tokens[k].kind == .lbracket ? src.skipGroup(k) : k + 1
        }
        guard k < limit else { return }
        let isGuard = src.tokens[i].keyword == .guard
        let body = isGuard ? TokenRange(min(src.closer(k) + 1, limit), limit) : TokenRange(k + 1, src.closer(k))
        outline.caseConditions.append(CaseCondition(
            keyword: i, isGuard: isGuard, pattern: pattern, subject: subject, body: body, function: top.function))
    }
}
