import Foundation
import Testing
@testable import StepGraphCore
@testable import StepGraphKit
@testable import StepGraphRxFlow
@testable import StepGraphFNFK
@testable import StepGraphXCoordinator
@testable import StepGraphSwiftUI

/// The parsers of git's output, in the library since the fuzz target reaches them: any bytes give
/// the entries and answers they hold in full, and nothing past the output.
@Suite struct GitOutputTests {
    func entries(_ bytes: [UInt8]) -> [GitOutput.TreeEntry] { bytes.withUnsafeBufferPointer(GitOutput.treeEntries) }
    func answers(_ text: String, count: Int) -> [GitOutput.BatchAnswer] {
        Array(text.utf8).withUnsafeBufferPointer { GitOutput.batchAnswers($0, count: count) }
    }

    @Test func treeEntriesKeepTheBytesOfNamesThatAreNotUTF8() {
        let blob = String(repeating: "a", count: 40)
        let listing = Array("100644 blob \(blob)\tApp/Caf".utf8) + [0xE9] + Array(".swift".utf8) + [0]
            + Array("120000 blob \(blob)\tApp/Link.swift".utf8) + [0]
            + Array("160000 commit \(blob)\tVendor".utf8) + [0]
            + Array("garbage without a tab".utf8) + [0] + Array("100644 blob".utf8)
        #expect(entries(listing) == [
            GitOutput.TreeEntry(mode: "100644", object: blob, path: "App/Caf\\xE9.swift",
                                pathBytes: Array("App/Caf".utf8) + [0xE9] + Array(".swift".utf8)),
            GitOutput.TreeEntry(mode: "120000", object: blob, path: "App/Link.swift", pathBytes: nil),
        ])
        #expect([0xC3, 0x28, 0xFF, 0x41].withUnsafeBufferPointer { PathBytes.text($0).text } == "\\xC3(\\xFFA")
    }

    @Test func batchAnswersInOrder() {
        let output = "1111 blob 5\nhello\n2222 missing\n3333 tree 3\nabc\nloop 9\nApp/A.sw\n\ndangling 4\nNope\nhead:a b.swift missing\n"
        #expect(answers(output, count: 6) == [
            .blob(12..<17), .missing, .notAFile, .brokenLink(loops: true), .brokenLink(loops: false), .missing,
        ])
        // No more than asked for.
        #expect(answers(output, count: 2) == [.blob(12..<17), .missing])
    }

    /// Output cut short (git stopped) or of another shape: the answers before it, nothing invented.
    @Test func answersStopWhereTheOutputStopsMakingSense() {
        #expect(answers("1111 blob 5\nhello\n2222 blob 10\nshort\n", count: 2) == [.blob(12..<17)])
        #expect(answers("1111 blob 5\nhelloX", count: 1).isEmpty)  // no closing newline where the size says
        #expect(answers("1111 blob 9223372036854775807\nx\n", count: 1).isEmpty)  // a size past any output
        #expect(answers("1111 blob -1\n\n", count: 1).isEmpty)
        #expect(answers("a b c d\n", count: 1).isEmpty)
        #expect(answers("", count: 3).isEmpty)
    }
}
