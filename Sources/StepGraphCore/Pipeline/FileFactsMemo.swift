#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch

/// The facts of files one analysis read, kept for another analysis of the same code base in the same
/// process: `diff` and `lint --new-since` analyse two sides of a change, and every file the change
/// left alone (same display path, same bytes) is then tokenized and scanned once, not twice.
///
/// A file's facts depend only on its display path, its bytes and the front ends reading it, so the
/// facts one side made are exactly those the other would make. Bytes are compared in full (no hash
/// a crafted file could collide with). Only the side that fills the memo keeps entries, and each is
/// dropped when the other side asks for it, matched or not; what is left (files the other side does
/// not have) goes with `removeAll()` once both sides are analysed. The entries hold at most
/// `byteBudget` bytes of files (past that, the other side reads the rest itself: a very large code
/// base's diff does not hold a second copy of all its sources).
///
/// The two analyses may run side by side: the first to start reading files fills the memo, and the
/// other waits until that pass is over before it reads its own (then links and lints while the
/// first does), so it finds every unchanged file instead of racing the first to it.
package final class FileFactsMemo: @unchecked Sendable {
    /// A file as one pass of an analysis reads it: the main pass, or a front end's second look.
    package struct Key: Hashable {
        package var path: String
        package var secondLookBy: Framework?
    }

    private struct Entry {
        var bytes: [UInt8]
        var facts: FileFacts
    }

    /// The front ends the facts were made by (an analysis with others does not use the memo).
    package let frameworks: Set<Framework>?
    /// The most bytes of files the entries hold at once.
    package let byteBudget: Int
    private var entries: [Key: Entry] = [:]
    private var heldBytes = 0
    /// Whether an analysis has begun filling the memo; `filling` is left when its files pass ends.
    private var claimed = false
    private let filling = DispatchGroup()
    private let lock = Lock()
    /// Files whose facts were taken from the memo rather than read again.
    private var reused = 0

    /// A memo for analyses by the front ends of `frameworks` (nil: every front end), as `Analyzer` selects them.
    package init(frameworks: Set<Framework>? = nil, byteBudget: Int = 256 << 20) {
        self.frameworks = frameworks
        self.byteBudget = byteBudget
    }

    /// Drops what is left (both sides are analysed).
    package func removeAll() {
        lock.withLock { (entries, heldBytes) = ([:], 0) }
    }

    /// How many files the memo holds (kept by the filling side, not asked for yet).
    package var keptFiles: Int { lock.withLock { entries.count } }

    /// How many files (main passes and second looks) were taken from the memo.
    package var reusedFiles: Int { lock.withLock { reused } }

    /// Called as an analysis's files pass begins. The first caller fills the memo (true: it must call
    /// `endFilling()` when the pass ends); a later one waits until then, and takes from it (false).
    package func beginFilesPass() -> Bool {
        // Entered under the lock: a later caller must not find the group empty before the first is in it.
        let first = lock.withLock {
            guard !claimed else { return false }
            claimed = true
            filling.enter()
            return true
        }
        if !first { filling.wait() }
        return first
    }

    /// The filling analysis's files pass is over.
    package func endFilling() { filling.leave() }

    /// The filling side's facts for `key` if it read these very `bytes` (nil otherwise); the entry
    /// is dropped either way.
    package func take(_ key: Key, matching bytes: UnsafeBufferPointer<UInt8>) -> FileFacts? {
        guard let entry = lock.withLock({ () -> Entry? in
            guard let entry = entries.removeValue(forKey: key) else { return nil }
            heldBytes -= entry.bytes.count
            return entry
        }) else { return nil }
        // Compared outside the lock: the other workers go on meanwhile.
        let same = entry.bytes.withUnsafeBufferPointer { kept in
            kept.count == bytes.count && (kept.count == 0 || memcmp(kept.baseAddress!, bytes.baseAddress!, kept.count) == 0)
        }
        guard same else { return nil }
        lock.withLock { reused += 1 }
        return entry.facts
    }

    /// Keeps the facts read from `bytes` for the other side, within the budget.
    package func keep(_ facts: FileFacts, of bytes: UnsafeBufferPointer<UInt8>, as key: Key) {
        let entry = Entry(bytes: Array(bytes), facts: facts)  // copied outside the lock
        lock.withLock {
            guard heldBytes + bytes.count <= byteBudget else { return }
            if let replaced = entries.updateValue(entry, forKey: key) { heldBytes -= replaced.bytes.count }
            heldBytes += bytes.count
        }
    }
}
