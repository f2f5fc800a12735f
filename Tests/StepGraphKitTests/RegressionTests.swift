import Foundation
import Testing
@testable import StepGraphCore
@testable import StepGraphKit
@testable import StepGraphRxFlow
@testable import StepGraphFNFK
@testable import StepGraphXCoordinator
@testable import StepGraphSwiftUI
import StepGraphTestSupport

/// Inputs the fuzzer found (Tests/Regressions/), each analysed as bytes exactly as found.
@Suite struct FuzzRegressionTests {
    static let files: [String] = {
        let folder = repositoryRoot + "/Tests/Regressions"
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
    }()

    @Test func regressionsFolderIsNotEmpty() {
        #expect(!Self.files.isEmpty)
    }

    @Test(arguments: files)
    func analysesWithoutHangingOrCrashing(_ name: String) throws {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: repositoryRoot + "/Tests/Regressions/" + name)))
        let middle = bytes.count / 2
        let analysis = Analyzer.standard.analyze(buffers: [("A.swift", Array(bytes[..<middle])), ("B.swift", Array(bytes[middle...])),
                                                  ("Whole.swift", bytes)])
        #expect(analysis.model.fileCount == 3)
        let result = Linter.lint(analysis)
        #expect(Set(result.findings.map(\.identity)).count <= result.findings.count)
        let map = try MapBuilder.build(NavigationGraph(model: analysis.model, frontEnds: .standard), findings: result.findings)
        // Every RxFlow flow is a frame of the map (FNFK frames are the containers its flows install).
        #expect(map.flows.count >= analysis.model.flows.filter { $0.framework == .rxflow }.count)
    }

    @Test func unclosedGenericAngleInATypeTerminates() {
        let m = model("class A { var x: Array<Int = 1 }\nprotocol P: Q<R { }\nfunc f(a: Set<") 
        #expect(m.flows.isEmpty)
    }
}
