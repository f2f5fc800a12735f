import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The temporary files and folders this process is writing, kept where a SIGINT/SIGTERM handler
/// can remove them before the process dies. A signal handler may only call async-signal-safe
/// functions and must not allocate, so the paths live in one C buffer allocated before the handler
/// is installed, as records `[live][kind][path]\0[second path]\0`, only ever appended: the handler
/// reads records below the published length, each complete before it is counted.
package enum InFlightTemporaries {
    /// A registered temporary, to mark finished.
    package struct Entry: Sendable {
        fileprivate let offset: Int
    }

    /// What the handler does with a record, in this order: files first, so their folders are
    /// empty when they are removed; a folder moved aside is moved back last, once the folder that
    /// was to replace it is gone.
    private enum Kind: UInt8 {
        case file = 1, folder, restore
    }

    /// Ample for thousands of paths (a map of thousands of pages); past it, a temporary is not
    /// registered and only the next run's `TemporaryName.removeLeftovers` cleans it up.
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
    package static func add(file path: String) -> Entry? { add(.file, path, "") }

    /// A temporary folder; the handler removes it once empty (its files registered too).
    package static func add(folder path: String) -> Entry? { add(.folder, path, "") }

    /// A folder moved aside from `original`; the handler moves it back if nothing took its place.
    package static func add(movedAside path: String, from original: String) -> Entry? { add(.restore, path, original) }

    /// The temporary is renamed into place or removed: the handler leaves it.
    package static func finish(_ entry: Entry?) {
        guard let entry else { return }
        lock.withLock { records[entry.offset] = 0 }
    }

    private static func add(_ kind: Kind, _ path: String, _ second: String) -> Entry? {
        lock.withLock {
            let first = Array(path.utf8), other = Array(second.utf8)
            let size = 2 + first.count + 1 + other.count + 1
            guard length + size <= capacity, !first.contains(0), !other.contains(0) else { return nil }
            let offset = length
            records[offset + 1] = kind.rawValue
            (records + offset + 2).update(from: first, count: first.count)
            records[offset + 2 + first.count] = 0
            (records + offset + 3 + first.count).update(from: other, count: other.count)
            records[offset + size - 1] = 0
            records[offset] = 1
            length = offset + size
            _ = handlers
            return Entry(offset: offset)
        }
    }

    /// Removes every temporary in flight; async-signal-safe (memory reads, unlink, rmdir, rename).
    fileprivate static func removeAll() {
        let end = length
        removeAll(.file, before: end)
        removeAll(.folder, before: end)
        removeAll(.restore, before: end)
    }

    private static func removeAll(_ kind: Kind, before end: Int) {
        var offset = 0
        while offset < end {
            let first = offset + 2, second = endOfString(from: offset + 2) + 1
            if records[offset] == 1 && records[offset + 1] == kind.rawValue {
                let path = UnsafeRawPointer(records + first).assumingMemoryBound(to: CChar.self)
                switch kind {
                case .file: unlink(path)
                case .folder: rmdir(path)
                case .restore: rename(path, UnsafeRawPointer(records + second).assumingMemoryBound(to: CChar.self))
                }
            }
            offset = endOfString(from: second) + 1
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
