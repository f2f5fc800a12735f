import ArgumentParser
import Foundation
import StepGraphCore
import StepGraphKit

struct PathsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "paths",
        abstract: "The shortest ways a step, flow or screen is reached from the app's start (or from --from).",
        discussion: """
        Each path is a chain of hops (entry, arm, screen) with the edge that leads to each and its \
        file:line. A target nothing reaches says why (nothing emits it, its flow is never started, no \
        transition shows it). Where the answer depends on a start the tool cannot read (a computed \
        initialStep, OneStepper(withSingleStep:) or initialRoute: given a parameter) or the app's \
        start was not found, it says "can't tell" and where the value is read, never "not reached". \
        A screen is named as the map draws it (a view controller type an arm shows). Exit status: 0 \
        when a path is found, 1 when provably none is, 4 when it can't tell, 2 when the tool could \
        not do its job (a --to or --from name that matches nothing: the closest names are listed).
        """
    )

    @OptionGroup var input: InputOptions

    @Option(help: "The step (`AppStep.detail` or `detail`), flow or screen to reach.")
    var to: String

    @Option(help: "Start from this step, flow or screen instead of the app's start.")
    var from: String?

    @Option(help: "At most this many paths.")
    var limit = 3

    @Option(help: "Output format: text or json.")
    var format: PathsFormat = .text

    @OptionGroup var messages: RunMessages

    func validate() throws {
        if limit < 1 { throw ValidationError("--limit must be at least 1.") }
    }

    func run() throws {
        try exiting {
            let analysis = try input.analyse(notes: !messages.quiet)
            let paths = try NavigationPaths.answer(in: NavigationGraph(analysis), to: to, as: .to, from: from, limit: limit)
            let context = ReportPaths.context(for: analysis)
            switch format {
            case .json:
                FileHandleWriter.stdout(try StableJSON.encode(paths, pretty: true) + Data("\n".utf8))
            case .text:
                FileHandleWriter.stdout(Data(paths.text(path: context.relativePath).utf8))
            }
            return paths.verdict.exitStatus
        }
    }
}

/// `stepgraph paths --format`.
enum PathsFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json
}

extension NavigationPaths.Verdict {
    /// `paths`' and `graph --reaches`' exit status for this answer.
    var exitStatus: ExitStatus {
        switch self {
        case .reached: return .success
        case .notReached: return .checkFailed
        case .cannotTell: return .cannotTell
        }
    }
}
