import Foundation

/// A library version the app's dependency manager resolved, and the file that says so.
public struct ResolvedLibrary: Codable, Sendable, Equatable, Comparable {
    /// The library's name as the lock file spells it (`RxFlow`).
    public var library: String
    /// The version, as written (`2.13.0`).
    public var version: String
    /// The lock file it was read from, relative to where the analysis was run.
    public var source: String

    public static func < (a: ResolvedLibrary, b: ResolvedLibrary) -> Bool {
        (a.library.lowercased(), a.source, a.version) < (b.library.lowercased(), b.source, b.version)
    }

    /// The version's numbers (`v2.9.0-beta` → [2, 9, 0]); empty when it starts with none.
    package var numbers: [Int] { LibraryVersions.numbers(of: version) }
}

/// Reads the versions lock files resolve: CocoaPods' `Podfile.lock`, SwiftPM's and Xcode's
/// `Package.resolved` (formats 1 to 3), Carthage's `Cartfile.resolved`.
package enum LibraryVersions {
    /// The lock files' names.
    package static let lockFileNames: Set<String> = ["Podfile.lock", "Package.resolved", "Cartfile.resolved"]

    /// The libraries `text`, the contents of the lock file named `name`, resolves; `source` is how reports name the file.
    package static func read(_ text: String, name: String, source: String) -> [ResolvedLibrary] {
        let pairs: [(String, String)]
        switch name {
        case "Podfile.lock": pairs = podfileLock(text)
        case "Cartfile.resolved": pairs = cartfileResolved(text)
        case "Package.resolved": pairs = packageResolved(text)
        default: pairs = []
        }
        return pairs.map { ResolvedLibrary(library: $0.0, version: $0.1, source: source) }
    }

    /// `  - RxFlow (2.13.0):` or `  - RxFlow (1.6.2)` in the PODS section (subspecs `RxFlow/Core` count as `RxFlow`).
    private static func podfileLock(_ text: String) -> [(String, String)] {
        var result: [(String, String)] = []
        var inPods = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if !line.hasPrefix(" ") && !line.isEmpty { inPods = line.hasPrefix("PODS:") }
            guard inPods, line.hasPrefix("  - ") else { continue }
            let entry = line.dropFirst(4)
            guard let open = entry.firstIndex(of: "("), let close = entry[open...].firstIndex(of: ")") else { continue }
            let name = entry[..<open].trimmingCharacters(in: .whitespaces).split(separator: "/").first.map(String.init) ?? ""
            let version = String(entry[entry.index(after: open)..<close])
            if !name.isEmpty && !version.isEmpty { result.append((name, version)) }
        }
        return result
    }

    /// `github "RxSwiftCommunity/RxFlow" "v2.13.0"`, `git "https://…/RxFlow.git" "2.13.0"`.
    private static func cartfileResolved(_ text: String) -> [(String, String)] {
        text.split(separator: "\n").compactMap { line in
            let quoted = line.split(separator: "\"", omittingEmptySubsequences: false)
            guard quoted.count >= 5 else { return nil }
            var name = String(quoted[1].split(separator: "/").last ?? "")
            if name.hasSuffix(".git") { name.removeLast(4) }
            return name.isEmpty ? nil : (name, String(quoted[3]))
        }
    }

    /// Format 1 (`object.pins[].package`) and formats 2–3 (`pins[].identity`, with the name from `location`).
    private static func packageResolved(_ text: String) -> [(String, String)] {
        guard let root = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] else { return [] }
        let pins = (root["pins"] ?? (root["object"] as? [String: Any])?["pins"]) as? [[String: Any]] ?? []
        return pins.compactMap { pin in
            guard let version = (pin["state"] as? [String: Any])?["version"] as? String else { return nil }
            let location = (pin["location"] ?? pin["repositoryURL"]) as? String
            var fromLocation = location.flatMap { $0.split(separator: "/").last.map(String.init) } ?? ""
            if fromLocation.hasSuffix(".git") { fromLocation.removeLast(4) }
            let name = pin["package"] as? String ?? (fromLocation.isEmpty ? pin["identity"] as? String : fromLocation)
            return name.map { ($0, version) }
        }
    }

    /// `v2.9.0-beta.1` → [2, 9, 0].
    package static func numbers(of version: String) -> [Int] {
        let trimmed = version.drop { !$0.isNumber }
        let core = trimmed.prefix { $0.isNumber || $0 == "." }
        return core.split(separator: ".").compactMap { Int($0) }
    }

    /// Whether version `a` is at least `b` (missing numbers count as 0).
    package static func isAtLeast(_ a: [Int], _ b: [Int]) -> Bool {
        for index in 0..<max(a.count, b.count) {
            let (x, y) = (index < a.count ? a[index] : 0, index < b.count ? b[index] : 0)
            if x != y { return x > y }
        }
        return true
    }
}
