import StepGraphCore
/// XCoordinator 1.x names (renamed or removed in 2.0), the ones the file declares itself, and
/// whether it uses a name only 2.x has.
extension XCoordinatorExtractor {
    /// Each 1.x name and what 2.x code writes instead.
    static let legacyReplacements: [XCoordinatorWord: String] = [
        .AnyRouter: "UnownedRouter or WeakRouter for screens, StrongRouter to keep the coordinator alive (2.x's AnyRouter is a deprecated unowned alias)",
        .anyRouter: "strongRouter, or unownedRouter/weakRouter for screens",
        .generateRootViewController: "init(rootViewController:…)",
        .superRouter: "parent",
        .mapToSuperRoute: "mapToParentRoute(_:)",
        .RedirectionCoordinator: "a coordinator on the shared root controller, added with addChild",
    ]
    /// Names only 2.x has.
    static let version2Words: Set<XCoordinatorWord> = [
        .UnownedRouter, .WeakRouter, .StrongRouter, .unownedRouter, .weakRouter, .strongRouter, .mapToParentRoute,
        .XCoordinatorRx, .XCoordinatorCombine,
    ]

    func scanLegacyAPI(into facts: inout XCoordinatorFileFacts) {
        for k in src.tokens.indices where src.tokens[k].vocabulary != 0 {
            guard let word = src.word(k, XCoordinatorWord.self) else { continue }
            if XCoordinatorExtractor.version2Words.contains(word) { facts.usesVersion2 = true }
            guard let replacement = XCoordinatorExtractor.legacyReplacements[word] else { continue }
            if isDeclaration(k) {
                // `override func generateRootViewController()` is the 1.x API itself; any other declaration is the app's own.
                if !isOverride(k) { facts.declaredLegacyNames.insert(word.spelling) }
                else { facts.legacyUses.append(legacyUse(word, replacement, at: k)) }
                continue
            }
            facts.legacyUses.append(legacyUse(word, replacement, at: k))
        }
    }

    private func legacyUse(_ word: XCoordinatorWord, _ replacement: String, at k: Int) -> XCLegacyUse {
        let token = src.tokens[k]
        return XCLegacyUse(api: word.spelling, replacement: replacement, enclosingType: file.enclosingTypeName(k),
                           line: Int(token.line), column: Int(token.column))
    }

    /// `func x`, `var x`, `class X`, `typealias X`… (the name token at `k`).
    private func isDeclaration(_ k: Int) -> Bool {
        [.func, .var, .let, .class, .struct, .enum, .protocol, .typealias].contains(src.keyword(k - 1)) && src.isKind(k - 1, .identifier)
    }

    /// The declaration whose name is at `k` is marked `override`.
    func isOverride(_ k: Int) -> Bool {
        var j = k - 2
        while src.isKind(j, .identifier) && src.keyword(j) != .plain {
            if src.isKeyword(j, .override) { return true }
            j -= 1
        }
        return false
    }
}
