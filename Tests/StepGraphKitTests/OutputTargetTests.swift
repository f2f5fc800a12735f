import Foundation
import Testing
@testable import StepGraphCore
@testable import StepGraphKit
@testable import StepGraphRxFlow
@testable import StepGraphFNFK
@testable import StepGraphXCoordinator
@testable import StepGraphSwiftUI
import StepGraphTestSupport
#if canImport(Glibc)
import Glibc
#endif

/// The output writer over every kind of thing an output path can name: a file is replaced
/// atomically (through any links, keeping its mode), a device, a pipe or an open descriptor is
/// written in place, and what cannot hold an output is an error that leaves it as it was. Device
/// nodes and FIFOs are made in a temporary folder, never in the system's /dev.
@Suite struct OutputTargetTests {
    /// A kind of output target, made in `root`.
    enum Kind: String, CaseIterable, Sendable, CustomTestStringConvertible {
        case newFile, regularFile, symlink, symlinkChain, danglingSymlink, fifoWithReader, fifoWithoutReader, socket, directory
        var testDescription: String { rawValue }
    }

    static let written = Data("new\n".utf8)

    @Test(arguments: Kind.allCases)
    func writing(to kind: Kind) throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let files = FileManager.default
        try files.createDirectory(atPath: root + "/real", withIntermediateDirectories: false)
        func previous(_ path: String, mode: mode_t = 0o600) throws {
            try "previous\n".write(toFile: path, atomically: false, encoding: .utf8)
            chmod(path, mode)
        }
        func expectUnwritable(_ path: String, _ reason: String) {
            #expect(throws: StepGraphError.unwritableOutput(path: path, reason: reason)) { try AtomicFile.write(Self.written, to: path) }
        }
        switch kind {
        case .newFile:
            try AtomicFile.write(Self.written, to: root + "/made/out.txt")
            #expect(files.contents(atPath: root + "/made/out.txt") == Self.written)
        case .regularFile:
            try previous(root + "/out.txt")
            try AtomicFile.write(Self.written, to: root + "/out.txt")
            #expect(files.contents(atPath: root + "/out.txt") == Self.written)
            #expect(try mode(root + "/out.txt") == 0o600, "the file keeps its mode")
        case .symlink, .symlinkChain:
            try previous(root + "/real/target.txt", mode: 0o640)
            try files.createSymbolicLink(atPath: root + "/link", withDestinationPath: "real/target.txt")
            let written = kind == .symlink ? root + "/link" : root + "/first"
            if kind == .symlinkChain { try files.createSymbolicLink(atPath: root + "/first", withDestinationPath: root + "/link") }
            try AtomicFile.write(Self.written, to: written)
            #expect(try files.destinationOfSymbolicLink(atPath: root + "/link") == "real/target.txt")
            if kind == .symlinkChain { #expect(try files.destinationOfSymbolicLink(atPath: root + "/first") == root + "/link") }
            #expect(files.contents(atPath: root + "/real/target.txt") == Self.written)
            #expect(try mode(root + "/real/target.txt") == 0o640)
        case .danglingSymlink:
            try files.createSymbolicLink(atPath: root + "/link", withDestinationPath: "real/missing.txt")
            try AtomicFile.write(Self.written, to: root + "/link")
            #expect(try files.destinationOfSymbolicLink(atPath: root + "/link") == "real/missing.txt")
            #expect(files.contents(atPath: root + "/real/missing.txt") == Self.written)
        case .fifoWithReader:
            #expect(mkfifo(root + "/pipe", 0o644) == 0)
            let reader = open(root + "/pipe", O_RDONLY | O_NONBLOCK)
            defer { close(reader) }
            try AtomicFile.write(Self.written, to: root + "/pipe")
            var bytes = [UInt8](repeating: 0, count: 64)
            let count = read(reader, &bytes, bytes.count)
            #expect(count >= 0 && Data(bytes[..<max(count, 0)]) == Self.written)
            #expect(try fileType(root + "/pipe") == S_IFIFO)
        case .fifoWithoutReader:
            #expect(mkfifo(root + "/pipe", 0o644) == 0)
            expectUnwritable(root + "/pipe", "a FIFO that no process reads")
            #expect(try fileType(root + "/pipe") == S_IFIFO)
        case .socket:
            #expect(mknod(root + "/socket", S_IFSOCK | 0o644, 0) == 0)
            expectUnwritable(root + "/socket", "Is a socket")
            #expect(try fileType(root + "/socket") == S_IFSOCK)
        case .directory:
            expectUnwritable(root + "/real", "Is a directory")
            #expect(try files.contentsOfDirectory(atPath: root + "/real").isEmpty)
        }
        let left = try files.subpathsOfDirectory(atPath: root).filter { ($0 as NSString).lastPathComponent.hasPrefix(".") }
        #expect(left.isEmpty, "temporaries left: \(left)")
    }

    @Test(.enabled(if: getuid() == 0, "making a character device (mknod) needs root: the device case is skipped"))
    func aCharacterDeviceIsWrittenInPlace() throws {
        #if os(Linux)
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let device = root + "/null"
        // Linux's null device, 1:3, as a node of our own.
        try #require(mknod(device, S_IFCHR | 0o666, (1 << 8) | 3) == 0, "mknod: \(String(cString: strerror(errno)))")
        try AtomicFile.write(Self.written, to: device)
        #expect(try fileType(device) == S_IFCHR)
        #expect(try FileManager.default.contentsOfDirectory(atPath: root) == ["null"])
        #endif
    }

    @Test func descriptorPathsAreWrittenThroughTheDescriptor() throws {
        #expect(OutputTarget.descriptorNumber("/dev/stdout") == 1 && OutputTarget.descriptorNumber("/dev/stderr") == 2)
        #expect(OutputTarget.descriptorNumber("/dev/fd/7") == 7 && OutputTarget.descriptorNumber("/proc/self/fd/7") == 7)
        #expect(OutputTarget.descriptorNumber("/proc/\(getpid())/fd/7") == 7 && OutputTarget.descriptorNumber("/dev/./fd/../stdout") == 1)
        #expect(OutputTarget.descriptorNumber("/dev/null") == nil && OutputTarget.descriptorNumber("/dev/fd/-1") == nil)
        for path in ["/dev/fd/", "/proc/self/fd/"] where FileManager.default.fileExists(atPath: path) {
            var ends: [Int32] = [0, 0]
            try #require(pipe(&ends) == 0)
            defer { close(ends[0]) }
            try AtomicFile.write(Self.written, to: path + "\(ends[1])")
            close(ends[1])
            var bytes = [UInt8](repeating: 0, count: 64)
            let count = read(ends[0], &bytes, bytes.count)
            #expect(count >= 0 && Data(bytes[..<max(count, 0)]) == Self.written, "\(path)")
        }
    }

    /// Through the tool: `-o /proc/self/fd/1` is its standard output, a loop of links and a folder
    /// it may not write into are errors (exit 2) that leave the folder as it was.
    @Test func theToolWritesStandardOutputByPathAndRefusesWhatItCannotWrite() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let model = try runTool(["dump", "Samples/CinemaApp"]).stdout
        for path in ["/proc/self/fd/1", "/dev/fd/1"] where FileManager.default.fileExists(atPath: path) {
            let run = try runTool(["dump", "Samples/CinemaApp", "-o", path])
            #expect(run.status == 0 && run.stdout == model, "\(path): \(run.stderr)")
        }
        try FileManager.default.createSymbolicLink(atPath: root + "/a", withDestinationPath: "b")
        try FileManager.default.createSymbolicLink(atPath: root + "/b", withDestinationPath: "a")
        let loop = try runTool(["dump", "Samples/CinemaApp", "-o", root + "/a"])
        #expect(loop.status == 2 && loop.stderr == "error: \(root)/a: cannot write (\(String(cString: strerror(ELOOP))))\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: root).sorted() == ["a", "b"])
    }

    /// A folder the user may not write into (as root, the tool runs as `nobody` through setpriv:
    /// root writes anywhere).
    @Test(.enabled(if: getuid() != 0 || FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv"),
                   "running as root without setpriv: the read-only folder case is skipped"))
    func aReadOnlyFolderIsAnErrorThatKeepsTheFile() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let folder = root + "/readonly", target = folder + "/model.json"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        try "previous".write(toFile: target, atomically: false, encoding: .utf8)
        chmod(target, 0o666)
        chmod(folder, 0o555)
        chmod(root, 0o755)
        let arguments = ["dump", repositoryRoot + "/Samples/CinemaApp", "-o", target]
        let run = getuid() == 0
            ? try runProcess(URL(fileURLWithPath: "/usr/bin/setpriv"),
                             ["--reuid=65534", "--regid=65534", "--clear-groups", toolURL.path] + arguments)
            : try runTool(arguments)
        #expect(run.status == 2 && run.stderr == "error: \(target): cannot write (\(String(cString: strerror(EACCES))))\n", "\(run.stderr)")
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "previous")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["model.json"])
    }

    private func mode(_ path: String) throws -> mode_t {
        var info = stat()
        try #require(stat(path, &info) == 0)
        return info.st_mode & 0o7777
    }

    private func fileType(_ path: String) throws -> mode_t {
        var info = stat()
        try #require(lstat(path, &info) == 0)
        return info.st_mode & S_IFMT
    }
}
