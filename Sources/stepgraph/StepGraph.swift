import ArgumentParser
import StepGraphKit

@main
struct StepGraph: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stepgraph",
        abstract: "Maps and lints the navigation of RxFlow and FunctionalNavigationFlowKit apps.",
        version: StepGraphVersion.current,
        subcommands: [LintCommand.self, GraphCommand.self, DumpCommand.self, DiffCommand.self, PathsCommand.self, RulesCommand.self,
                      RenderChildCommand.self],
        defaultSubcommand: LintCommand.self
    )

    /// Every command ends the process once its output is written: what an analysis read is left to
    /// the process's end rather than freed piece by piece.
    static func main() {
        Analyzer.leavesFactsToProcessExit = true
        main(nil)
    }
}
