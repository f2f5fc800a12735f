/// The declarations and pattern-matching statements of one file, as token index ranges.
/// Built by `DeclarationScanner`; read by front ends (the RxFlow extractor) while the tokens exist.
public struct SyntaxOutline: Sendable {
    public var types: [TypeDecl] = []
    public var functions: [FunctionDecl] = []
    public var variables: [VariableDecl] = []
    public var enumCases: [EnumCaseDecl] = []
    public var typealiases: [TypealiasDecl] = []
    public var switches: [SwitchStatement] = []
    public var caseConditions: [CaseCondition] = []

    public init() {}
}

public enum TypeKind: String, Sendable, Codable {
    case `class`, `struct`, `enum`, `extension`, `protocol`, actor
}

public struct TypeDecl: Sendable {
    public var kind: TypeKind
    /// The `class`/`enum`… keyword.
    public var keyword: Int
    /// The name tokens (`A.B` for an extension of a nested type).
    public var name: TokenRange
    /// Index of the enclosing type in `SyntaxOutline.types`, or -1.
    public var parent: Int
    /// `<…>` including the angle brackets, if any.
    public var genericParameters: TokenRange?
    /// One range per inherited type or conformed protocol.
    public var inheritance: [TokenRange]
    /// Tokens between the braces.
    public var body: TokenRange
    /// Whether the declaration is marked `indirect` (enums).
    public var isIndirect: Bool
}

public struct Parameter: Sendable {
    /// The external label token, or nil for `_`.
    public var label: Int?
    /// The internal name token.
    public var name: Int
    public var type: TokenRange
    /// The default value after `=`, if any.
    public var defaultValue: TokenRange?
}

public struct FunctionDecl: Sendable {
    public enum Kind: Sendable { case function, initializer, `subscript`, deinitializer }
    public var kind: Kind
    public var keyword: Int
    /// The name token (the keyword itself for `init`, `subscript`, `deinit`).
    public var name: Int
    /// `<…>` including the angle brackets, if any.
    public var genericParameters: TokenRange?
    public var parameters: [Parameter]
    public var returnType: TokenRange?
    public var body: TokenRange?
    /// Enclosing type index, or -1.
    public var owner: Int
    /// Enclosing function index for local functions, or -1.
    public var enclosingFunction: Int
    /// Marked `static` or `class`.
    public var isStatic: Bool
}

public struct VariableDecl: Sendable {
    public var keyword: Int
    public var name: Int
    public var isLet: Bool
    public var type: TokenRange?
    public var initializer: TokenRange?
    /// A computed property's getter body or its accessor block.
    public var accessors: TokenRange?
    public var owner: Int
    /// Enclosing function for local variables, or -1 for properties and globals.
    public var function: Int
    /// Marked `static` or `class`.
    public var isStatic: Bool
}

public struct EnumCaseDecl: Sendable {
    public var name: Int
    /// `( … )` including the parentheses, if any.
    public var associatedValues: TokenRange?
    public var enumType: Int
    public var isIndirect: Bool
}

public struct TypealiasDecl: Sendable {
    public var name: Int
    public var target: TokenRange
    public var owner: Int
}

public struct SwitchArm: Sendable {
    /// The `case` or `default` token.
    public var label: Int
    public var isDefault: Bool
    public var patterns: [TokenRange]
    public var whereClause: TokenRange?
    public var body: TokenRange
}

public struct SwitchStatement: Sendable {
    public var keyword: Int
    public var subject: TokenRange
    public var body: TokenRange
    public var arms: [SwitchArm]
    public var function: Int
}

/// `if case P = E`, `guard case P = E`, `while case P = E`.
public struct CaseCondition: Sendable {
    public var keyword: Int
    public var isGuard: Bool
    public var pattern: TokenRange
    public var subject: TokenRange
    /// For `if`/`while`: the braces' content. For `guard`: the rest of the enclosing block.
    public var body: TokenRange
    public var function: Int
}
