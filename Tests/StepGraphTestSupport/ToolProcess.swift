import Foundation

/// What a process printed and how it ended.
public struct ToolRun {
    public var status: Int32
    public var stdout: String
    public var stderr: String

    public init(status: Int32, stdout: String, stderr: String) {
        self.status = status
        self.stdout = stdout
        self.stderr = stderr
    }
}

/// Runs the built `stepgraph` binary (built next to the test bundle) and captures its output.
public func runTool(_ arguments: [String], in directory: String = repositoryRoot) throws -> ToolRun {
    try runProcess(toolURL, arguments, in: directory)
}

/// Runs `executable` and captures its output (`environment`: the process's own when nil).
public func runProcess(_ executable: URL, _ arguments: [String], in directory: String = repositoryRoot,
                       environment: [String: String]? = nil) throws -> ToolRun {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    if let environment { process.environment = environment }
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return ToolRun(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                   stderr: String(decoding: stderr, as: UTF8.self))
}

/// `.build/<triple>/debug/stepgraph`, beside the test bundle.
public let toolURL: URL = {
    var url = Bundle.main.bundleURL
    while !FileManager.default.fileExists(atPath: url.appendingPathComponent("stepgraph").path) && url.path != "/" {
        url.deleteLastPathComponent()
    }
    return url.appendingPathComponent("stepgraph")
}()

/// A new empty folder under the temporary directory; the caller removes it.
public func temporaryDirectory() throws -> String {
    let path = NSTemporaryDirectory() + "stepgraph-tests-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}
