import ArgumentParser
import StepGraphKit

@main
struct StepGraph: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stepgraph",
        abstract: "Maps and lints the navigation of RxFlow, FunctionalNavigationFlowKit and XCoordinator apps.",
        version: StepGraphVersion.current,
        subcommands: [LintCommand.self, GraphCommand.self, DumpCommand.self, DiffCommand.self, PathsCommand.self, SnapshotCommand.self,
                      RulesCommand.self,
                      RenderChildCommand.self],
        defaultSubcommand: LintCommand.self
    )
}
