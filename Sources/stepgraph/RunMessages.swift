import ArgumentParser
import StepGraphCore
import StepGraphKit

/// `--quiet`, one definition for every command that reads Swift, and what each command prints on
/// standard error about its run besides its output.
struct RunMessages: ParsableArguments {
    @Flag(help: ArgumentHelp("Do not print the summary line and the notes about the run's own progress (configuration "
                             + "warnings, 'not checked' notes and file diagnostics are printed all the same)."))
    var quiet = false

    /// What is never hidden: configuration warnings, file diagnostics, and a note for each cause that
    /// kept rules from deciding (`file:line: note: …`).
    func printAlways(configuration: LintConfiguration?, analysis: Analysis, notChecked: [NotChecked]) {
        for warning in configuration?.warnings ?? [] { printError("warning: \(warning)") }
        let paths = ReportPaths.context(for: analysis)
        for diagnostic in analysis.model.diagnostics {
            // Line 0: a problem with the whole file (it could not be read, it is too large), which has no line.
            let place = paths.relativePath(diagnostic.file) + (diagnostic.line > 0 ? ":\(diagnostic.line)" : "")
            printError("\(place): \(diagnostic.severity): \(diagnostic.message)")
        }
        // An unreadable folder was said as discovery met it, for every command.
        for note in notChecked where note.cause != .unreadableFolder { printError(note.line(path: paths.relativePath)) }
    }

    /// The summary line, unless `--quiet`.
    func printSummary(_ line: String) {
        if !quiet { printError(line) }
    }

    /// " K things not checked (see the notes)." for a summary line; empty when every rule decided.
    static func notCheckedCount(_ notes: [NotChecked]) -> String {
        notes.isEmpty ? "" : " \(notes.count) cause(s) left rules undecided (see the notes)."
    }
}
