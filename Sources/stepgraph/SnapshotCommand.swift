import Foundation
import ArgumentParser
import StepGraphCore
import StepGraphKit

/// `stepgraph snapshot`: the navigation as a sorted text to commit, and `--check` against it.
struct SnapshotCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "snapshot",
        abstract: "Print the navigation as a stable, sorted text to commit; --check exits 1 when the code drifted from it.",
        discussion: """
        One line per flow, step case, arm (outcomes and screens), transition, start and emission, by \
        identity only (no file or line): edits that leave the navigation alone never change it. \
        Exit status: 0 written or unchanged, 1 drifted (--check; the lines as '- removed' / '+ added' \
        on standard output), 2 the tool could not do its job.
        """
    )

    @OptionGroup var input: InputOptions

    @Option(name: .shortAndLong, help: "Write the snapshot to this file (atomically) instead of standard output.")
    var output: String?

    @Option(help: ArgumentHelp("Compare the code with this committed snapshot instead of printing one.", valueName: "file"))
    var check: String?

    @Option(help: "Configuration file (default: .stepgraph.yml in the first path, or in the current folder): which files are read.")
    var config: String?

    @OptionGroup var messages: RunMessages

    func validate() throws {
        if check != nil && output != nil { throw ValidationError("--check compares and writes nothing: drop --output.") }
    }

    func run() throws {
        try exiting {
            let (configuration, configurationFolder) = try ConfigurationFile.load(explicit: config, paths: input.paths)
            let analysis = try input.analyse(configuration: configuration, configurationFolder: configurationFolder,
                                             notes: !messages.quiet)
            messages.printAlways(configuration: configuration, analysis: analysis, notChecked: [])
            let current = NavigationSnapshot.text(of: analysis.model, frontEnds: analysis.frontEnds)
            guard let check else {
                if let output { try AtomicFile.write(Data(current.utf8), to: output) } else { FileHandleWriter.stdout(Data(current.utf8)) }
                return .success
            }
            // A snapshot is a few lines per element: 64 MiB is past any app's.
            guard let data = BoundedFile.contents(check, limit: 64 << 20) else { throw StepGraphError.unreadableSnapshot(path: check) }
            let drift = NavigationSnapshot.drift(committed: String(decoding: data, as: UTF8.self), current: current)
            if drift.isEmpty {
                messages.printSummary("The navigation matches \(check).")
                return .success
            }
            let lines = drift.removed.map { "- " + $0 } + drift.added.map { "+ " + $0 }
            FileHandleWriter.stdout(Data((lines.joined(separator: "\n") + "\n").utf8))
            printError("error: the navigation drifted from \(check): \(drift.removed.count) line(s) removed, "
                       + "\(drift.added.count) added (update it with `stepgraph snapshot -o \(check)`)")
            return .checkFailed
        }
    }
}
