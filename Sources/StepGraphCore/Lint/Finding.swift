/// A secondary location that explains a finding ("emitted here", "parent starts it here").
public struct RelatedLocation: Codable, Sendable, Equatable {
    /// Where the related code is.
    public var location: SourceLocation
    /// What that code does for the finding.
    public var message: String

    /// Every stored property (the memberwise initializer, for the package's other targets).
    package init(location: SourceLocation, message: String) {
        self.location = location
        self.message = message
    }
}

/// One problem found by one rule.
public struct Finding: Codable, Sendable, Equatable {
    /// The id of the rule that reported it (`unhandled_step`).
    public var ruleID: String
    /// Error or warning, after the configuration and the severity policy.
    public var severity: Severity
    /// One sentence naming the symbols involved.
    public var message: String
    /// Where the problem is.
    public var location: SourceLocation
    /// Other places that explain it, in order.
    public var related: [RelatedLocation]
    /// What the finding is about, as typed values (the map reads it).
    package var subject: FindingSubject
    /// Rule id plus the subject's symbols (never line numbers): survives edits elsewhere in the file.
    /// Baselines and SARIF fingerprints are keyed by it.
    public var identity: String { ([ruleID] + subject.symbols).joined(separator: "|") }

    package init(rule: String, severity: Severity, message: String, location: SourceLocation,
                related: [RelatedLocation] = [], subject: FindingSubject) {
        ruleID = rule
        self.severity = severity
        self.message = message
        self.location = location
        self.related = related
        self.subject = subject
    }

    /// A stable 16-hex-digit hash of the identity (FNV-1a 64), for fingerprints.
    public var fingerprint: String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in identity.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// Report order: file, line, column, rule, identity.
    package static func reportOrder(_ a: Finding, _ b: Finding) -> Bool {
        (a.location.file, a.location.line, a.location.column, a.ruleID, a.identity)
            < (b.location.file, b.location.line, b.location.column, b.ruleID, b.identity)
    }
}
