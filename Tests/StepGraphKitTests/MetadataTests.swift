import Foundation
import Testing
@testable import StepGraphCore
@testable import StepGraphKit
@testable import StepGraphRxFlow
@testable import StepGraphFNFK
@testable import StepGraphXCoordinator
@testable import StepGraphSwiftUI
import StepGraphTestSupport

/// Text that restates what the code defines (the version, rule ids) agrees with the code.
@Suite struct MetadataTests {
    /// Every place a user copies the version from names the one the tool reports.
    @Test func theVersionAgreesEverywhere() throws {
        let version = StepGraphVersion.current
        let places = ["README.md", "docs/ci.md", ".pre-commit-hooks.yaml"]
        for place in places {
            let text = try String(contentsOfFile: repositoryRoot + "/" + place, encoding: .utf8)
            // `@v0.2.0`, `rev: v0.2.0`, `from: "0.2.0"`: the spellings users copy.
            let mentioned = Set(text.matches(of: /(?:@v|rev: v|from:\s*")(\d+\.\d+\.\d+)/).map { String($0.output.1) })
            #expect(mentioned == [version], "\(place) names \(mentioned.sorted()), the tool says \(version)")
        }
    }

    /// A rule lives in a file named after its id (`dead_step` → `DeadStepRule.swift`), and every
    /// rule file holds a registered rule.
    @Test func eachRuleFileIsNamedAfterItsID() throws {
        let ruleFiles = try FileManager.default.subpathsOfDirectory(atPath: repositoryRoot + "/Sources")
            .filter { $0.hasSuffix("Rule.swift") && $0 != "StepGraphCore/Lint/LintRule.swift" }
        func squashed(_ text: String) -> String { text.lowercased().filter { $0.isLetter || $0.isNumber } }
        let fileKeys = Dictionary(grouping: ruleFiles) { squashed(($0 as NSString).lastPathComponent.replacingOccurrences(of: "Rule.swift", with: "")) }
        for rule in FrontEndRegistry.standard.rules {
            let files = fileKeys[squashed(rule.id)] ?? []
            #expect(files.count == 1, "rule \(rule.id) should live in one file named after it, found \(files)")
            if let file = files.first {
                let text = try String(contentsOfFile: repositoryRoot + "/Sources/" + file, encoding: .utf8)
                #expect(text.contains("id: \"\(rule.id)\""), "\(file) does not declare \(rule.id)")
            }
        }
        let ids = Set(FrontEndRegistry.standard.rules.map { squashed($0.id) })
        for (key, files) in fileKeys { #expect(ids.contains(key), "\(files) holds no registered rule") }
    }

    /// README's usage block (with the options it lists as common to every command) names every
    /// long option of every subcommand, as the built tool's `--help` lists them.
    @Test func theUsageBlockListsEveryOption() throws {
        let readme = try String(contentsOfFile: repositoryRoot + "/README.md", encoding: .utf8)
        let usage = try #require(readme.firstRange(of: "## Usage").flatMap { start in
            readme.range(of: "- `PATH…`", range: start.upperBound..<readme.endIndex).map { readme[start.lowerBound..<$0.lowerBound] }
        })
        let root = try runTool(["--help"])
        let sectionStart = try #require(root.stdout.range(of: "SUBCOMMANDS:"))
        let subcommands = root.stdout[sectionStart.upperBound...].matches(of: /\n  ([a-z]+)(?: \(default\))?[ ]/).map { String($0.output.1) }
        #expect(subcommands.count >= 6, "\(subcommands)")
        for subcommand in subcommands {
            let help = try runTool([subcommand, "--help"])
            #expect(help.status == 0)
            // Option lines: `  -o, --output <output>` or `  --no-lint`.
            let options = Set(help.stdout.matches(of: /\n  (?:-[a-zA-Z], )?(--[a-z][a-z-]*)/).map { String($0.output.1) })
            #expect(!options.isEmpty, "no options read from \(subcommand) --help")
            for option in options.subtracting(["--help"]).sorted() {
                // Followed by a space, `]`, a backquote or a line break: `--split` is not `--split-threshold`.
                #expect([" ", "]", "`", "\n"].contains { usage.contains(option + $0) },
                        "README's usage block does not list \(subcommand) \(option)")
            }
        }
    }

    /// README's reporter table lists the registry's reporters, in its order, with their descriptions.
    @Test func theReporterTableIsTheRegistry() throws {
        let readme = try String(contentsOfFile: repositoryRoot + "/README.md", encoding: .utf8)
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        let header = try #require(lines.firstIndex(of: "| Reporter | Output |"), "README has no reporter table")
        let rows = lines[(header + 2)...].prefix { $0.hasPrefix("|") }
        #expect(Array(rows) == Reporters.all.map { "| `\($0.identifier)` | \($0.description) |" })
    }

    /// README's paragraph of rules names every registered rule, and nothing else snake_case.
    @Test func theReadmeRuleListIsTheRegistry() throws {
        let readme = try String(contentsOfFile: repositoryRoot + "/README.md", encoding: .utf8)
        let start = try #require(readme.range(of: "Rules (`stepgraph rules` lists them"))
        let end = try #require(readme.range(of: "\n\n", range: start.upperBound..<readme.endIndex))
        let named = Set(readme[start.lowerBound..<end.lowerBound].matches(of: /`([a-z]+(?:_[a-z]+)+)`/).map { String($0.output.1) })
        #expect(named == Set(FrontEndRegistry.standard.rules.map(\.id)), "README's rule list differs from the registry")
    }

    /// Where README's usage block spells an option's values (`--split auto|always|never`), they are
    /// the values the argument parser accepts, as `--help` lists them.
    @Test func theUsageBlockSpellsTheParsersValues() throws {
        let readme = try String(contentsOfFile: repositoryRoot + "/README.md", encoding: .utf8)
        let usage = try #require(readme.firstRange(of: "## Usage").flatMap { start in
            readme.range(of: "- `PATH…`", range: start.upperBound..<readme.endIndex).map { readme[start.lowerBound..<$0.lowerBound] }
        })
        // Each command's lines (`stepgraph graph …` and the lines continuing it), plus the line of
        // options common to every command.
        var lines: [String: String] = [:], command = ""
        for line in usage.split(separator: "\n") {
            if line.hasPrefix("stepgraph ") {
                command = String(line.split(separator: " ")[1]).trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
            } else if !line.hasPrefix(" ") {
                command = line.hasPrefix("Common to every command") ? "common" : ""
            }
            lines[command, default: ""] += line + "\n"
        }
        var checked = 0
        for subcommand in ["lint", "graph", "dump", "diff", "paths"] {
            let usage = lines[subcommand, default: ""] + lines["common", default: ""]
            let help = try runTool([subcommand, "--help"]).stdout
            // One option's help, its wrapped lines joined: `--split <split> auto (…) (values: auto, always, never; default: auto)`.
            let options = help.split(separator: "\n  -", omittingEmptySubsequences: false).map { $0.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
            for option in options {
                guard let name = option.firstMatch(of: /^(?:[a-zA-Z], )?(-[a-z][a-z-]*)/)?.output.1,
                      let values = option.firstMatch(of: /\(values: ([^;)]*)/)?.output.1 else { continue }
                let accepted = Set(values.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
                for spelled in usage.matches(of: try Regex<(Substring, Substring)>("-" + name + " ([a-z][a-z-]*(?:\\|[a-z][a-z-]*)+)")) {
                    #expect(Set(spelled.output.1.split(separator: "|").map(String.init)) == accepted,
                            "README spells \(subcommand) -\(name) as \(spelled.output.1), the parser accepts \(accepted.sorted())")
                    checked += 1
                }
            }
        }
        #expect(checked >= 4, "the usage block's value lists were not found")
    }

    /// `--help`'s abstract is built from the registry; the plugin's and the Action's descriptions,
    /// which cannot be, name every framework the registry does.
    @Test func theDescriptionsNameEveryFramework() throws {
        let manifest = try String(contentsOfFile: repositoryRoot + "/Package.swift", encoding: .utf8)
        let plugin = try #require(manifest.firstMatch(of: /verb: "stepgraph", description: "([^"]*)"/)).output.1
        #expect(plugin.contains(FrontEndRegistry.standard.frameworkNames), "the plugin's description: \(plugin)")
        let action = try String(contentsOfFile: repositoryRoot + "/action.yml", encoding: .utf8)
        let summary = try #require(action.firstMatch(of: /(?s)\ndescription: >-\n(.*?)\n\S/)).output.1
            .split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        #expect(summary.contains(FrontEndRegistry.standard.frameworkNames), "the Action's description: \(summary)")
    }

    /// Every `public` declaration of the library has a doc comment, and there are fewer than the
    /// bound docs/architecture.md states (code inside rule examples' string literals is not counted;
    /// operators and `description` implement a protocol's requirement and need none).
    @Test func thePublicSurfaceIsDocumentedAndSmall() throws {
        let root = repositoryRoot + "/Sources"
        // The library's targets: the core, the front ends and the composition (not the tool, not the renderer).
        let files = try #require(FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") && $0.hasPrefix("StepGraph") })
        var count = 0
        var undocumented: [String] = []
        for file in files.sorted() {
            let lines = try String(contentsOfFile: root + "/" + file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            var inString = false
            for (index, line) in lines.enumerated() {
                let text = line.trimmingCharacters(in: .whitespaces)
                if text.components(separatedBy: "\"\"\"").count % 2 == 0 { inString.toggle(); continue }
                guard !inString, text.wholeMatch(of: /(@\w+(\([^)]*\))?\s+)*public\s.*/) != nil, !text.hasPrefix("public extension") else { continue }
                if text.contains("static func ==") || text.contains("static func <") || text.hasPrefix("public var description") { continue }
                count += 1
                var previous = index - 1
                while previous >= 0, lines[previous].trimmingCharacters(in: .whitespaces).hasPrefix("@") { previous -= 1 }
                if previous < 0 || !lines[previous].trimmingCharacters(in: .whitespaces).hasPrefix("///") { undocumented.append("\(file):\(index + 1)") }
            }
        }
        #expect(undocumented.isEmpty, "public declarations without a doc comment: \(undocumented)")
        let architecture = try String(contentsOfFile: repositoryRoot + "/docs/architecture.md", encoding: .utf8)
        let bound = try #require(architecture.firstMatch(of: /when there are (\d+) or more/).flatMap { Int($0.output.1) })
        #expect(count > 100 && count < bound, "\(count) public declarations (docs/architecture.md's bound: \(bound))")
    }
}
