/// What every file says about its types, kept by name once its tokens are gone: the input of the
/// cross-file `TypeIndex` every front end resolves names through.
///
/// Held for every type of the code base from the files pass to the end of linking, so laid out
/// compactly: positions as 32-bit numbers (as tokens hold them), the one-byte fields last.
package struct TypeFact: PlacedFact {
    /// Qualified name (`Outer.Inner`); for extensions, the extended name as written.
    package var name: String { didSet { nameDigest = NameKey.Digest(of: name) } }
    package var inherits: [String]
    package var cases: [CaseFact]
    package var properties: [PropertyFact]
    package var typealiases: [String: String]
    package var position: SourcePosition
    /// `nameDigest`'s parts, kept apart so its one-byte fields go last with the others.
    private var nameHash: UInt64
    package var kind: TypeKind
    package var isIndirect: Bool
    /// Code in this declaration calls UIKit's `dismiss(…)` (a screen that can close itself).
    package var callsDismiss: Bool
    private var nameLastByte: UInt8
    private var nameIsDotted: Bool

    /// The hash, shard byte and dots of `name`, kept with it: the type index's threads pick their
    /// shard's facts and key them without reading (and retaining) every name, made on other threads.
    package private(set) var nameDigest: NameKey.Digest {
        get { NameKey.Digest(hash: nameHash, lastByte: nameLastByte, isDotted: nameIsDotted) }
        set { (nameHash, nameLastByte, nameIsDotted) = (newValue.hash, newValue.lastByte, newValue.isDotted) }
    }

    package init(kind: TypeKind, name: String, line: Int, column: Int, inherits: [String], cases: [CaseFact] = [],
         properties: [PropertyFact] = [], typealiases: [String: String] = [:], isIndirect: Bool = false, callsDismiss: Bool = false) {
        self.name = name
        let digest = NameKey.Digest(of: name)
        (nameHash, nameLastByte, nameIsDotted) = (digest.hash, digest.lastByte, digest.isDotted)
        self.inherits = inherits
        self.cases = cases
        self.properties = properties
        self.typealiases = typealiases
        position = SourcePosition(line: line, column: column)
        self.kind = kind
        self.isIndirect = isIndirect
        self.callsDismiss = callsDismiss
    }
}

package struct CaseFact: PlacedFact {
    package var name: String
    package var associatedValues: String?
    /// Single unlabeled payload type (`case first(First)`), a candidate container case.
    package var payloadType: String?
    package var position: SourcePosition

    package init(name: String, line: Int, column: Int = 1, associatedValues: String? = nil, payloadType: String? = nil) {
        self.name = name
        self.associatedValues = associatedValues
        self.payloadType = payloadType
        position = SourcePosition(line: line, column: column)
    }
}

package struct PropertyFact: PlacedFact {
    package var name: String
    package var declaredType: String?
    package var value: ExprRef?
    package var position: SourcePosition

    package init(name: String, line: Int, column: Int, declaredType: String? = nil, value: ExprRef? = nil) {
        self.name = name
        self.declaredType = declaredType
        self.value = value
        position = SourcePosition(line: line, column: column)
    }
}

/// A fact that keeps its line and column as a `SourcePosition`.
package protocol PlacedFact: Sendable {
    var position: SourcePosition { get set }
}

extension PlacedFact {
    package var line: Int {
        get { position.line }
        set { position.line = newValue }
    }
    package var column: Int {
        get { position.column }
        set { position.column = newValue }
    }
}

/// A line and column in 32 bits each, as tokens keep them (a file is at most `Analyzer.maxFileSize` bytes).
package struct SourcePosition: Sendable {
    private var storedLine: UInt32
    private var storedColumn: UInt32

    package init(line: Int, column: Int) {
        storedLine = UInt32(truncatingIfNeeded: line)
        storedColumn = UInt32(truncatingIfNeeded: column)
    }

    package var line: Int {
        get { Int(storedLine) }
        set { storedLine = UInt32(truncatingIfNeeded: newValue) }
    }
    package var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = UInt32(truncatingIfNeeded: newValue) }
    }
}

/// What an expression evaluates to, as far as one file can tell.
package indirect enum ExprRef: Sendable, Hashable {
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
    package func substituting(_ arguments: [Int: ExprRef]) -> ExprRef {
        switch self {
        case .parameter(let index, _): return arguments[index] ?? self
        case .member(let base, let name): return .member(base.substituting(arguments), name)
        default: return self
        }
    }
}

/// FNV-1a 64-bit hash of a type name's UTF-8 bytes.
package enum TypeNameHash {
    package static func of<C: Collection>(_ bytes: C) -> UInt64 where C.Element == UInt8 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return hash
    }

    package static func of(_ name: String) -> UInt64 { of(name.utf8) }
}
