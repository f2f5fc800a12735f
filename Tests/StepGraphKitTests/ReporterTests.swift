import Foundation
import Testing
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import StepGraphKit

/// A small fixed result: one error with a related location, one warning whose message needs escaping.
let fixedResult: LintResult = {
    let error = Finding(rule: "misrouted_step", severity: .error,
                        message: "Step 'AppStep.done' is emitted by VM contributed to ListFlow, but ListFlow has no arm for it",
                        location: SourceLocation(file: "Flows/List Flow.swift", line: 12, column: 5),
                        related: [RelatedLocation(location: SourceLocation(file: "App.swift", line: 3), message: "AppFlow handles it here")],
                        symbols: ["ListFlow", "AppStep.done"])
    let warning = Finding(rule: "dead_step", severity: .warning,
                          message: "Step 'A.b' is declared, 100% <unused> & \"odd\",\nreally: yes | no",
                          location: SourceLocation(file: "Steps.swift", line: 7, column: 10), symbols: ["A.b"])
    return LintResult(findings: [warning, error].sorted(by: Finding.reportOrder),
                      rules: [Rules.deadStep.description, Rules.misroutedStep.description],
                      hiddenByBaseline: 2, suppressed: 1, fileCount: 4)
}()

let fixedContext = ReportContext(toolVersion: "9.9.9", relativePath: { "Sources/" + $0 }, absolutePath: { "/repo/Sources/" + $0 })

@Suite struct ReporterTests {
    func render(_ reporter: any Reporter.Type) throws -> String { try reporter.report(fixedResult, context: fixedContext) }

    @Test func xcodeLinesMatchTheFormatExactly() throws {
        #expect(try render(XcodeReporter.self) == """
        /repo/Sources/Flows/List Flow.swift:12:5: error: Step 'AppStep.done' is emitted by VM contributed to ListFlow, but ListFlow has no arm for it (misrouted_step)
        /repo/Sources/Steps.swift:7:10: warning: Step 'A.b' is declared, 100% <unused> & "odd",
        really: yes | no (dead_step)

        """)
    }

    @Test func githubActionsCommandsAreEscaped() throws {
        #expect(try render(GitHubActionsReporter.self) == """
        ::error file=Sources/Flows/List Flow.swift,line=12,col=5::Step 'AppStep.done' is emitted by VM contributed to ListFlow, but ListFlow has no arm for it (misrouted_step)
        ::warning file=Sources/Steps.swift,line=7,col=10::Step 'A.b' is declared, 100%25 <unused> & "odd",%0Areally: yes | no (dead_step)

        """)
        #expect(GitHubActionsReporter.escapeProperty("a:b,c%d\r\n") == "a%3Ab%2Cc%25d%0D%0A")
    }

    @Test func sarifHasTheFieldsGitHubRequires() throws {
        let json = try #require(try JSONSerialization.jsonObject(with: Data(try render(SARIFReporter.self).utf8)) as? [String: Any])
        #expect(json["version"] as? String == "2.1.0")
        #expect(json["$schema"] as? String == "https://json.schemastore.org/sarif-2.1.0.json")
        let run = try #require((json["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "StepGraph")
        #expect(driver["semanticVersion"] as? String == "9.9.9")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.map { $0["id"] as? String } == ["dead_step", "misrouted_step"])
        for rule in rules {
            #expect(((rule["shortDescription"] as? [String: Any])?["text"] as? String)?.isEmpty == false)
            #expect(((rule["fullDescription"] as? [String: Any])?["text"] as? String)?.isEmpty == false)
            #expect(((rule["help"] as? [String: Any])?["text"] as? String)?.isEmpty == false)
        }
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == 2)
        let first = results[0]
        #expect(first["ruleId"] as? String == "misrouted_step" && first["level"] as? String == "error")
        #expect((first["message"] as? [String: Any])?["text"] as? String != nil)
        let physical = try #require(((first["locations"] as? [[String: Any]])?.first)?["physicalLocation"] as? [String: Any])
        #expect((physical["artifactLocation"] as? [String: Any])?["uri"] as? String == "Sources/Flows/List%20Flow.swift")
        #expect((physical["region"] as? [String: Any])?["startLine"] as? Int == 12)
        let fingerprints = try #require(first["partialFingerprints"] as? [String: String])
        #expect(fingerprints["primaryLocationLineHash"] == fixedResult.findings[0].fingerprint + ":1")
        let related = try #require(first["relatedLocations"] as? [[String: Any]])
        #expect(related.count == 1 && (related[0]["message"] as? [String: Any])?["text"] as? String == "AppFlow handles it here")
    }

    @Test func fingerprintsDoNotDependOnLines() throws {
        let a = Finding(rule: "dead_step", severity: .warning, message: "m", location: SourceLocation(file: "A.swift", line: 1), symbols: ["X.y"])
        let b = Finding(rule: "dead_step", severity: .warning, message: "m", location: SourceLocation(file: "A.swift", line: 90), symbols: ["X.y"])
        #expect(a.identity == "dead_step|X.y" && a.fingerprint == b.fingerprint && a.fingerprint.count == 16)
    }

    @Test func checkstyleAndJUnitAreEscapedXML() throws {
        #expect(try render(CheckstyleReporter.self) == """
        <?xml version="1.0" encoding="utf-8"?>
        <checkstyle version="4.3">
        \t<file name="Sources/Flows/List Flow.swift">
        \t\t<error line="12" column="5" severity="error" message="Step &apos;AppStep.done&apos; is emitted by VM contributed to ListFlow, but ListFlow has no arm for it" source="stepgraph.rules.misrouted_step" />
        \t</file>
        \t<file name="Sources/Steps.swift">
        \t\t<error line="7" column="10" severity="warning" message="Step &apos;A.b&apos; is declared, 100% &lt;unused&gt; &amp; &quot;odd&quot;,&#10;really: yes | no" source="stepgraph.rules.dead_step" />
        \t</file>
        </checkstyle>

        """)
        for kind: any Reporter.Type in [CheckstyleReporter.self, JUnitReporter.self] {
            let parser = XMLParser(data: Data(try render(kind).utf8))
            #expect(parser.parse(), "\(kind) is well-formed XML")
        }
        #expect(try render(JUnitReporter.self).contains(#"<testcase classname="dead_step" name="Sources/Steps.swift:7:10">"#))
        #expect(try render(JUnitReporter.self).contains(#"failures="2""#))
    }

    @Test func markdownSummaryForAPullRequest() throws {
        #expect(try render(MarkdownReporter.self) == """
        ## StepGraph navigation lint

        **1 error(s), 1 warning(s)** in 4 files. 2 known finding(s) hidden by the baseline.

        | Rule | Errors | Warnings |
        |---|---:|---:|
        | `dead_step` | 0 | 1 |
        | `misrouted_step` | 1 | 0 |

        | | Location | Message | Rule |
        |---|---|---|---|
        | ❌ | `Sources/Flows/List Flow.swift:12` | Step 'AppStep.done' is emitted by VM contributed to ListFlow, but ListFlow has no arm for it<br>↳ `Sources/App.swift:3` AppFlow handles it here | `misrouted_step` |
        | ⚠️ | `Sources/Steps.swift:7` | Step 'A.b' is declared, 100% &lt;unused> & "odd", really: yes \\| no | `dead_step` |

        """)
        let clean = LintResult(findings: [], rules: [], hiddenByBaseline: 0, suppressed: 0, fileCount: 3)
        #expect(try MarkdownReporter.report(clean, context: fixedContext)
                == "## StepGraph navigation lint\n\nNo navigation problems found in 3 files.\n")
    }

    @Test func summaryTable() throws {
        #expect(try render(SummaryReporter.self) == """
        +-----------------+--------+----------+--------+-------+
        | rule identifier | opt-in | warnings | errors | total |
        +-----------------+--------+----------+--------+-------+
        | dead_step       | no     | 1        | 0      | 1     |
        | misrouted_step  | no     | 0        | 1      | 1     |
        +-----------------+--------+----------+--------+-------+
        | Total           |        | 1        | 1      | 2     |
        +-----------------+--------+----------+--------+-------+

        """)
    }

    @Test func jsonReport() throws {
        let json = try #require(try JSONSerialization.jsonObject(with: Data(try render(JSONReporter.self).utf8)) as? [String: Any])
        let findings = try #require(json["findings"] as? [[String: Any]])
        #expect(findings.map { $0["ruleID"] as? String } == ["misrouted_step", "dead_step"])
        #expect(findings[0]["file"] as? String == "Sources/Flows/List Flow.swift")
        #expect(findings[0]["identity"] as? String == "misrouted_step|ListFlow|AppStep.done")
        let summary = try #require(json["summary"] as? [String: Int])
        #expect(summary == ["errors": 1, "warnings": 1, "hiddenByBaseline": 2, "suppressed": 1, "files": 4])
    }
}
