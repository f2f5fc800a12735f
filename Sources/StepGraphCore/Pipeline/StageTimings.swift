#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the time goes, stage by stage, when `STEPGRAPH_TIMINGS=1` is set (the benchmark sets it):
/// printed on standard error by the commands. Off, each probe is one test of a constant.
package enum StageTimings {
    /// A stage of the analysis. Per-file stages are CPU time summed over the worker threads (so
    /// other programs loading the machine do not inflate them); the others are wall time.
    package enum Stage: Hashable, Sendable {
        /// Listing the Swift files under the path arguments (wall time).
        case discover
        case read, tokenize, scan
        /// A front end's `claims` and `extract` on the files it looks at (first pass and follow-ups).
        case extract(Framework)
        /// The parallel pass over the files, start to end (wall time).
        case files
        /// Setting aside vendored library sources and indexing every type.
        case index
        case link(Framework)
        case rules, report

        /// Every stage in report order.
        package static let all: [Stage] = [.discover, .read, .tokenize, .scan] + Framework.allCases.map(Stage.extract) + [.files, .index]
            + Framework.allCases.map(Stage.link) + [.rules, .report]

        package var slot: Int { Stage.all.firstIndex(of: self)! }

        package var label: String {
            switch self {
            case .discover: return "discover files, wall"
            case .read: return "read"
            case .tokenize: return "tokenize (with UTF-8 check, brackets)"
            case .scan: return "scan (declarations, type facts)"
            case .extract(let framework): return "extract \(framework.rawValue)"
            case .files: return "files pass, wall"
            case .index: return "index types"
            case .link(let framework): return "link \(framework.rawValue)"
            case .rules: return "rules"
            case .report: return "report"
            }
        }

    }

    /// Whether timings are collected (read once).
    package static let isEnabled: Bool = getenv("STEPGRAPH_TIMINGS").map { String(cString: $0) == "1" } ?? false

    /// Monotonic nanoseconds, or with `thread`, the CPU time of the calling thread.
    package static func now(thread: Bool = false) -> UInt64 {
        var time = timespec()
        clock_gettime(thread ? CLOCK_THREAD_CPUTIME_ID : CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    private static let totals = Totals()

    /// Adds a worker's per-stage times.
    package static func add(_ clock: Clock) {
        guard isEnabled else { return }
        totals.add(clock.nanoseconds)
    }

    /// Runs `body`, timing it as `stage` when timings are on.
    @inline(__always)
    package static func measure<R>(_ stage: Stage, _ body: () throws -> R) rethrows -> R {
        guard isEnabled else { return try body() }
        let start = now()
        defer {
            var nanoseconds = [UInt64](repeating: 0, count: Stage.all.count)
            nanoseconds[stage.slot] = now() - start
            totals.add(nanoseconds)
        }
        return try body()
    }

    /// The table printed on standard error: one line per stage that took any time.
    package static func table() -> String {
        let nanoseconds = totals.snapshot()
        var lines = ["stepgraph timings (ms; per-file stages: CPU time summed over workers; the rest: wall time):"]
        for stage in Stage.all where nanoseconds[stage.slot] > 0 {
            let milliseconds = Double(nanoseconds[stage.slot]) / 1e6
            let text = String(Int((milliseconds * 10).rounded()))
            let formatted = text.count > 1 ? text.dropLast() + "." + text.suffix(1) : "0." + text
            lines.append("  " + stage.label.padding(to: 40) + String(repeating: " ", count: max(0, 10 - formatted.count)) + formatted)
        }
        return lines.joined(separator: "\n")
    }

    /// A worker's per-stage CPU time: `lap(stage)` charges the thread's CPU time since the previous lap.
    package struct Clock {
        package private(set) var nanoseconds: [UInt64] = StageTimings.isEnabled ? Array(repeating: 0, count: Stage.all.count) : []
        private var last: UInt64 = StageTimings.isEnabled ? StageTimings.now(thread: true) : 0

        /// Starts timing from now (what came before is charged to no stage).
        @inline(__always)
        package mutating func restart() {
            guard StageTimings.isEnabled else { return }
            last = StageTimings.now(thread: true)
        }

        @inline(__always)
        package mutating func lap(_ stage: Stage) {
            guard StageTimings.isEnabled else { return }
            let time = StageTimings.now(thread: true)
            nanoseconds[stage.slot] += time - last
            last = time
        }
    }

    private final class Totals: @unchecked Sendable {
        private var nanoseconds = [UInt64](repeating: 0, count: Stage.all.count)
        private let lock = Lock()

        func add(_ more: [UInt64]) {
            lock.withLock { for (slot, value) in more.enumerated() { nanoseconds[slot] += value } }
        }

        func snapshot() -> [UInt64] { lock.withLock { nanoseconds } }
    }
}

private extension String {
    func padding(to width: Int) -> String { count >= width ? self : self + String(repeating: " ", count: width - count) }
}
