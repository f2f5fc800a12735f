import ArgumentParser
import Foundation
import StepGraphKit

struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules", abstract: "List the lint rules (or print docs/rules.md with --markdown).")

    @Flag(help: "Print the full rule documentation as Markdown.")
    var markdown = false

    func run() throws {
        if markdown {
            FileHandleWriter.stdout(Data(RulesDocumentation.markdown().utf8))
            return
        }
        let rules = Rules.all.map(\.description)
        let width = rules.map(\.id.count).max() ?? 0
        var out = ""
        for rule in rules {
            let flags = "\(rule.defaultSeverity.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0)) \(rule.isOptIn ? "opt-in " : "default")"
            out += "\(rule.id.padding(toLength: width, withPad: " ", startingAt: 0))  \(flags)  \(rule.summary)\n"
        }
        FileHandleWriter.stdout(Data(out.utf8))
    }
}
