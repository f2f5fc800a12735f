import Foundation
import Testing
@testable import StepGraphCore
@testable import StepGraphKit
@testable import StepGraphRxFlow
@testable import StepGraphFNFK
@testable import StepGraphXCoordinator
@testable import StepGraphSwiftUI

/// The reader stops at a short read once the size `fstat` gave is in (one `read(2)` a file fewer):
/// every byte still comes in, past the first buffer too, and a file that says it is empty (those of
/// /proc) is read to its end.
@Suite struct FileReaderTests {
    private func bytes(_ path: String) -> [UInt8]? {
        var reader = FileReader()
        defer { reader.deallocate() }
        guard case .success(let read) = reader.read(path, limit: Analyzer.maxFileSize) else { return nil }
        return Array(read)
    }

    @Test func readsEveryByteOfFilesSmallerAndLargerThanItsBuffer() throws {
        let folder = NSTemporaryDirectory() + "stepgraph-reader-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // 200 KiB: more than the reader's first 64 KiB buffer; bytes that differ from place to place.
        let large = (0..<(200 << 10)).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 8) }
        for (name, content) in [("empty.swift", [UInt8]()), ("small.swift", Array("let a = 1\n".utf8)), ("large.swift", large)] {
            let path = folder + "/" + name
            #expect(FileManager.default.createFile(atPath: path, contents: Data(content)))
            #expect(bytes(path) == content, "\(name)")
        }
    }

    /// /proc/kallsyms says its size is 0 and gives its 5 MB a few records per read, short of what was
    /// asked: stopping at the first short read would keep only its start.
    @Test(.enabled(if: FileManager.default.isReadableFile(atPath: "/proc/kallsyms")))
    func readsAFileThatSaysItIsEmptyToItsEnd() throws {
        let expected = try #require(FileHandle(forReadingAtPath: "/proc/kallsyms")?.readDataToEndOfFile())
        let read = try #require(bytes("/proc/kallsyms"))
        #expect(read.count == expected.count && read.count > 1 << 16)
    }
}
