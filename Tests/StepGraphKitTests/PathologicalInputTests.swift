import Foundation
import Testing
@testable import StepGraphCore
@testable import StepGraphKit
@testable import StepGraphRxFlow
@testable import StepGraphFNFK
@testable import StepGraphXCoordinator
@testable import StepGraphSwiftUI
import StepGraphTestSupport

/// Hostile inputs through the command line: each gives the message and exit status it must.
@Suite(.serialized) struct PathologicalInputTests {
    /// A temporary folder holding `files` (name → bytes).
    func folder(_ files: [String: [UInt8]]) throws -> String {
        let root = try temporaryDirectory()
        for (name, bytes) in files {
            let path = root + "/" + name
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(bytes).write(to: URL(fileURLWithPath: path))
        }
        return root
    }

    func dump(_ root: String) throws -> (run: ToolRun, model: [String: Any]) {
        let run = try runTool(["dump", root])
        let model = (try? JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]) ?? [:]
        return (run, model)
    }

    func diagnostics(_ model: [String: Any]) -> [String] {
        ((model["diagnostics"] as? [[String: Any]]) ?? []).map { "\($0["file"]!):\($0["line"]!): \($0["severity"]!): \($0["message"]!)" }
    }

    @Test(arguments: [("{", "}"), ("(", ")"), ("[", "]")])
    func hundredThousandNestedBrackets(_ open: String, _ close: String) throws {
        let text = "func f() { let x = " + String(repeating: open, count: 100_000) + String(repeating: close, count: 100_000) + " }\n"
        let root = try folder(["Deep.swift": Array(text.utf8), "Open.swift": Array(String(repeating: open, count: 100_000).utf8)])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let (run, model) = try dump(root)
        #expect(run.status == 0 && model["fileCount"] as? Int == 2)
        #expect(try runTool(["lint", root]).status == 0)
    }

    @Test func fiftyMegabyteFileAndTenMegabyteLine() throws {
        let sample = try String(contentsOfFile: repositoryRoot + "/Samples/BrokenApp/Scenes.swift", encoding: .utf8)
        var big = ""
        while big.utf8.count < 50_000_000 { big += sample }
        let line = String(repeating: "let value = [1, 2, \"three\"]; ", count: 350_000)  // about 10 MB, no newline
        let root = try folder(["Big.swift": Array(big.utf8), "Line.swift": Array(line.utf8)])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let (run, model) = try dump(root)
        #expect(run.status == 0 && model["fileCount"] as? Int == 2 && diagnostics(model).isEmpty)
        #expect(((model["steppers"] as? [[String: Any]]) ?? []).count > 0)
    }

    /// A file of one-byte tokens past the lexer's cap is skipped with a diagnostic, not given
    /// twenty bytes of tokens a byte (a 256 MiB one would ask for 5 GiB); the other files are read.
    @Test func fileWithMoreTokensThanTheCapIsSkipped() throws {
        let count = Tokenizer.maxTokens + 10
        let sample = try String(contentsOfFile: repositoryRoot + "/Samples/BrokenApp/Scenes.swift", encoding: .utf8)
        let root = try folder(["Dense.swift": [UInt8](repeating: UInt8(ascii: ";"), count: count), "Scenes.swift": Array(sample.utf8)])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let (run, model) = try dump(root)
        #expect(run.status == 0 && model["fileCount"] as? Int == 2)
        #expect(diagnostics(model) == ["Dense.swift:0: warning: file has \(count) tokens, over the limit of \(Tokenizer.maxTokens) a file "
                                       + "(real Swift reaches it at about 140 MB): skipped, its navigation is not read"])
        #expect(((model["steppers"] as? [[String: Any]]) ?? []).count > 0)
    }

    @Test func invalidUTF8IsReportedWithItsLine() throws {
        let bytes = Array("enum AppStep: Step {\n    case home\n    // caf".utf8) + [0xC3, 0x28, 0xFF] + Array(" comment\n    case next\n}\n".utf8)
        let root = try folder(["Broken.swift": bytes])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let (run, model) = try dump(root)
        #expect(run.status == 0)
        #expect(diagnostics(model) == ["Broken.swift:3: warning: invalid UTF-8 (byte offset 45); the file is read byte by byte from there"])
        let cases = ((model["stepEnums"] as? [[String: Any]])?.first?["cases"] as? [[String: Any]])?.map { $0["name"] as? String }
        #expect(cases == ["home", "next"])
    }

    @Test func nulBytesAndBinaryFiles() throws {
        let padding = String(repeating: "// padding line to get past the binary probe\n", count: 200)
        let late = Array((padding + "let a = 1\n").utf8) + [0] + Array("\nlet b = 2\n".utf8)
        var binary = [UInt8](repeating: 0, count: 4096)
        for index in binary.indices { binary[index] = UInt8((index * 7919) % 256) }
        let root = try folder(["Late.swift": late, "Image.swift": binary])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let (run, model) = try dump(root)
        #expect(run.status == 0)
        #expect(diagnostics(model) == ["Image.swift:0: warning: binary file (NUL bytes), not Swift source: skipped",
                                       "Late.swift:202: warning: NUL byte in source (treated as whitespace)"])
    }

    @Test func crlfAndBOMGiveTheSameModel() throws {
        let source = try String(contentsOfFile: repositoryRoot + "/Samples/BrokenApp/TripsFlow.swift", encoding: .utf8)
        let steps = try String(contentsOfFile: repositoryRoot + "/Samples/BrokenApp/TravelStep.swift", encoding: .utf8)
        let unix = try folder(["TripsFlow.swift": Array(source.utf8), "TravelStep.swift": Array(steps.utf8)])
        let windows = try folder(["TripsFlow.swift": [0xEF, 0xBB, 0xBF] + Array(source.replacingOccurrences(of: "\n", with: "\r\n").utf8),
                                  "TravelStep.swift": [0xEF, 0xBB, 0xBF] + Array(steps.replacingOccurrences(of: "\n", with: "\r\n").utf8)])
        defer { try? FileManager.default.removeItem(atPath: unix); try? FileManager.default.removeItem(atPath: windows) }
        let a = try runTool(["dump", unix]), b = try runTool(["dump", windows])
        #expect(a.status == 0 && a.stdout == b.stdout && a.stdout.contains("TripsFlow"))
    }

    @Test func unterminatedConstructsAtEndOfFile() throws {
        let root = try folder([
            "String.swift": Array("let a = 1\nlet s = \"never closed".utf8),
            "Line.swift": Array("let s = \"open\nlet b = 2\n".utf8),
            "Multi.swift": Array("let a = 1\nlet s = \"\"\"\nnever closed".utf8),
            "Comment.swift": Array("let a = 1\n/* never\nclosed".utf8),
            "Interpolation.swift": Array("let a = 1\nlet s = \"\"\"\n\\(foo(".utf8),
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let (run, model) = try dump(root)
        #expect(run.status == 0)
        #expect(diagnostics(model) == [
            "Comment.swift:2: warning: unterminated block comment (runs to end of file)",
            "Interpolation.swift:2: warning: unterminated string literal (runs to end of file)",
            "Line.swift:1: warning: unterminated string literal",
            "Multi.swift:2: warning: unterminated string literal (runs to end of file)",
            "String.swift:2: warning: unterminated string literal (runs to end of file)",
        ])
        let lint = try runTool(["lint", root])
        #expect(lint.status == 0 && lint.stderr.contains("String.swift:2: warning: unterminated string literal"))
    }

    @Test func unbalancedConditionalCompilation() throws {
        let text = """
        enum AppStep: Step { case home }
        #if DEBUG
        final class DebugFlow: Flow {
        #else
        final class DebugFlow: Flow, Stepper {
        #endif
            var root: Presentable { UIViewController() }
            func navigate(to step: Step) -> FlowContributors { .none }
        }
        #if os(iOS)
        }}}
        """
        let root = try folder(["Conditional.swift": Array(text.utf8)])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let (run, model) = try dump(root)
        #expect(run.status == 0 && ((model["stepEnums"] as? [Any]) ?? []).count == 1)
    }

    @Test func unreadableFileIsADiagnostic() throws {
        guard getuid() == 0, FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") else {
            // As a normal user, permissions apply directly.
            let root = try folder(["Secret.swift": Array("let a = 1".utf8)])
            defer { try? FileManager.default.removeItem(atPath: root) }
            chmod(root + "/Secret.swift", 0)
            let (run, model) = try dump(root)
            #expect(run.status == 0 && diagnostics(model) == ["Secret.swift:0: warning: cannot read file: Permission denied"])
            return
        }
        // Root reads anything: run the tool as `nobody`.
        let root = try folder(["Secret.swift": Array("let a = 1".utf8), "Open.swift": Array("let b = 2".utf8)])
        defer { try? FileManager.default.removeItem(atPath: root) }
        chmod(root, 0o755)
        chmod(root + "/Open.swift", 0o644)
        chmod(root + "/Secret.swift", 0)
        let run = try runProcess(URL(fileURLWithPath: "/usr/bin/setpriv"),
                                 ["--reuid=65534", "--regid=65534", "--clear-groups", toolURL.path, "dump", root])
        let model = (try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]) ?? [:]
        #expect(run.status == 0)
        #expect(diagnostics(model) == ["Secret.swift:0: warning: cannot read file: Permission denied"])
    }

    @Test func symlinkLoopsDoNotHang() throws {
        let root = try folder(["Real.swift": Array("enum AppStep: Step { case home }".utf8)])
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createSymbolicLink(atPath: root + "/loop", withDestinationPath: root)
        try FileManager.default.createSymbolicLink(atPath: root + "/A.swift", withDestinationPath: root + "/B.swift")
        try FileManager.default.createSymbolicLink(atPath: root + "/B.swift", withDestinationPath: root + "/A.swift")
        try FileManager.default.createSymbolicLink(atPath: root + "/Alias.swift", withDestinationPath: root + "/Real.swift")
        let (run, model) = try dump(root)
        #expect(run.status == 0 && model["fileCount"] as? Int == 4)
        #expect(diagnostics(model) == ["A.swift:0: warning: cannot read file: Too many levels of symbolic links",
                                       "B.swift:0: warning: cannot read file: Too many levels of symbolic links"])
    }

    @Test func missingPathAndEmptyFolder() throws {
        let missing = try runTool(["dump", "/no/such/place"])
        #expect(missing.status == 2 && missing.stderr == "error: /no/such/place: no such file or directory\n")
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let (run, model) = try dump(root)
        #expect(run.status == 0 && model["fileCount"] as? Int == 0)
        #expect(run.stderr.contains("warning: no Swift files found in \(root)"))
        #expect(try runTool(["lint", root]).status == 0)
    }

    @Test func configurationThatIsNotYAML() throws {
        let root = try folder([".stepgraph.yml": Array("{ this is: [not, valid\n".utf8), "A.swift": Array("let a = 1".utf8)])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let run = try runTool(["lint", root])
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("error: \(root)/.stepgraph.yml: invalid YAML: line "))
    }
}
