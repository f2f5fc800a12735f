/// What the analysis keeps of one file once its tokens are gone: its types (for the cross-file
/// index), the type names it uses as values, its diagnostics and `// stepgraph:` comments, and the
/// facts of each front end that claimed it.
package struct FileFacts: Sendable {
    package var path: String
    /// Moved into the `TypeIndex` when it is built (empty afterwards).
    package var types: [TypeFact] = []
    /// Its top-level `typealias` declarations (alias → target as written), for the `TypeIndex`.
    package var typealiases: [String: String] = [:]
    /// Hashes (`TypeNameHash`) of type names instantiated (`Foo(`) or used as values (`Foo.self`);
    /// gathered into `LinkContext.constructed` before the index is built, and emptied with the
    /// file's types as the index takes them.
    package var constructed: Set<UInt64> = []
    package var diagnostics: [Diagnostic] = []
    package var directives: [RawDirective] = []
    /// One entry per front end that claimed the file.
    package var frontEndFacts: [any FrontEndFacts] = []
    package var claimedBy: Set<Framework> = []
    /// The identifiers the file spells, for front ends that claim more files once they know the
    /// code base's own vocabulary.
    package var identifiers = IdentifierBloom()
    /// The front ends' library signature names this file declares at its top level (a vendored copy's tell-tale).
    package var libraryDeclarations: Set<String> = []
    /// The modules the file imports (`ModuleTable`).
    package var imports: Set<String> = []
    /// The targets a `Package.swift` or `Project.swift` declares.
    package var manifest: ModuleManifest?

    /// This file's facts from the front end whose facts are of type `F`.
    package func facts<F: FrontEndFacts>(_: F.Type) -> F? {
        for facts in frontEndFacts { if let typed = facts as? F { return typed } }
        return nil
    }
}

extension [FileFacts] {
    /// The facts the front end whose facts are of type `F` has about each file it claimed, in file
    /// order. Reads the files in place: a loop over the array would copy every `FileFacts`,
    /// retaining each of its fields, for the thousands of files no front end claimed.
    package func claimedFacts<F: FrontEndFacts>(_: F.Type) -> [F] {
        withUnsafeBufferPointer { files in
            files.indices.compactMap { files[$0].frontEndFacts.isEmpty ? nil : files[$0].facts(F.self) }
        }
    }
}

/// A `// stepgraph:` comment's text and line.
package struct RawDirective: Sendable, Equatable {
    package var line: Int
    package var text: String
}
