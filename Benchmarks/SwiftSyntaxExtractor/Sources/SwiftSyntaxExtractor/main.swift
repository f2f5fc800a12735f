// Lists every .swift file under the given folders (skipping hidden folders, as stepgraph does),
// parses each with swift-syntax and extracts what stepgraph's first pass needs at the least: the
// enums that conform to `Step` with their cases, and the arms of every `navigate(to:)` switch.
// Files are shared between `--jobs N` threads (default 2). Prints the totals.
import Dispatch
import Foundation
import SwiftParser
import SwiftSyntax

func listSwiftFiles(_ root: String) -> [String] {
    var result: [String] = []
    var pending = [root]
    while let directory = pending.popLast() {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { continue }
        for name in names {
            let path = directory + "/" + name
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
                  let type = attributes[.type] as? FileAttributeType else { continue }
            if type == .typeDirectory {
                if !name.hasPrefix(".") { pending.append(path) }
            } else if name.hasSuffix(".swift") && type == .typeRegular {
                result.append(path)
            }
        }
    }
    return result.sorted()
}

/// Step enums (an inheritance clause naming `Step`) and `navigate(to:)` switch arms of one file.
final class NavigationVisitor: SyntaxVisitor {
    var stepEnums: [(name: String, cases: [String])] = []
    var arms = 0

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        let inherited = node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        if inherited.contains(where: { $0 == "Step" || $0.hasSuffix(".Step") }) {
            var cases: [String] = []
            for member in node.memberBlock.members {
                guard let declaration = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
                cases += declaration.elements.map(\.name.text)
            }
            stepEnums.append((node.name.text, cases))
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let labels = node.signature.parameterClause.parameters.map(\.firstName.text)
        if node.name.text == "navigate" && labels == ["to"], let body = node.body {
            arms += SwitchCounter(body).arms
        }
        return .visitChildren
    }
}

/// Counts the cases of every `switch` in a function body.
final class SwitchCounter: SyntaxVisitor {
    var arms = 0
    init(_ body: some SyntaxProtocol) {
        super.init(viewMode: .sourceAccurate)
        walk(body)
    }

    override func visit(_ node: SwitchCaseSyntax) -> SyntaxVisitorContinueKind {
        arms += 1
        return .visitChildren
    }
}

final class Totals: @unchecked Sendable {
    private let lock = NSLock()
    var files = 0, bytes = 0, stepEnums = 0, cases = 0, arms = 0
    func add(bytes: Int, _ visitor: NavigationVisitor) {
        lock.lock()
        defer { lock.unlock() }
        files += 1
        self.bytes += bytes
        stepEnums += visitor.stepEnums.count
        cases += visitor.stepEnums.reduce(0) { $0 + $1.cases.count }
        arms += visitor.arms
    }
}

/// Parses every file on `jobs` threads and adds up what the visitor found.
func extract(_ files: [String], jobs: Int) -> Totals {
    let totals = Totals()
    DispatchQueue.concurrentPerform(iterations: jobs) { worker in
        var index = worker
        while index < files.count {
            if let data = FileManager.default.contents(atPath: files[index]) {
                let visitor = NavigationVisitor(viewMode: .sourceAccurate)
                data.withUnsafeBytes { bytes in
                    visitor.walk(Parser.parse(source: bytes.bindMemory(to: UInt8.self)))
                }
                totals.add(bytes: data.count, visitor)
            }
            index += jobs
        }
    }
    return totals
}

var arguments = Array(CommandLine.arguments.dropFirst())
var jobs = 2
if let flag = arguments.firstIndex(of: "--jobs"), flag + 1 < arguments.count {
    jobs = max(1, Int(arguments[flag + 1]) ?? 2)
    arguments.removeSubrange(flag...(flag + 1))
}
let totals = extract(arguments.flatMap(listSwiftFiles), jobs: jobs)
print("files \(totals.files), bytes \(totals.bytes), step enums \(totals.stepEnums) (\(totals.cases) cases), navigate(to:) arms \(totals.arms)")
