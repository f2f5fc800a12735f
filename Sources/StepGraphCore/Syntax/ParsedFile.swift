/// One file as every front end sees it: its tokens and outline, the qualified name of each declared
/// type, and (built on first use) which type and function body encloses each token. It borrows the
/// file's bytes and tokens, so it lives only while the file is being analysed.
package final class ParsedFile {
    package let path: String
    package let src: SourceView
    package let outline: SyntaxOutline
    /// Qualified name of each `outline.types` entry (`Outer.Inner`; extensions as written).
    package let typeNames: [String]

    package init(path: String, src: SourceView, outline: SyntaxOutline) {
        self.path = path
        self.src = src
        self.outline = outline
        var names: [String] = []
        names.reserveCapacity(outline.types.count)
        for decl in outline.types {
            let own = decl.kind == .extension ? src.typeName(decl.name) : src.text(decl.name.lower)
            guard decl.parent >= 0 && decl.kind != .extension else { names.append(own); continue }
            names.append(String.joining(names[decl.parent], UInt8(ascii: "."), own, through: src.strings))
        }
        typeNames = names
    }

    /// The `outline.functions` index of each function that has a body, and those bodies: made on
    /// first use (only front ends ask, in the files they claim).
    private lazy var functionsWithBodies: (owners: [Int], bodies: [TokenRange]) = {
        var owners: [Int] = [], bodies: [TokenRange] = []
        for (index, function) in outline.functions.enumerated() {
            if let body = function.body { owners.append(index); bodies.append(body) }
        }
        return (owners, bodies)
    }()
    private lazy var typeIndex = InnermostRangeIndex(outline.types.map(\.body), tokenCount: src.count)
    private lazy var functionIndex = InnermostRangeIndex(functionsWithBodies.bodies, tokenCount: src.count)

    /// Qualified name of the innermost type whose body contains token `k`.
    package func enclosingTypeName(_ k: Int) -> String? {
        typeIndex.at(k).map { typeNames[$0] }
    }

    /// The `outline.types` index of the innermost type whose body contains token `k`.
    package func enclosingTypeIndex(_ k: Int) -> Int? {
        typeIndex.at(k)
    }

    /// Body of the innermost function containing token `k`.
    package func enclosingFunctionBody(_ k: Int) -> TokenRange? {
        functionIndex.at(k).map { functionsWithBodies.bodies[$0] }
    }

    /// The innermost function whose body contains token `k`.
    package func enclosingFunction(_ k: Int) -> FunctionDecl? {
        functionIndex.at(k).map { outline.functions[functionsWithBodies.owners[$0]] }
    }
}
