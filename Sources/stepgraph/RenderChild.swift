import ArgumentParser
import Foundation
#if GraphvizRenderer
import GraphvizRender
#endif
import StepGraphCore
import StepGraphKit

/// The layout runs here, in a child process of `stepgraph`: Graphviz can crash, abort or run for
/// minutes and cannot be cancelled, so the parent bounds it with a timeout and survives it.
/// Reads a JSON `RenderGraph` on standard input, writes the rendered bytes on standard output.
struct RenderChildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: RenderProcess.subcommand, shouldDisplay: false)

    @Option var format: String

    func run() throws {
        let input = FileHandle.standardInput.readDataToEndOfFile()
        // Test-only fault injection, so the crash and timeout paths can be exercised.
        switch ProcessInfo.processInfo.environment[RenderProcess.faultVariable] {
        case "crash"?: abort()
        case "hang"?: while true { sleep(60) }
        default: break
        }
        do {
            let graph = try JSONDecoder().decode(RenderGraph.self, from: input)
            #if GraphvizRenderer
            FileHandleWriter.stdout(try Graphviz.render(graph, format: format))
            #else
            _ = graph
            printError(MapRendererMissing().description)
            throw ExitCode(ExitStatus.layoutFailed.rawValue)
            #endif
        } catch let error as StepGraphError {
            printError(error.description)
            throw ExitCode(ExitStatus.layoutFailed.rawValue)
        }
    }
}

/// Runs `RenderChildCommand` in a child process with a time limit; a build without the renderer
/// refuses before anything is laid out or written.
enum RenderProcess {
    static let subcommand = "__render"
    static let faultVariable = "STEPGRAPH_TEST_RENDER_FAULT"

    /// The rendered bytes; a layout that cannot start, runs past `timeout`, crashes or fails throws
    /// the `StepGraphError` that says so about `what`.
    static func render(_ graph: RenderGraph, format: String, timeout: Double, what: String) throws -> Data {
        guard MapRendererMissing.hasRenderer else { throw MapRendererMissing() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executablePath())
        process.arguments = [subcommand, "--format", format]
        // A crash in Graphviz should end the child at once, not after a Swift backtrace.
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=no"
        process.environment = environment
        let input = Pipe(), output = Pipe(), errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        do { try process.run() } catch { throw StepGraphError.layoutNotStarted(reason: "\(error)") }

        let payload = try StableJSON.encode(graph, pretty: false)
        let io = DispatchGroup()
        let collected = Collected()
        DispatchQueue.global().async(group: io) {
            try? input.fileHandleForWriting.write(contentsOf: payload)
            try? input.fileHandleForWriting.close()
        }
        DispatchQueue.global().async(group: io) { collected.setOut(output.fileHandleForReading.readDataToEndOfFile()) }
        DispatchQueue.global().async(group: io) { collected.setErr(errors.fileHandleForReading.readDataToEndOfFile()) }

        if finished.wait(timeout: .now() + timeout) == .timedOut {
            kill(process.processIdentifier, SIGKILL)
            finished.wait()
            io.wait()
            throw StepGraphError.layoutTimedOut(what: what, seconds: timeout)
        }
        io.wait()
        let message = String(decoding: collected.err, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        switch (process.terminationReason, process.terminationStatus) {
        case (.exit, 0):
            return collected.out
        case (.uncaughtSignal, let signal):
            let detail = firstLine(message)
            // "*** …": the Swift runtime's backtrace banner says nothing about the graph.
            throw StepGraphError.layoutCrashed(what: what, signal: signal,
                                               detail: detail.isEmpty || detail.hasPrefix("***") ? nil : detail)
        default:
            throw StepGraphError.layoutFailed(what: what, message: message.isEmpty ? nil : message)
        }
    }

    private static func executablePath() -> String {
        // Linux: /proc/self/exe; macOS (no /proc): the bundle's executable path.
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? Bundle.main.executablePath ?? CommandLine.arguments[0]
    }

    private static func firstLine(_ text: String) -> String { String(text.split(separator: "\n").first ?? "") }

    /// Output collected from the child's pipes on other threads.
    private final class Collected: @unchecked Sendable {
        private let lock = NSLock()
        private var outData = Data(), errData = Data()
        var out: Data { lock.withLock { outData } }
        var err: Data { lock.withLock { errData } }
        func setOut(_ data: Data) { lock.withLock { outData = data } }
        func setErr(_ data: Data) { lock.withLock { errData = data } }
    }
}
