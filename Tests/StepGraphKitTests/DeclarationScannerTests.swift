import Testing
@testable import StepGraphCore
@testable import StepGraphKit
@testable import StepGraphRxFlow
@testable import StepGraphFNFK
@testable import StepGraphXCoordinator
@testable import StepGraphSwiftUI
import StepGraphTestSupport

/// Tokenizes `bytes` as a worker does (its texts made through `strings`, when given), then hands
/// the view and what the lexing found to `body`.
func withSourceView<R>(_ bytes: [UInt8], strings: StringPool? = nil, _ body: (SourceView, LexResult) -> R) -> R {
    bytes.withUnsafeBufferPointer { buffer in
        var buffers = TokenBuffers()
        defer { buffers.deallocate() }
        let (lexed, count) = Tokenizer.tokenize(buffer, vocabulary: FrontEndRegistry.standard.vocabulary, into: &buffers)
        return body(SourceView(bytes: buffer, tokens: buffers, count: count, strings: strings), lexed)
    }
}

/// Tokenizes and scans `source` (recording `detail`), then hands the view and outline to `body`.
func withOutline<R>(_ source: String, detail: OutlineDetail = .full, _ body: (SourceView, SyntaxOutline) -> R) -> R {
    withSourceView(Array(source.utf8)) { view, lexed in
        body(view, DeclarationScanner.scan(view, vocabulary: lexed.vocabulary, detail: detail))
    }
}

@Suite struct DeclarationScannerTests {
    @Test func typesWithNestingGenericsAndInheritance() {
        let source = """
        public final class Outer<T: Equatable>: Base, Proto where T: Hashable {
            struct Inner: Codable & Sendable {}
            enum Kind: String, Step { case a }
            class func make() -> Outer { fatalError() }
        }
        extension Outer.Inner: CustomStringConvertible {}
        protocol FeatureStep: Step {}
        actor Cache {}
        let actor = 1
        """
        withOutline(source) { src, outline in
            let names = outline.types.map { src.text($0.name) }
            #expect(names == ["Outer", "Inner", "Kind", "Outer.Inner", "FeatureStep", "Cache"])
            #expect(outline.types.map(\.kind) == [.class, .struct, .enum, .extension, .protocol, .actor])
            #expect(outline.types[0].genericParameters.map { src.text($0) } == "<T: Equatable>")
            #expect(outline.types[0].inheritance.map { src.typeName($0) } == ["Base", "Proto"])
            #expect(outline.types[1].inheritance.map { src.typeName($0) } == ["Codable", "Sendable"])
            #expect(outline.types[1].parent == 0 && outline.types[2].parent == 0 && outline.types[3].parent == -1)
            #expect(outline.types[2].inheritance.map { src.typeName($0) } == ["String", "Step"])
            #expect(outline.functions.map { src.text($0.name) } == ["make"])
        }
    }

    @Test func functionsLabelsTypesAndBodies() {
        let source = """
        struct S {
            func navigate(to step: Step) -> FlowContributors { return .none }
            private func helper(_ id: Int, named name: String = "x", completion: @escaping (Int) -> Void) async throws -> [String: Int] where Int: Any {
                return [:]
            }
            init?(value: Int) {}
            subscript(index: Int) -> Int { 0 }
            func requirement()
            deinit {}
        }
        """
        withOutline(source) { src, outline in
            let f = outline.functions
            #expect(f.map { src.text($0.name) } == ["navigate", "helper", "init", "subscript", "requirement", "deinit"])
            #expect(f[0].parameters.map { $0.label.map { src.text($0) } } == ["to"])
            #expect(f[0].parameters.map { src.typeName($0.type) } == ["Step"])
            #expect(f[0].returnType.map { src.text($0) } == "FlowContributors")
            #expect(f[1].parameters.map { $0.label.map { src.text($0) } } == [nil, "named", "completion"])
            #expect(f[1].parameters.map { src.text($0.name) } == ["id", "name", "completion"])
            #expect(f[1].returnType.map { src.text($0) } == "[String: Int]")
            #expect(f[0].body.map { src.text($0) } == "return .none")
            #expect(f[4].body == nil)
            #expect(f.allSatisfy { $0.owner == 0 })
        }
    }

    @Test func storedAndComputedProperties() {
        let source = """
        final class AppFlow {
            var root: Presentable {
                return self.rootViewController
            }
            private lazy var rootViewController = UINavigationController()
            let services: AppServices
            static let shared: AppFlow = AppFlow(
                services: AppServices())
            var count = 0 {
                didSet { print(count) }
            }
            func f() { let local = Foo(); var (a, b) = (1, 2) }
        }
        """
        withOutline(source) { src, outline in
            let v = outline.variables
            #expect(v.map { src.text($0.name) } == ["root", "rootViewController", "services", "shared", "count", "local"])
            #expect(v[0].type.map { src.text($0) } == "Presentable")
            #expect(v[0].accessors.map { src.text($0) } == "return self.rootViewController")
            #expect(v[1].initializer.map { src.text($0) } == "UINavigationController()")
            #expect(v[2].type.map { src.text($0) } == "AppServices" && v[2].isLet)
            #expect(v[3].initializer.map { src.text($0) } == "AppFlow( services: AppServices())")
            #expect(v[4].initializer.map { src.text($0) } == "0")
            #expect(v[0].function == -1 && v[5].function == 0)
        }
    }

    @Test func enumCasesWithAssociatedValuesAndIndirect() {
        let source = """
        enum AppStep: Step {
            case home, detail(id: Int), search(String)
            indirect case nested(AppStep)
            case raw = 3
            case last
        }
        """
        withOutline(source) { src, outline in
            #expect(outline.enumCases.map { src.text($0.name) } == ["home", "detail", "search", "nested", "raw", "last"])
            #expect(outline.enumCases[1].associatedValues.map { src.text($0) } == "(id: Int)")
            #expect(outline.enumCases.map(\.isIndirect) == [false, false, false, true, false, false])
        }
    }

    @Test func switchArmsPatternsWhereAndDefault() {
        let source = """
        func f(step: AppStep) {
            switch step {
            case .a, .b(let x):
                if case .c = other { }
                guard case .d = other else { return }
                print(x)
            case .e? where flag,
                 .f:
                break
            case AppStep.g: break
            @unknown default:
                break
            }
        }
        """
        withOutline(source) { src, outline in
            #expect(outline.switches.count == 1)
            let s = outline.switches[0]
            #expect(src.text(s.subject) == "step")
            #expect(s.arms.count == 4)
            #expect(s.arms[0].patterns.map { src.text($0) } == [".a", ".b(let x)"])
            #expect(s.arms[1].patterns.map { src.text($0) } == [".e?"])
            #expect(s.arms[1].whereClause.map { src.text($0) } == "flag, .f")
            #expect(s.arms[2].patterns.map { src.text($0) } == ["AppStep.g"])
            #expect(s.arms[3].isDefault)
            #expect(src.text(s.arms[0].body).hasPrefix("if case .c = other"))
            #expect(outline.caseConditions.map { src.text($0.pattern) } == [".c", ".d"])
            #expect(outline.caseConditions.map(\.isGuard) == [false, true])
            #expect(src.text(outline.caseConditions[1].body).hasPrefix("print(x) case .e?"))  // the rest of the enclosing block
        }
    }

    /// The scan also notes every identifier's vocabulary word, the imports and the names used as
    /// values, those in the declaration headers it skips over (inheritance, parameters, return types) too.
    @Test func identifiersInSkippedHeadersAreNotedToo() {
        let source = """
        @testable import RxFlow
        import class UIKit.UIViewController
        final class AppFlow: Flow {
            func navigate(to step: Step) -> FlowContributors { .none }
            var root: Presentable { Screen.make() }
        }
        func build(with factory: Factory = Factory()) -> Stepper { OneStepper(withSingleStep: AppStep.start) }
        let a = Box.self, b = x.Nested(), c = Maker.init(), d = AppStep.start
        """
        withOutline(source) { src, outline in
            #expect(outline.imports.map { src.text($0 + 1) } == ["RxFlow", "class"])
            // `Flow` is only in the inheritance clause, `FlowContributors` and `Stepper` only in return types.
            #expect(outline.vocabulary.contains(RxFlowWord.Flow))
            #expect(outline.vocabulary.contains(RxFlowWord.FlowContributors))
            #expect(outline.vocabulary.contains(RxFlowWord.Stepper))
            #expect(!outline.vocabulary.contains(RxFlowWord.Coordinator))
            #expect(!outline.vocabulary.intersects(FNFKFrontEnd.claimingWords))
            // `Factory()` is a default parameter value; `x.Nested()` follows a dot; `AppStep.start` is not called.
            #expect(outline.constructions.map { src.text($0) } == ["Screen", "Factory", "OneStepper", "Box", "Maker"])
        }
    }

    /// A worker scans each file into the outline of the one before: nothing of the previous file remains.
    @Test func scanningIntoAReusedOutlineForgetsThePreviousFile() {
        let first = """
        import RxFlow
        class AppFlow: Flow { func navigate(to step: Step) -> FlowContributors { switch step { case .a: return .none } } }
        let x = Screen()
        """
        let second = "struct Plain { var count = 0 }"
        withOutline(first) { _, firstOutline in
            withOutline(second) { src, fresh in
                var reused = firstOutline
                DeclarationScanner.scan(src, vocabulary: fresh.vocabulary, into: &reused)
                #expect(reused.types.map { src.text($0.name) } == fresh.types.map { src.text($0.name) })
                #expect(reused.functions.isEmpty && reused.switches.isEmpty && reused.imports.isEmpty && reused.constructions.isEmpty)
                #expect(reused.variables.map { src.text($0.name) } == ["count"])
                #expect(!reused.vocabulary.contains(RxFlowWord.Flow))
            }
        }
    }

    /// A file no front end claims is scanned for declarations only: the same types, cases, properties,
    /// aliases, functions (with their bodies), imports and constructions as the full scan, without the
    /// switch statements, case conditions, parameters and local variables only front ends read.
    @Test func declarationsOnlyKeepsWhatTheTypeFactsRead() {
        let source = """
        import Foundation

        public final class Cache<Key: Hashable, Value>: NSObject, Codable {
            typealias Entry = (key: Key, value: Value)
            private var storage: [Key: Value] = [:]
            lazy var formatter: DateFormatter = {
                let formatter = DateFormatter()
                return formatter
            }()
            static let shared = Cache(limit: 10)
            var count: Int { storage.count }

            init(limit: Int, name: String = Defaults.name()) {
                var total = 0
                if case .some(let value) = Optional(limit) { total += value }
                super.init()
            }

            func value(for key: Key, default fallback: @autoclosure () -> Value) -> Value {
                struct Local { var hits = 0 }
                let found = storage[key]
                switch found {
                case .some(let value): return value
                case .none: return fallback()
                }
            }
        }

        enum Mode: String { case fast, safe(Level), `default` = "d" }
        extension Cache.Entry { }
        func helper(_ items: [Int]) -> Int { guard case let first? = items.first else { return 0 }; return first }
        """
        withOutline(source) { src, full in
            withOutline(source, detail: .declarations) { _, lean in
                #expect(lean.types.map { src.text($0.name) } == full.types.map { src.text($0.name) })
                #expect(lean.types.map(\.body.lower) == full.types.map(\.body.lower))
                #expect(lean.enumCases.map { src.text($0.name) } == full.enumCases.map { src.text($0.name) })
                #expect(lean.typealiases.map { src.text($0.name) } == full.typealiases.map { src.text($0.name) })
                #expect(lean.functions.map { src.text($0.name) } == full.functions.map { src.text($0.name) })
                #expect(lean.functions.map { $0.body?.lower } == full.functions.map { $0.body?.lower })
                #expect(lean.functions.map(\.owner) == full.functions.map(\.owner))
                #expect(lean.imports == full.imports && lean.constructions == full.constructions)
                let properties = { (outline: SyntaxOutline) in
                    outline.variables.filter { $0.function == -1 }.map { "\(src.text($0.name)) \($0.owner) \($0.initializer?.lower ?? -1)" }
                }
                #expect(properties(lean) == properties(full))
                #expect(properties(full) == ["storage 0 40", "formatter 0 49", "shared 0 65", "count 0 -1", "hits 1 152"])
                // What only front ends read.
                #expect(full.switches.count == 1 && lean.switches.isEmpty)
                #expect(full.caseConditions.count == 2 && lean.caseConditions.isEmpty)
                #expect(full.functions.contains { !$0.parameters.isEmpty } && lean.functions.allSatisfy { $0.parameters.isEmpty })
                #expect(full.variables.count > lean.variables.count && lean.variables.allSatisfy { $0.function == -1 })
            }
        }
    }

    @Test func deepNestingDoesNotUseTheCallStack() {
        let depth = 100_000
        for (open, close) in [("{", "}"), ("(", ")"), ("[", "]")] {
            let source = "func f() " + String(repeating: open, count: depth) + String(repeating: close, count: depth)
            withOutline(source) { src, outline in
                #expect(src.count == depth * 2 + 4)
                #expect(outline.functions.count == 1 || open != "{")
            }
        }
        // Unbalanced: only openers.
        withOutline("struct S { " + String(repeating: "{ switch x {", count: 20_000)) { _, outline in
            #expect(outline.types.count == 1)
        }
    }

    /// Texts of several tokens are made in one string; invalid UTF-8 inside a token (the lexer takes
    /// any byte over 0x7F into an identifier) is repaired as decoding each token's bytes would: one
    /// U+FFFD per broken sequence, whether a dot, a space or the next token ends it (`typeName` drops the space).
    @Test func multiTokenTextsRepairInvalidUTF8LikeEachToken() {
        // let a: Caf\xC3.\xA9Menu<Int>? = Sel\xF0\x9F\x98 .Item\xFF
        let bytes = Array("let a: Caf".utf8) + [0xC3] + Array(".".utf8) + [0xA9] + Array("Menu<Int>? = Sel".utf8)
            + [0xF0, 0x9F, 0x98] + Array(" .Item".utf8) + [0xFF]
        withSourceView(bytes) { src, _ in
            // let a : Caf? . ?Menu < Int > ? = Sel? . Item?
            #expect(src.count == 14)
            #expect(src.typeName(TokenRange(3, 10)) == "Caf\u{FFFD}.\u{FFFD}Menu")
            #expect(src.text(TokenRange(3, 10)) == "Caf\u{FFFD}.\u{FFFD}Menu<Int>?")
            #expect(src.text(TokenRange(11, 14)) == "Sel\u{FFFD} .Item\u{FFFD}")
            #expect(src.typeName(TokenRange(11, 14)) == "Sel\u{FFFD}.Item\u{FFFD}")
        }
    }
}
