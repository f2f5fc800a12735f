import Foundation

/// Known findings, recorded by identity (rule + symbols, no line numbers), so that a code base can
/// adopt the linter and fail only on new problems.
public struct Baseline: Codable, Sendable, Equatable {
    package struct Entry: Codable, Sendable, Equatable {
        package var identity: String
        package var ruleID: String
        package var file: String
        package var message: String

        /// Every stored property (the memberwise initializer, for the package's other targets).
        package init(identity: String, ruleID: String, file: String, message: String) {
            self.identity = identity
            self.ruleID = ruleID
            self.file = file
            self.message = message
        }
    }

    package var version = 1
    package var findings: [Entry]

    /// A baseline that hides exactly `findings` (by identity, sorted for a stable file).
    public init(findings: [Finding]) {
        self.findings = findings.map { Entry(identity: $0.identity, ruleID: $0.ruleID, file: $0.location.file, message: $0.message) }
            .sorted { ($0.identity, $0.file) < ($1.identity, $1.file) }
    }

    /// The largest baseline read: 64 MiB holds several hundred thousand findings.
    package static let maxFileSize = 64 << 20

    /// Reads a baseline file written by `encoded()`; throws when it cannot be read or is not a baseline.
    public static func load(_ path: String) throws -> Baseline {
        let data: Data
        switch BoundedFile.read(path, limit: maxFileSize) {
        case .data(let bytes): data = bytes
        case .unreadable: throw StepGraphError.unreadableBaseline(path: path)
        case .tooLarge: throw StepGraphError.invalidBaseline(path: path, reason: "larger than \(maxFileSize >> 20) MiB")
        }
        do {
            return try JSONDecoder().decode(Baseline.self, from: data)
        } catch {
            throw StepGraphError.invalidBaseline(path: path, reason: "\(error)")
        }
    }

    /// The baseline as stable, pretty-printed JSON (what `--write-baseline` writes).
    public func encoded() throws -> Data { try StableJSON.encode(self, pretty: true) }

    /// The findings not in the baseline, and how many were hidden. Each entry hides one finding of
    /// its identity: a second site of a known problem is new.
    public func filter(_ findings: [Finding]) -> (kept: [Finding], hidden: Int) {
        let kept = findings.unmatched(by: self.findings.map(\.identity))
        return (kept, findings.count - kept.count)
    }
}
