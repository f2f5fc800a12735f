import Foundation
import Testing
import Yams
@testable import StepGraphCore
@testable import StepGraphKit
@testable import StepGraphRxFlow
@testable import StepGraphFNFK
@testable import StepGraphXCoordinator
@testable import StepGraphSwiftUI

/// `YAMLAnchorScan` finds the anchors and aliases libyaml would read, and nothing else.
@Suite struct YAMLAnchorScanTests {
    func line(_ yaml: String) -> Int? { YAMLAnchorScan.firstAnchorOrAliasLine(in: yaml) }

    /// Every example libyaml reads, it reads as the scan does (an alias needs its anchor for libyaml).
    func expectLibyamlAgrees(_ yaml: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        guard let truth = libyamlAnchorLine(yaml) else { return }
        #expect((truth != nil) == (line(yaml) != nil), "\(yaml.debugDescription)", sourceLocation: sourceLocation)
    }

    @Test func anchorsAndAliasesWherever() {
        let examples: [(yaml: String, line: Int)] = [
            ("a: &x 1", 1), ("a: 1\nb: *x", 2), ("a: 1\nb:\n  <<: *x", 3), ("- [1, *x]", 1), ("- {a: 1, b: &x 2}", 1),
            ("{a: *x}", 1), ("*x : 1", 1), ("? &k a\n: 1", 1), ("!!str &x a", 1),
            ("a: 'text'\n\nb: \"text\"  # c\nc: |\n  block\nd: *x", 6),
            // A line less indented than a plain scalar's ends it: the `*x` there is an alias.
            ("a:\n  b: text\n  *x : 1", 3), ("a: text\n*x : 1", 2),
            // A block scalar ends at a line less indented than its first.
            ("a: |\n    *text\n  &x b: 1", 3),
        ]
        for (yaml, expected) in examples {
            #expect(line(yaml) == expected, "\(yaml.debugDescription)")
            expectLibyamlAgrees("x: &x 0\n" + yaml)
        }
    }

    @Test func anAmpersandOrStarInTextIsNone() {
        for text in [
            "a: \"*x\"", "a: '&x'", "a: 'it''s *x'", "a: \"\\\"*x\"", "a: \"line\n  *x\"", "# *x &y", "a: 1 # *x", "a: b*c",
            "a: b &c", "a: b *c", "a: Sources/**/*.swift", "a: !t*&g b", "a: !<x*y> b", "a: |\n  *x\n  &y\n\n  *z", "a: >-\n   *x\n   &y",
            "a: text\n  *continued", "- text\n  &continued", "a: [b*c, d&e]", "%TAG !e! tag:x*y:\n---\na: b", "a: b:*c", "a: ---*x",
            "{a:*x}",
        ] {
            #expect(line(text) == nil, "\(text.debugDescription)")
            expectLibyamlAgrees(text)
        }
    }

    /// Whether libyaml, through Yams, reads an anchor (an alias is the node its anchor names), and the
    /// line of the node that carries it; nil when the document is not YAML.
    func libyamlAnchorLine(_ yaml: String) -> Int?? {
        // A node's anchor is held weakly: the parser keeps it alive.
        let parser: Parser
        let composed: Node?
        do {
            parser = try Parser(yaml: yaml)
            composed = try parser.singleRoot()
        } catch { return nil }
        defer { withExtendedLifetime(parser) {} }
        guard let root = composed else { return .some(nil) }
        var stack = [root]
        var lines: [Int] = []
        while let node = stack.popLast() {
            if node.anchor != nil { lines.append(node.mark?.line ?? 0); continue }
            switch node {
            case .mapping(let mapping): for (key, value) in mapping { stack += [key, value] }
            case .sequence(let sequence): stack += Array(sequence)
            default: break
            }
        }
        return .some(lines.min())
    }

    /// Documents made of pieces that end scalars, start them, continue them over lines and hide `&`
    /// and `*` in them; of the ones libyaml reads, the scan must find exactly the anchors it finds, on
    /// the line of the node or after it (a node's tag may be on an earlier line than its anchor).
    @Test func generatedDocumentsAgreeWithLibyaml() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let pieces = [
            "key: ", "k: ", "- ", "? ", ": ", "&a ", "*a", "&b x", "*b ", "a*b", "a &b", "x *y", "\"*q\"", "'*q'", "'it''s *x'",
            "\"a\\\"*b\"", "# *c", " # &d", "[", "]", "{", "}", ", ", "!t ", "!a*b ", "!<x*y> ", "|", ">-", "|2", "\n", "\n  ",
            "\n    ", "\n- ", "\n  - ", "\n*e", "\n  *f", "\n  'g", "\n  \"h", "<<: ", "--- ", "\n---\n", "\n...\n", "%YAML 1.1\n---\n",
            "abc", "x: y", "  ", "\t", "'", "\"", ":x", "-x", "?x", "a:b", "a #b", "\n  x\n  *z", "\n\n", "\r\n", "é", "\u{2028}",
            "k: |\n  *x\n *y\n", "k: >\n   &x\n\n  *y\nz: 1\n", "- |1\n  *x\n- *y", "k:\n  - a\n    *b\n", "k:\n  a\n *b",
            "a:\n  b: c\n    *d\n", "a:\n  b: c\n  *d: e\n", "- - a\n    *b\n", "[a,\n*b]", "{a: 'x\n*y'}", "\"a\\\n*b\"",
            "k: !!str *x", "? a\n  *b\n: c", "k: 'a\n  *b'", "|-\n *x\n", "\u{FEFF}", "\u{85}*", "k: # c\n  *x",
        ]
        var read = 0, withAnchors = 0
        for _ in 0..<30_000 {
            var yaml = ""
            for _ in 0..<(1 + next(12)) { yaml += pieces[next(pieces.count)] }
            guard let truth = libyamlAnchorLine(yaml) else { continue }
            read += 1
            let scanned = line(yaml)
            if let truth {
                withAnchors += 1
                #expect(scanned.map { $0 >= truth } == true, "\(yaml.debugDescription): libyaml, line \(truth); scan, \(String(describing: scanned))")
            } else {
                #expect(scanned == nil, "\(yaml.debugDescription): no anchor for libyaml; scan, line \(scanned ?? 0)")
            }
        }
        #expect(read > 3_000 && withAnchors > 200)  // the pieces still make documents of both kinds
    }
}
