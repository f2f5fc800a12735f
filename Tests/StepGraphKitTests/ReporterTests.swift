import Foundation
import Testing
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import StepGraphCore
@testable import StepGraphKit
@testable import StepGraphRxFlow
@testable import StepGraphFNFK
@testable import StepGraphXCoordinator
@testable import StepGraphSwiftUI
import StepGraphTestSupport

/// A small fixed result: one error with a related location, one warning whose message needs escaping
/// (quotes, `<`, `&`, `%`, a newline, a pipe, backquotes, non-ASCII).
let fixedResult: LintResult = {
    let error = Finding(rule: "misrouted_step", severity: .error,
                        message: "Step 'AppStep.done' is emitted by VM contributed to ListFlow, but ListFlow has no arm for it",
                        location: SourceLocation(file: "Flows/List Flow.swift", line: 12, column: 5),
                        related: [RelatedLocation(location: SourceLocation(file: "App.swift", line: 3), message: "AppFlow handles it here")],
                        subject: .stepInFlow(flow: "ListFlow", step: "AppStep.done"))
    let warning = Finding(rule: "dead_step", severity: .warning,
                          message: "Step 'A.b' is declared, 100% <unused> & \"odd\",\nreally: yes | no `café` ✓",
                          location: SourceLocation(file: "Steps.swift", line: 7, column: 10), subject: .step("A.b"))
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
        /repo/Sources/Steps.swift:7:10: warning: Step 'A.b' is declared, 100% <unused> & "odd",\\nreally: yes | no `café` ✓ (dead_step)

        """)
    }

    /// A newline in a file name would split a finding over two lines; an escape sequence would reach
    /// the terminal or the CI log.
    @Test func xcodeLinesEscapeControlCharacters() {
        let finding = Finding(rule: "dead_step", severity: .warning, message: "Step 'A.b\u{1B}[2J' is\tdeclared\r\nnowhere\u{9B}",
                              location: SourceLocation(file: "Odd\nName\u{1B}]8;;x\u{7}.swift", line: 3, column: 1), subject: .step("A.b"))
        let result = LintResult(findings: [finding], rules: [Rules.deadStep.description], hiddenByBaseline: 0, suppressed: 0, fileCount: 1)
        let report = XcodeReporter.report(result, context: fixedContext)
        #expect(report == #"/repo/Sources/Odd\nName\u{1B}]8;;x\u{7}.swift:3:1: warning: Step 'A.b\u{1B}[2J' is\tdeclared\r\nnowhere\u{9B} (dead_step)"#
                + "\n")
    }

    @Test func githubActionsCommandsAreEscaped() throws {
        #expect(try render(GitHubActionsReporter.self) == """
        ::error file=Sources/Flows/List Flow.swift,line=12,col=5::Step 'AppStep.done' is emitted by VM contributed to ListFlow, but ListFlow has no arm for it (misrouted_step)
        ::warning file=Sources/Steps.swift,line=7,col=10::Step 'A.b' is declared, 100%25 <unused> & "odd",%0Areally: yes | no `café` ✓ (dead_step)

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

    /// Each rule is tagged with the frameworks whose code it reads (code scanning filters on tags).
    @Test func sarifTagsNameEachRulesFrameworks() throws {
        var result = fixedResult
        result.rules = ["dead_step", "dead_route", "child_not_retained", "misrouted_step"].compactMap { FrontEndRegistry.standard.rule($0)?.description }
        let json = try #require(try JSONSerialization.jsonObject(with: Data(try SARIFReporter.report(result, context: fixedContext).utf8)) as? [String: Any])
        let run = try #require((json["runs"] as? [[String: Any]])?.first)
        let rules = try #require(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        let tags = rules.map { ($0["properties"] as? [String: Any])?["tags"] as? [String] ?? [] }
        #expect(tags == [["navigation", "rxflow", "xcoordinator", "swiftui"], ["navigation", "fnfk"], ["navigation", "xcoordinator"], ["navigation", "rxflow"]])
    }

    /// The results exactly (the rules' help, which restates each rule's documentation, is checked above).
    @Test func sarifResultsExactly() throws {
        var result = fixedResult
        result.rules = []
        #expect(try SARIFReporter.report(result, context: fixedContext) == #"""
        {
          "$schema" : "https://json.schemastore.org/sarif-2.1.0.json",
          "runs" : [
            {
              "columnKind" : "utf16CodeUnits",
              "results" : [
                {
                  "level" : "error",
                  "locations" : [
                    {
                      "physicalLocation" : {
                        "artifactLocation" : {
                          "uri" : "Sources/Flows/List%20Flow.swift"
                        },
                        "region" : {
                          "startColumn" : 5,
                          "startLine" : 12
                        }
                      }
                    }
                  ],
                  "message" : {
                    "text" : "Step 'AppStep.done' is emitted by VM contributed to ListFlow, but ListFlow has no arm for it"
                  },
                  "partialFingerprints" : {
                    "primaryLocationLineHash" : "e49a45a2e351ddf7:1",
                    "stepgraphIdentity/v1" : "e49a45a2e351ddf7"
                  },
                  "relatedLocations" : [
                    {
                      "id" : 1,
                      "message" : {
                        "text" : "AppFlow handles it here"
                      },
                      "physicalLocation" : {
                        "artifactLocation" : {
                          "uri" : "Sources/App.swift"
                        },
                        "region" : {
                          "startColumn" : 1,
                          "startLine" : 3
                        }
                      }
                    }
                  ],
                  "ruleId" : "misrouted_step",
                  "ruleIndex" : 0
                },
                {
                  "level" : "warning",
                  "locations" : [
                    {
                      "physicalLocation" : {
                        "artifactLocation" : {
                          "uri" : "Sources/Steps.swift"
                        },
                        "region" : {
                          "startColumn" : 10,
                          "startLine" : 7
                        }
                      }
                    }
                  ],
                  "message" : {
                    "text" : "Step 'A.b' is declared, 100% <unused> & \"odd\",\nreally: yes | no `café` ✓"
                  },
                  "partialFingerprints" : {
                    "primaryLocationLineHash" : "a89dbe6a9e59bc15:1",
                    "stepgraphIdentity/v1" : "a89dbe6a9e59bc15"
                  },
                  "ruleId" : "dead_step",
                  "ruleIndex" : 0
                }
              ],
              "tool" : {
                "driver" : {
                  "informationUri" : "https://github.com/stepgraph/stepgraph",
                  "name" : "StepGraph",
                  "rules" : [

                  ],
                  "semanticVersion" : "9.9.9"
                }
              }
            }
          ],
          "version" : "2.1.0"
        }

        """#)
    }

    @Test func fingerprintsDoNotDependOnLines() throws {
        let a = Finding(rule: "dead_step", severity: .warning, message: "m", location: SourceLocation(file: "A.swift", line: 1), subject: .step("X.y"))
        let b = Finding(rule: "dead_step", severity: .warning, message: "m", location: SourceLocation(file: "A.swift", line: 90), subject: .step("X.y"))
        #expect(a.identity == "dead_step|X.y" && a.fingerprint == b.fingerprint && a.fingerprint.count == 16)
    }

    /// JUnit: only the error fails; the warning passes with its text in `system-out` (a dashboard agrees with exit 0).
    @Test func checkstyleAndJUnitAreEscapedXML() throws {
        #expect(try render(CheckstyleReporter.self) == """
        <?xml version="1.0" encoding="utf-8"?>
        <checkstyle version="4.3">
        \t<file name="Sources/Flows/List Flow.swift">
        \t\t<error line="12" column="5" severity="error" message="Step &apos;AppStep.done&apos; is emitted by VM contributed to ListFlow, but ListFlow has no arm for it" source="stepgraph.rules.misrouted_step" />
        \t</file>
        \t<file name="Sources/Steps.swift">
        \t\t<error line="7" column="10" severity="warning" message="Step &apos;A.b&apos; is declared, 100% &lt;unused&gt; &amp; &quot;odd&quot;,&#10;really: yes | no `café` ✓" source="stepgraph.rules.dead_step" />
        \t</file>
        </checkstyle>

        """)
        for kind: any Reporter.Type in [CheckstyleReporter.self, JUnitReporter.self] {
            let parser = XMLParser(data: Data(try render(kind).utf8))
            #expect(parser.parse(), "\(kind) is well-formed XML")
        }
        #expect(try render(JUnitReporter.self) == """
        <?xml version="1.0" encoding="utf-8"?>
        <testsuites name="stepgraph" tests="2" failures="1">
        \t<testsuite name="stepgraph" tests="2" failures="1" errors="0">
        \t\t<testcase classname="misrouted_step" name="Sources/Flows/List Flow.swift:12:5">
        \t\t\t<failure message="Step &apos;AppStep.done&apos; is emitted by VM contributed to ListFlow, but ListFlow has no arm for it" type="error">error: Step &apos;AppStep.done&apos; is emitted by VM contributed to ListFlow, but ListFlow has no arm for it (misrouted_step) at Sources/Flows/List Flow.swift:12:5</failure>
        \t\t</testcase>
        \t\t<testcase classname="dead_step" name="Sources/Steps.swift:7:10">
        \t\t\t<system-out>warning: Step &apos;A.b&apos; is declared, 100% &lt;unused&gt; &amp; &quot;odd&quot;,&#10;really: yes | no `café` ✓ (dead_step) at Sources/Steps.swift:7:10</system-out>
        \t\t</testcase>
        \t</testsuite>
        </testsuites>

        """)
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
        | ⚠️ | `Sources/Steps.swift:7` | Step 'A.b' is declared, 100% &lt;unused> & "odd", really: yes \\| no 'café' ✓ | `dead_step` |

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

    @Test func jsonReportExactly() throws {
        #expect(try render(JSONReporter.self) == #"""
        {
          "findings" : [
            {
              "column" : 5,
              "file" : "Sources/Flows/List Flow.swift",
              "fingerprint" : "e49a45a2e351ddf7",
              "identity" : "misrouted_step|ListFlow|AppStep.done",
              "line" : 12,
              "message" : "Step 'AppStep.done' is emitted by VM contributed to ListFlow, but ListFlow has no arm for it",
              "related" : [
                {
                  "file" : "Sources/App.swift",
                  "line" : 3,
                  "message" : "AppFlow handles it here"
                }
              ],
              "ruleID" : "misrouted_step",
              "severity" : "error"
            },
            {
              "column" : 10,
              "file" : "Sources/Steps.swift",
              "fingerprint" : "a89dbe6a9e59bc15",
              "identity" : "dead_step|A.b",
              "line" : 7,
              "message" : "Step 'A.b' is declared, 100% <unused> & \"odd\",\nreally: yes | no `café` ✓",
              "related" : [

              ],
              "ruleID" : "dead_step",
              "severity" : "warning"
            }
          ],
          "schemaVersion" : 1,
          "summary" : {
            "errors" : 1,
            "files" : 4,
            "hiddenByBaseline" : 2,
            "notChecked" : [

            ],
            "suppressed" : 1,
            "warnings" : 1
          }
        }

        """#)
    }

    @Test func jsonReport() throws {
        let json = try #require(try JSONSerialization.jsonObject(with: Data(try render(JSONReporter.self).utf8)) as? [String: Any])
        let findings = try #require(json["findings"] as? [[String: Any]])
        #expect(findings.map { $0["ruleID"] as? String } == ["misrouted_step", "dead_step"])
        #expect(findings[0]["file"] as? String == "Sources/Flows/List Flow.swift")
        #expect(findings[0]["identity"] as? String == "misrouted_step|ListFlow|AppStep.done")
        let summary = try #require(json["summary"] as? [String: Any])
        #expect(summary.compactMapValues { $0 as? Int } == ["errors": 1, "warnings": 1, "hiddenByBaseline": 2, "suppressed": 1, "files": 4])
        #expect((summary["notChecked"] as? [Any])?.isEmpty == true)
    }
}

/// `stepgraph diff --reporter`: markdown and json give the whole comparison, every other reporter
/// the findings the change introduced, as `lint` reports them.
@Suite struct DiffReporterTests {
    /// The fixed result's warning was already there at the base; its error is new.
    let diff = NavigationDiff(base: model([:]), baseFindings: fixedResult.findings.filter { $0.ruleID == "dead_step" },
                              head: model([:]), headFindings: fixedResult.findings, frontEnds: .standard)

    @Test func theIntroducedResultKeepsOnlyNewFindings() {
        let introduced = fixedResult.introduced(in: diff)
        #expect(introduced.findings.map(\.identity) == ["misrouted_step|ListFlow|AppStep.done"])
        #expect(introduced.hiddenByBaseline == 1 && introduced.fileCount == 4 && introduced.rules.count == 2)
    }

    @Test(arguments: Reporters.all.map { $0.identifier }.filter { !["markdown", "json"].contains($0) })
    func lintReportersReportTheIntroducedFindings(_ name: String) throws {
        let reporter = try #require(Reporters.reporter(name))
        let introduced = fixedResult.introduced(in: diff)
        let report = try reporter.report(diff, introduced: introduced, context: fixedContext)
        #expect(report == (try reporter.report(introduced, context: fixedContext)))
        #expect(report.contains("misrouted_step") && !report.contains("A.b"), "\(name)")
    }

    /// With link templates, a new finding links to the head, a fixed one to the base (the head's
    /// template where no base template is given); without, locations stay code spans.
    @Test func theReviewLinksEachLocationToItsRevision() throws {
        let fixing = NavigationDiff(base: model([:]), baseFindings: fixedResult.findings, head: model([:]),
                                    headFindings: fixedResult.findings.filter { $0.ruleID != "dead_step" }, frontEnds: .standard)
        var context = fixedContext
        (context.headLinkTemplate, context.baseLinkTemplate) = ("https://h/{file}#L{line}", "https://b/{file}#L{line}")
        let linked = try MarkdownReporter.report(fixing, introduced: fixedResult.introduced(in: fixing), context: context)
        let fixedRow = try #require(linked.split(separator: "\n").first { $0.contains("dead_step") })
        #expect(fixedRow.hasPrefix("| ⚠️ | [`Steps.swift:7`](https://b/Sources/Steps.swift#L7) |"), "\(fixedRow)")
        context.baseLinkTemplate = nil
        let headOnly = try MarkdownReporter.report(fixing, introduced: fixedResult.introduced(in: fixing), context: context)
        #expect(headOnly.contains("[`Steps.swift:7`](https://h/Sources/Steps.swift#L7)"))
        #expect(DiffMarkdownReporter.render(fixing).contains("| ⚠️ | `Steps.swift:7` |"))
    }

    @Test func markdownAndJSONReportTheWholeComparison() throws {
        let introduced = fixedResult.introduced(in: diff)
        #expect(try MarkdownReporter.report(diff, introduced: introduced, context: fixedContext) == DiffMarkdownReporter.render(diff))
        let json = try JSONReporter.report(diff, introduced: introduced, context: fixedContext)
        #expect(json.hasSuffix("}\n\n"))
        #expect(try JSONDecoder().decode(NavigationDiff.self, from: Data(json.utf8)) == diff)
    }

    /// Every BrokenApp finding is new against CinemaApp (which has none): each lint reporter's diff
    /// report is its lint report; BrokenApp against itself introduces nothing.
    @Test(arguments: Reporters.all.map { $0.identifier }.filter { !["markdown", "json"].contains($0) })
    func theCommandAcceptsEveryLintReporter(_ name: String) throws {
        let diff = try runTool(["diff", "Samples/CinemaApp", "Samples/BrokenApp", "--reporter", name])
        let lint = try runTool(["lint", "Samples/BrokenApp", "--reporter", name, "--quiet"])
        #expect(diff.status == 1 && lint.status == 1 && !diff.stdout.isEmpty && diff.stdout == lint.stdout, "\(name)")
        let same = try runTool(["diff", "Samples/BrokenApp", "Samples/BrokenApp", "--reporter", name])
        #expect(same.status == 0 && !same.stdout.contains("TravelStep"), "\(name)")
        #expect(try runTool(["diff", "Samples/BrokenApp", "Samples/BrokenApp", "--reporter", "nope"]).status == 64)
    }
}
