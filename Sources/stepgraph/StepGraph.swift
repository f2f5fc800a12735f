import ArgumentParser

@main
struct StepGraph: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stepgraph",
        abstract: "Maps and lints the navigation of RxFlow apps.",
        version: "0.1.0",
        subcommands: [LintCommand.self, GraphCommand.self, DumpCommand.self, RulesCommand.self, RenderChildCommand.self],
        defaultSubcommand: LintCommand.self
    )
}
