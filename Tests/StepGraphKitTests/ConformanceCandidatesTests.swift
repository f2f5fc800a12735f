import Testing
@testable import StepGraphCore
@testable import StepGraphKit
@testable import StepGraphRxFlow
@testable import StepGraphFNFK
@testable import StepGraphXCoordinator
@testable import StepGraphSwiftUI

/// The type index keeps inheritance edges backwards (by the simple name inherited) to find the types
/// that may conform to a root protocol: written as real code spells conformance, in any file order,
/// on any number of threads.
@Suite struct ConformanceCandidatesTests {
    /// Type facts of `files` (path, text) as the files pass makes them, indexed on `threads` threads.
    static func index(_ files: [(path: String, text: String)], threads: Int) -> TypeIndex {
        var worker = Worker(registry: .standard, frontEnds: FrontEndRegistry.standard.all)
        defer { worker.deallocate() }
        var facts = files.map { file in
            Array(file.text.utf8).withUnsafeBufferPointer { worker.extract(bytes: $0, path: file.path) }
        }
        return TypeIndex(files: &facts, threads: threads)
    }

    static let files: [(path: String, text: String)] = [
        // The conformance comes before the declaration, in an earlier file.
        ("App/A+Conformances.swift", """
        import RxFlow
        extension LateStep: Step {}
        extension Outer.Inner: CustomStringConvertible { var description: String { "" } }
        """),
        ("App/AppStep.swift", """
        import RxFlow
        enum AppStep: Step, Equatable { case home, detail(id: String) }
        protocol FeatureStep: RxFlow.Step {}
        enum SettingsStep: FeatureStep { case open }
        indirect enum
            WrappedStep
            : SettingsProtocol, FeatureStep { case wrapped(WrappedStep) }
        protocol SettingsProtocol {}
        """),
        ("App/LateStep.swift", "enum LateStep { case later }\n"),
        // A nested type, extended by its qualified name.
        ("App/Outer.swift", """
        struct Outer {
            enum Inner { case a }
        }
        extension Outer.Inner: Step {}
        """),
        ("App/Flows.swift", """
        import RxFlow
        class BaseFlow: Flow { var root: Presentable { UIViewController() } }
        final class HomeFlow: BaseFlow {}
        final class DeepFlow: HomeFlow {}
        final class Unrelated: NSObject {}
        """),
    ]

    @Test(arguments: [1, 2, 3, 4])
    func candidatesThroughRefinementsExtensionsAndSubclasses(threads: Int) {
        let index = Self.index(Self.files, threads: threads)
        #expect(index.possibleConformers(to: "Step") == ["AppStep", "FeatureStep", "SettingsStep", "WrappedStep", "LateStep", "Outer.Inner"])
        #expect(index.possibleConformers(to: "Flow") == ["BaseFlow", "HomeFlow", "DeepFlow"])
        #expect(index.possibleConformers(to: "SettingsProtocol") == ["WrappedStep"])
        #expect(index.possibleConformers(to: "Stepper").isEmpty)
        // The candidates are confirmed: a protocol is not a conforming type.
        let steps = index.conformers(to: ["Step"])["Step"] ?? [:]
        #expect(Set(steps.keys) == ["AppStep", "SettingsStep", "WrappedStep", "LateStep", "Outer.Inner"])
    }

    @Test func theSameInReverseFileOrder() {
        let forward = Self.index(Self.files, threads: 2)
        let reversed = Self.index(Self.files.reversed(), threads: 3)
        for root in ["Step", "Flow", "SettingsProtocol", "FeatureStep", "BaseFlow"] {
            #expect(forward.possibleConformers(to: root) == reversed.possibleConformers(to: root))
        }
        #expect(reversed.possibleConformers(to: "Step").contains("Outer.Inner"))
    }

    /// Extension-only names qualified by a library module join the type they name, and may do so in
    /// a chain (`RxFlow.XCoordinator.Foo` joins `XCoordinator.Foo`, which joins `Foo`): the heirs
    /// follow the declarations to where they end.
    @Test(arguments: [1, 2, 3])
    func heirsFollowDeclarationsThroughChainedMerges(threads: Int) {
        var worker = Worker(registry: .standard, frontEnds: FrontEndRegistry.standard.all)
        defer { worker.deallocate() }
        var facts = [("A.swift", "extension RxFlow.XCoordinator.Foo: Step {}\n"), ("B.swift", "extension XCoordinator.Foo {}\n"),
                     ("C.swift", "enum Foo { case a }\n")].map { path, text in
            Array(text.utf8).withUnsafeBufferPointer { worker.extract(bytes: $0, path: path) }
        }
        let index = TypeIndex(files: &facts, libraryModules: ["RxFlow", "XCoordinator"], threads: threads)
        #expect(index.declarations["Foo"]?.count == 3)
        #expect(index.possibleConformers(to: "Step").contains("Foo"))
        #expect(index.conformers(to: ["Step"])["Step"]?["Foo"] != nil)
    }

    /// Every type of the code base keeps a fact until linking ends: its layout stays compact.
    @Test func aTypeFactStaysCompact() {
        #expect(MemoryLayout<TypeFact>.stride <= 72)
    }
}
