/// What every file says about its types, kept by name once its tokens are gone: the input of the
/// cross-file `TypeIndex` every front end resolves names through.
struct TypeFact: Sendable {
    var kind: TypeKind
    /// Qualified name (`Outer.Inner`); for extensions, the extended name as written.
    var name: String
    var line: Int
    var column: Int
    var inherits: [String]
    var cases: [CaseFact] = []
    var properties: [PropertyFact] = []
    var typealiases: [String: String] = [:]
    var isIndirect = false
    /// Code in this declaration calls UIKit's `dismiss(…)` (a screen that can close itself).
    var callsDismiss = false
}

struct CaseFact: Sendable {
    var name: String
    var line: Int
    var column: Int = 1
    var associatedValues: String?
    /// Single unlabeled payload type (`case first(First)`), a candidate container case.
    var payloadType: String?
}

struct PropertyFact: Sendable {
    var name: String
    var line: Int
    var column: Int
    var declaredType: String?
    var value: ExprRef?
}

/// What an expression evaluates to, as far as one file can tell.
indirect enum ExprRef: Sendable, Hashable {
    /// `Foo(…)`, `Foo.make(…)`, `resolve(Foo.self)`, or a declared type. Hints: types constructed in the arguments.
    case type(String, hints: [String])
    /// `base.name`.
    case member(ExprRef, String)
    /// `self` of the enclosing type.
    case selfValue
    /// Parameter `index` of the enclosing function, typed as declared (`.text` for a generic type):
    /// a caller's argument can stand for it.
    case parameter(Int, declared: ExprRef)
    /// Not understood; the source text.
    case text(String)

    /// This expression with parameter references replaced by `arguments[index]` (when present).
    func substituting(_ arguments: [Int: ExprRef]) -> ExprRef {
        switch self {
        case .parameter(let index, _): return arguments[index] ?? self
        case .member(let base, let name): return .member(base.substituting(arguments), name)
        default: return self
        }
    }
}

/// FNV-1a 64-bit hash of a type name's UTF-8 bytes.
enum TypeNameHash {
    static func of<C: Collection>(_ bytes: C) -> UInt64 where C.Element == UInt8 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return hash
    }

    static func of(_ name: String) -> UInt64 { of(name.utf8) }
}
