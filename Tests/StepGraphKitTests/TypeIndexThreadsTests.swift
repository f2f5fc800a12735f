import Testing
@testable import StepGraphCore
@testable import StepGraphKit
@testable import StepGraphRxFlow
@testable import StepGraphFNFK
@testable import StepGraphXCoordinator
@testable import StepGraphSwiftUI

/// The type index moves every file's type facts into its shards, on as many threads as asked: each
/// fact lands once, under its own name, whatever the thread count.
@Suite struct TypeIndexThreadsTests {
    /// Files of types whose names end in every letter (so every shard has facts in every file),
    /// with extensions of earlier files' types and inherited names.
    static func files(_ count: Int) -> [FileFacts] {
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        return (0..<count).map { file in
            var facts = FileFacts(path: "Feature\(file / 100)/File\(file).swift")
            facts.types = (0..<8).map { t in
                let name = "Type\(file)Number\(t)\(letters[(file + t) % letters.count])"
                return t == 7 && file > 0
                    ? TypeFact(kind: .extension, name: "Type\(file - 1)Number0\(letters[(file - 1) % letters.count])", line: t + 1, column: 1,
                               inherits: ["CustomStringConvertible"])
                    : TypeFact(kind: t % 3 == 0 ? .class : .struct, name: name, line: t + 1, column: 1, inherits: ["Base\(t)"])
            }
            return facts
        }
    }

    @Test(arguments: [2, 3, 4])
    func everyFactLandsOnceUnderItsOwnName(threads: Int) {
        for _ in 0..<12 {
            var facts = Self.files(2_000)
            let expected = facts.reduce(0) { $0 + $1.types.count }
            let index = TypeIndex(files: &facts, threads: threads)
            var seen = 0
            for (name, declarations) in index.declarations {
                #expect(!name.isEmpty, "a placeholder left by a moved fact was taken as a declaration")
                let named = declarations.allSatisfy { $0.fact.name == name }
                #expect(named)
                seen += declarations.count
            }
            #expect(seen == expected)
            let emptied = facts.allSatisfy { $0.types.isEmpty }
            #expect(emptied)
            // An extension joins its type's declarations, after it in file order.
            #expect(index.declarations["Type0Number0a"]?.map(\.fact.kind) == [.class, .extension])
        }
    }
}
