import ArgumentParser
import StepGraphCore
import StepGraphKit

/// How a command ends: the one place where outcomes and errors become exit statuses (README's and
/// docs/ci.md's "Exit codes"). 64, a usage error, is swift-argument-parser's (`ValidationError`,
/// unknown options and values).
enum ExitStatus: Int32 {
    /// The command did its job and what it checked holds.
    case success = 0
    /// What the command checked does not hold: error-severity findings (`lint`; with `--strict`,
    /// any), findings a change introduced (`diff`, `lint --new-since`), no path (`paths`).
    case checkFailed = 1
    /// The tool could not do its job: every `StepGraphError` and `GitError`, and any other error.
    case toolFailure = 2
    /// The hidden `__render` child's layout failed; the parent reads why on its standard error.
    case layoutFailed = 3
    /// The answer depends on what the tool cannot follow (`paths`, `graph --reaches`): the target is
    /// reached, if at all, only from a start whose value the tool cannot read, or the app's start
    /// was not found. Never "not reached".
    case cannotTell = 4
}

extension ParsableCommand {
    /// Runs `body` and exits with the status it returns; an error is printed on standard error as
    /// `error: …` (worded for the command line) and ends the run with status 2.
    func exiting(_ body: () throws -> ExitStatus) throws {
        let status: ExitStatus
        do {
            status = try body()
        } catch let error as StepGraphError {
            printError("error: \(error.commandLineDescription)")
            status = .toolFailure
        } catch let error as GitError {
            printError("error: \(error)")
            status = .toolFailure
        } catch {
            printError("error: \(error)")
            status = .toolFailure
        }
        if status != .success { throw ExitCode(status.rawValue) }
    }
}

extension StepGraphError {
    /// The library's message, with the option or command that the user can act on where one is involved.
    var commandLineDescription: String {
        switch self {
        case .unknownMapTarget(.focus, _, _): return "--focus " + description
        case .unknownMapTarget(.reaches, _, _): return "--reaches " + description
        case .unknownMapTarget(.to, _, _): return "--to " + description
        case .unknownMapTarget(.from, _, _): return "--from " + description
        case .emptyMap: return description + " (`stepgraph dump` shows what was read)"
        case .invalidGlob: return "--exclude " + description
        case .layoutTimedOut: return description + " (--render-timeout); draw less with --focus FLOW or --split always"
        case .layoutCrashed: return description + "; the lint results are unaffected (stepgraph lint)"
        default: return description
        }
    }
}

func printError(_ message: String) {
    var stderr = StandardError()
    print(message, to: &stderr)
}

struct StandardError: TextOutputStream {
    mutating func write(_ string: String) {
        FileHandleWriter.stderr(string)
    }
}
