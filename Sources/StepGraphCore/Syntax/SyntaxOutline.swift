/// The declarations and pattern-matching statements of one file, as token index ranges.
/// Built by `DeclarationScanner`; read by front ends (the RxFlow extractor) while the tokens exist.
package struct SyntaxOutline: Sendable {
    package var types: [TypeDecl] = []
    package var functions: [FunctionDecl] = []
    package var variables: [VariableDecl] = []
    package var enumCases: [EnumCaseDecl] = []
    package var typealiases: [TypealiasDecl] = []
    package var switches: [SwitchStatement] = []
    package var caseConditions: [CaseCondition] = []
    /// The vocabulary words (`Vocabulary` ids) the file's identifiers spell: whether a file mentions
    /// some words at all costs one test, not a pass over its tokens.
    package var vocabulary = VocabularyMask()
    /// The `import` keywords.
    package var imports: [Int] = []
    /// Capitalized names used as values: `Foo(`, `Foo.init(`, `Foo.self`, `Foo.make(…)`.
    package var constructions: [Int] = []

    package init() {}

    /// Empties every list, keeping the storage for the next file.
    package mutating func removeAll() {
        types.removeAll(keepingCapacity: true)
        functions.removeAll(keepingCapacity: true)
        variables.removeAll(keepingCapacity: true)
        enumCases.removeAll(keepingCapacity: true)
        typealiases.removeAll(keepingCapacity: true)
        switches.removeAll(keepingCapacity: true)
        caseConditions.removeAll(keepingCapacity: true)
        vocabulary = VocabularyMask()
        imports.removeAll(keepingCapacity: true)
        constructions.removeAll(keepingCapacity: true)
    }
}

package enum TypeKind: String, Sendable, Codable {
    case `class`, `struct`, `enum`, `extension`, `protocol`, actor
}

package struct TypeDecl: Sendable {
    package var kind: TypeKind
    /// The `class`/`enum`… keyword.
    package var keyword: Int
    /// The name tokens (`A.B` for an extension of a nested type).
    package var name: TokenRange
    /// Index of the enclosing type in `SyntaxOutline.types`, or -1.
    package var parent: Int
    /// `<…>` including the angle brackets, if any.
    package var genericParameters: TokenRange?
    /// One range per inherited type or conformed protocol.
    package var inheritance: [TokenRange]
    /// Tokens between the braces.
    package var body: TokenRange
    /// Whether the declaration is marked `indirect` (enums).
    package var isIndirect: Bool
}

package struct Parameter: Sendable {
    /// The external label token, or nil for `_`.
    package var label: Int?
    /// The internal name token.
    package var name: Int
    package var type: TokenRange
    /// The default value after `=`, if any.
    package var defaultValue: TokenRange?
}

package struct FunctionDecl: Sendable {
    package enum Kind: Sendable { case function, initializer, `subscript`, deinitializer }
    package var kind: Kind
    package var keyword: Int
    /// The name token (the keyword itself for `init`, `subscript`, `deinit`).
    package var name: Int
    /// `<…>` including the angle brackets, if any.
    package var genericParameters: TokenRange?
    package var parameters: [Parameter]
    package var returnType: TokenRange?
    package var body: TokenRange?
    /// Enclosing type index, or -1.
    package var owner: Int
    /// Enclosing function index for local functions, or -1.
    package var enclosingFunction: Int
    /// Marked `static` or `class`.
    package var isStatic: Bool
}

package struct VariableDecl: Sendable {
    package var keyword: Int
    package var name: Int
    package var isLet: Bool
    package var type: TokenRange?
    package var initializer: TokenRange?
    /// A computed property's getter body or its accessor block.
    package var accessors: TokenRange?
    package var owner: Int
    /// Enclosing function for local variables, or -1 for properties and globals.
    package var function: Int
    /// Marked `static` or `class`.
    package var isStatic: Bool
}

package struct EnumCaseDecl: Sendable {
    package var name: Int
    /// `( … )` including the parentheses, if any.
    package var associatedValues: TokenRange?
    package var enumType: Int
    package var isIndirect: Bool
}

package struct TypealiasDecl: Sendable {
    package var name: Int
    package var target: TokenRange
    package var owner: Int
}

package struct SwitchArm: Sendable {
    /// The `case` or `default` token.
    package var label: Int
    package var isDefault: Bool
    package var patterns: [TokenRange]
    package var whereClause: TokenRange?
    package var body: TokenRange
}

package struct SwitchStatement: Sendable {
    package var keyword: Int
    package var subject: TokenRange
    package var body: TokenRange
    package var arms: [SwitchArm]
    package var function: Int
}

/// `if case P = E`, `guard case P = E`, `while case P = E`.
package struct CaseCondition: Sendable {
    package var keyword: Int
    package var isGuard: Bool
    package var pattern: TokenRange
    package var subject: TokenRange
    /// For `if`/`while`: the braces' content. For `guard`: the rest of the enclosing block.
    package var body: TokenRange
    package var function: Int
}
