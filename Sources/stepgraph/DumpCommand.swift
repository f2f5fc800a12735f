import ArgumentParser
import StepGraphCore
import StepGraphKit

struct DumpCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dump",
        abstract: "Print the extracted navigation model (steps, flows, arms, steppers, emissions) as JSON."
    )

    @OptionGroup var input: InputOptions

    @Flag(help: "Indent the JSON.")
    var pretty = false

    @Option(name: .shortAndLong, help: "Write to this file (atomically) instead of standard output.")
    var output: String?

    @OptionGroup var messages: RunMessages

    func run() throws {
        try exiting {
            let analysis = try input.analyse(notes: !messages.quiet)
            let data = try StageTimings.measure(.report) { try StableJSON.encode(analysis.model, pretty: pretty) }
            if let output { try AtomicFile.write(data, to: output) } else { FileHandleWriter.stdout(data) }
            if StageTimings.isEnabled { printError(StageTimings.table()) }
            return .success
        }
    }
}
