import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The temporary files this process is writing, kept where a SIGINT/SIGTERM handler
/// can remove them before the process dies. A signal handler may only call async-signal-safe
/// functions and must not allocate, so the paths live in one C buffer allocated before the handler
/// is installed, as records `[live][path]\0`, only ever appended: the handler
/// reads records below the published length, each complete before it is counted.
package enum InFlightTemporaries {
    /// A registered temporary, to mark finished.
    package struct Entry: Sendable {
        fileprivate let offset: Int
    }

    /// Ample for thousands of paths; past it, a temporary is not registered and only the
    /// next run's `TemporaryName.removeLeftovers` cleans it up.
    private static let capacity = 1 << 20
    nonisolated(unsafe) private static let records = calloc(capacity, 1)!.assumingMemoryBound(to: UInt8.self)
    nonisolated(unsafe) private static var length = 0
    private static let lock = NSLock()
    private static let handlers: Void = {
        for number in [SIGINT, SIGTERM] {
            // A signal ignored when the process started (a background job of a script) stays ignored.
            let previous = signal(number, removeTemporariesAndDie)
            if unsafeBitCast(previous, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) { signal(number, SIG_IGN) }
        }
    }()

    /// A temporary file; the handler unlinks it.
    package static func add(file path: String) -> Entry? {
        lock.withLock {
            let bytes = Array(path.utf8)
            let size = 1 + bytes.count + 1
            guard length + size <= capacity, !bytes.contains(0) else { return nil }
            let offset = length
            (records + offset + 1).update(from: bytes, count: bytes.count)
            records[offset + size - 1] = 0
            records[offset] = 1
            length = offset + size
            _ = handlers
            return Entry(offset: offset)
        }
    }

    /// The temporary is renamed into place or removed: the handler leaves it.
    package static func finish(_ entry: Entry?) {
        guard let entry else { return }
        lock.withLock { records[entry.offset] = 0 }
    }

    /// Removes every temporary in flight; async-signal-safe (memory reads, unlink).
    fileprivate static func removeAll() {
        let end = length
        var offset = 0
        while offset < end {
            if records[offset] == 1 { unlink(UnsafeRawPointer(records + offset + 1).assumingMemoryBound(to: CChar.self)) }
            offset = endOfString(from: offset + 1) + 1
        }
    }

    private static func endOfString(from start: Int) -> Int {
        var index = start
        while records[index] != 0 { index += 1 }
        return index
    }

    /// Tests end a write here, its temporaries written and not yet renamed into place, with the
    /// signal `STEPGRAPH_TEST_WRITE_SIGNAL` names (`INT` or `TERM`).
    package static func raiseTestSignal() {
        if let number = testSignal { raise(number) }
    }

    private static let testSignal: Int32? = ProcessInfo.processInfo.environment["STEPGRAPH_TEST_WRITE_SIGNAL"]
        .flatMap { ["INT": SIGINT, "TERM": SIGTERM][$0] }
}

/// The SIGINT/SIGTERM handler: removes the temporaries in flight, then dies of the signal as the
/// process would have without it.
private func removeTemporariesAndDie(_ number: Int32) {
    InFlightTemporaries.removeAll()
    signal(number, SIG_DFL)
    raise(number)
}
