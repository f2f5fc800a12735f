import Foundation
import Testing
@testable import StepGraphKit

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
        let ruleFiles = try FileManager.default.subpathsOfDirectory(atPath: repositoryRoot + "/Sources/StepGraphKit")
            .filter { $0.hasSuffix("Rule.swift") && $0 != "Lint/LintRule.swift" }
        func squashed(_ text: String) -> String { text.lowercased().filter { $0.isLetter || $0.isNumber } }
        let fileKeys = Dictionary(grouping: ruleFiles) { squashed(($0 as NSString).lastPathComponent.replacingOccurrences(of: "Rule.swift", with: "")) }
        for rule in Rules.all {
            let files = fileKeys[squashed(rule.id)] ?? []
            #expect(files.count == 1, "rule \(rule.id) should live in one file named after it, found \(files)")
            if let file = files.first {
                let text = try String(contentsOfFile: repositoryRoot + "/Sources/StepGraphKit/" + file, encoding: .utf8)
                #expect(text.contains("id: \"\(rule.id)\""), "\(file) does not declare \(rule.id)")
            }
        }
        let ids = Set(Rules.all.map { squashed($0.id) })
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

    /// The library's public surface stays narrow (under 200 declarations) and documented: every
    /// `public` declaration in Sources/StepGraphKit has a `///` comment right above it (attributes may sit
    /// between). Read from the source text: lines inside multi-line string literals (rule examples) and
    /// block comments are skipped.
    @Test func everyPublicDeclarationIsDocumentedAndTheSurfaceIsNarrow() throws {
        let folder = repositoryRoot + "/Sources/StepGraphKit"
        let files = try FileManager.default.subpathsOfDirectory(atPath: folder).filter { $0.hasSuffix(".swift") }.sorted()
        var publicCount = 0
        var undocumented: [String] = []
        for file in files {
            let lines = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
                .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            var inString = false, inComment = false  // a multi-line string literal (rule examples), a block comment
            for (index, line) in lines.enumerated() {
                if !inString && !inComment && isPublicDeclaration(line) {
                    publicCount += 1
                    if !isDocumented(at: index, in: lines) { undocumented.append("\(file):\(index + 1)") }
                }
                let code = line.firstRange(of: "//").map { String(line[..<$0.lowerBound]) } ?? line
                if !inString && code.contains("/*") && !code.contains("*/") { inComment = true }
                if inComment && line.contains("*/") { inComment = false }
                if !inComment && code.components(separatedBy: "\"\"\"").count % 2 == 0 { inString.toggle() }
            }
        }
        #expect(publicCount > 0, "no public declaration read: the scan is broken")
        #expect(publicCount < 200, "\(publicCount) public declarations: keep the surface under 200 (make the rest `package`)")
        #expect(undocumented.isEmpty, "public declarations without a /// doc comment: \(undocumented)")
    }

    /// `public`/`open` as a declaration's access modifier, after any attributes: followed by a keyword
    /// (`func`, `static`, `private(set)`…), so a variable named `open` is not one.
    private func isPublicDeclaration(_ line: String) -> Bool {
        (line.contains("public") || line.contains("open"))
            && line.wholeMatch(of: /\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:public|open)\s+[a-z].*/) != nil
    }

    /// A `///` line (or the end of a `/** */` block) right above the declaration, attribute-only lines skipped.
    private func isDocumented(at index: Int, in lines: [String]) -> Bool {
        var above = index - 1
        while above >= 0, lines[above].wholeMatch(of: /\s*@\w+(?:\([^)]*\))?\s*/) != nil { above -= 1 }
        guard above >= 0 else { return false }
        let text = lines[above].trimmingCharacters(in: .whitespaces)
        return text.hasPrefix("///") || text.hasSuffix("*/")
    }
}
