import ArgumentParser
import Foundation

/// `lint` is the default subcommand, so `stepgraph lnit` would be read as `stepgraph lint lnit` and
/// end as "lnit: no such file or directory" (exit 2). A first argument that is a bare word, names no
/// subcommand and no file or folder here is taken for a mistyped subcommand instead: a usage error.
/// `stepgraph SomeFolder` stays lint's path whenever `SomeFolder` exists.
struct MistypedSubcommand {
    let word: String
    /// The subcommand nearest to `word` in edits, when it is near enough to be what was meant.
    let closest: String?
    let subcommands: [String]

    /// nil when `arguments` do not start with a mistyped subcommand. `subcommands` are offered;
    /// `hidden` (the internal `__render`) are recognised but never suggested.
    init?(arguments: [String], subcommands: [String], hidden: [String],
          fileExists: (String) -> Bool = { FileManager.default.fileExists(atPath: $0) }) {
        guard let first = arguments.first, !subcommands.contains(first), !hidden.contains(first), first != "help",
              first.unicodeScalars.allSatisfy({ CharacterSet.alphanumerics.contains($0) || $0 == "-" || $0 == "_" }),
              !first.hasPrefix("-"), !fileExists(first) else { return nil }
        let ranked = subcommands.map { (name: $0, distance: Self.editDistance(first.lowercased(), $0)) }
            .min { ($0.distance, $0.name) < ($1.distance, $1.name) }
        word = first
        closest = ranked.flatMap { $0.distance <= 2 ? $0.name : nil }
        self.subcommands = subcommands
    }

    var message: String {
        let known = "subcommands: " + subcommands.joined(separator: ", ")
        let guess = closest.map { "; did you mean '\($0)'?" } ?? ""
        return "'\(word)' is not a subcommand, nor a file or folder here\(guess) (\(known))"
    }

    /// Levenshtein distance over characters.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1]
            for (j, y) in b.enumerated() {
                current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
            }
            previous = current
        }
        return previous[b.count]
    }
}
