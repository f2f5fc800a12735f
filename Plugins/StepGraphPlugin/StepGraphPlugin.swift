import Foundation
import PackagePlugin

/// `swift package stepgraph [lint|graph|diff|dump|paths|rules] …` in a package that depends on
/// StepGraph: runs the tool from the package's folder (so `.` and relative paths are the package's).
/// Writing a report or a map into the package needs `--allow-writing-to-package-directory`.
@main
struct StepGraphPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "stepgraph")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            Diagnostics.error("stepgraph \(arguments.joined(separator: " ")) exited with status \(process.terminationStatus)")
            throw StepGraphFailed(status: process.terminationStatus)
        }
    }
}

/// The tool's exit status, passed on as the plugin's failure.
struct StepGraphFailed: Error, CustomStringConvertible {
    let status: Int32
    var description: String { "stepgraph exited with status \(status)" }
}
