import ArgumentParser
import Foundation
import StepGraphCore
import StepGraphKit

struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules", abstract: "List the lint rules (or print docs/rules.md with --markdown).")

    @Flag(help: "Print the full rule documentation as Markdown.")
    var markdown = false

    func run() throws {
        FileHandleWriter.stdout(Data((markdown ? RulesDocumentation.markdown(of: .standard) : RulesDocumentation.list(of: .standard)).utf8))
    }
}
