import ArgumentParser
import StepGraphCore
import StepGraphKit

@main
struct StepGraph: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stepgraph",
        abstract: "Maps and lints the navigation of \(FrontEndRegistry.standard.frameworkNames) apps.",
        version: StepGraphVersion.current,
        subcommands: [LintCommand.self, GraphCommand.self, DumpCommand.self, DiffCommand.self, PathsCommand.self, SnapshotCommand.self,
                      RulesCommand.self,
                      RenderChildCommand.self],
        defaultSubcommand: LintCommand.self
    )

    /// Parses and runs, after turning a mistyped subcommand (`stepgraph lnit`) into a usage error.
    static func main() {
        let shown = configuration.subcommands.filter { $0.configuration.shouldDisplay }.map { $0._commandName }
        let hidden = configuration.subcommands.filter { !$0.configuration.shouldDisplay }.map { $0._commandName }
        if let mistyped = MistypedSubcommand(arguments: Array(CommandLine.arguments.dropFirst()), subcommands: shown, hidden: hidden) {
            exit(withError: ValidationError(mistyped.message))
        }
        main(nil)
    }
}
