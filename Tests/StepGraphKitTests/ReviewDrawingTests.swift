import Foundation
import Testing
import StepGraphTestSupport

/// `stepgraph diff`'s markdown review draws the change in Mermaid (GitHub draws it in the comment):
/// only the flows the change touches, added elements green, removed ones dashed red, changed ones
/// orange; a drawing any Mermaid parser accepts (checked here by our own reading of its syntax).
@Suite struct ReviewDrawingTests {
    /// The Mermaid block of a markdown review.
    static func drawing(in review: String) -> String? {
        guard let start = review.range(of: "```mermaid\n"), let end = review.range(of: "```\n", range: start.upperBound..<review.endIndex)
        else { return nil }
        return String(review[start.upperBound..<end.lowerBound])
    }

    /// What a Mermaid flowchart needs to parse and to draw what it says: one `flowchart` header,
    /// `subgraph`s closed by `end`, every edge, `style`, `class` and `click` naming a declared node
    /// or subgraph, every `linkStyle` an existing edge. Returns the problems.
    static func problems(_ mermaid: String) -> [String] {
        var problems: [String] = []
        let lines = mermaid.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        if lines.first?.hasPrefix("flowchart ") != true { problems.append("no flowchart header") }
        var declared: Set<String> = [], depth = 0, edges = 0
        var uses: [(String, String)] = []
        for line in lines.dropFirst() {
            let words = line.split(separator: " ").map(String.init)
            guard let first = words.first else { continue }
            switch first {
            case "subgraph": depth += 1; declared.insert(String(words[1].prefix { $0 != "[" }))
            case "end": depth -= 1; if depth < 0 { problems.append("an end without a subgraph") }
            case "style", "class", "click": uses.append((words[1], line))
            case "classDef": break
            case "linkStyle": if (Int(words[1]) ?? .max) >= edges { uses.append(("edge #" + words[1], line)) }
            default:
                if words.count >= 3, words[1].contains("-") || words[1].contains("=") {
                    edges += 1
                    uses.append((first, line))
                    uses.append((words.last!, line))
                } else {
                    declared.insert(String(first.prefix { $0.isLetter || $0.isNumber || $0 == "_" }))
                }
            }
        }
        if depth != 0 { problems.append("\(depth) subgraph(s) left open") }
        for (name, line) in uses where !declared.contains(name) { problems.append("'\(name)' is not declared: \(line)") }
        return problems
    }

    @Test func theReviewDrawsTheFlowsTheChangeTouches() throws {
        let app = try TwoRevisionApp()
        defer { app.remove() }
        let run = try runTool(["diff", app.root, "--base", "main"])
        #expect(run.status <= 1, "\(run.stderr)")
        let drawing = try #require(Self.drawing(in: run.stdout), "\(run.stdout)")
        #expect(Self.problems(drawing).isEmpty, "\(Self.problems(drawing))\n\(drawing)")
        // HelpFlow, which the change removed, is dashed red; AppFlow's help arm, which now presents, orange.
        #expect(drawing.contains("style rf1 stroke:#d00000,stroke-width:2px,stroke-dasharray:5 5")
                    && drawing.contains("style n3 stroke:#ef6c00,stroke-width:3px"), "\(drawing)")
        // The golden review, read by eye: the drawing holds AppFlow (changed) and HelpFlow (removed) only.
        let golden = try String(contentsOfFile: repositoryRoot + "/Tests/Golden/review-drawing.mmd", encoding: .utf8)
        #expect(drawing == golden, "\(drawing)")
        // No navigation change, no drawing; the json review never carries one.
        let json = try runTool(["diff", app.root, "--base", "main", "--reporter", "json"])
        #expect(!json.stdout.contains("flowchart"))
    }

    @Test func theSyntaxCheckCatchesWhatMermaidRefuses() {
        #expect(Self.problems("flowchart LR\n  subgraph f1[\"A\"]\n  n1[\"x\"]\n  end\n  n1 --> n1\n").isEmpty)
        #expect(Self.problems("flowchart LR\n  subgraph f1[\"A\"]\n  n1[\"x\"]\n  n1 --> n2\n") == [
            "1 subgraph(s) left open", "'n2' is not declared: n1 --> n2",
        ])
        #expect(Self.problems("flowchart LR\n  n1[\"x\"]\n  linkStyle 0 stroke:#000\n") == ["'edge #0' is not declared: linkStyle 0 stroke:#000"])
    }
}
