import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a program found on `PATH` with `posix_spawnp`, feeds it `input` and collects its output:
/// a few milliseconds per run (Foundation's `Process` costs tens on Linux), which matters when a
/// review runs git several times.
enum Subprocess {
    struct Outcome {
        var status: Int32
        var output: [UInt8]
        var errors: [UInt8]
    }

    /// `arguments[0]` is the program. Standard input is `input` (written on another thread, so a
    /// program that answers while it reads cannot block), or empty. The program gets this process's
    /// environment with `setting`'s variables set.
    static func run(_ arguments: [String], input: [UInt8] = [], setting: [String: String] = [:]) throws -> Outcome {
        let stdin = try makePipe(), stdout = try makePipe(), stderr = try makePipe()
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, stdin.read, 0)
        posix_spawn_file_actions_adddup2(&actions, stdout.write, 1)
        posix_spawn_file_actions_adddup2(&actions, stderr.write, 2)
        for fd in [stdin.read, stdin.write, stdout.read, stdout.write, stderr.read, stderr.write] {
            posix_spawn_file_actions_addclose(&actions, fd)
        }
        var argv = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var environment = childEnvironment(setting: setting).map { strdup($0) } + [nil]
        defer { for pointer in environment { free(pointer) } }
        var pid = pid_t()
        let spawned = posix_spawnp(&pid, arguments[0], &actions, nil, &argv, &environment)
        for fd in [stdin.read, stdout.write, stderr.write] { close(fd) }
        guard spawned == 0 else {
            for fd in [stdin.write, stdout.read, stderr.read] { close(fd) }
            throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .ENOENT)
        }
        let writer = Thread { [input] in
            input.withUnsafeBytes { bytes in
                var offset = 0
                while offset < bytes.count {
                    let written = write(stdin.write, bytes.baseAddress! + offset, bytes.count - offset)
                    if written < 0 && errno == EINTR { continue }
                    if written <= 0 { break }
                    offset += written
                }
            }
            close(stdin.write)
        }
        writer.start()
        let errorDrain = Drain(stderr.read)
        let output = readAll(stdout.read)
        close(stdout.read)
        let errors = errorDrain.wait()
        close(stderr.read)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        // The exit code when the program exited, or 128 + the signal that ended it.
        let exit = status & 0x7f == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        return Outcome(status: exit, output: output, errors: errors)
    }

    /// `NAME=value` for every variable of this process's environment, `setting`'s replacing theirs.
    private static func childEnvironment(setting: [String: String]) -> [String] {
        var entries: [String] = []
        var pointer = environ
        while let entry = pointer.pointee {
            let text = String(cString: entry)
            let name = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? text
            if setting[name] == nil { entries.append(text) }
            pointer += 1
        }
        return entries + setting.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
    }

    private static func makePipe() throws -> (read: Int32, write: Int32) {
        var fds: [Int32] = [0, 0]
        // Close-on-exec: a program spawned at the same time on another thread (diff reads both
        // revisions at once) must not inherit this pipe, or its reader never sees end of file.
        guard pipe(&fds) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        return (fds[0], fds[1])
    }

    fileprivate static func readAll(_ fd: Int32) -> [UInt8] {
        var data: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let got = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if got < 0 && errno == EINTR { continue }
            if got <= 0 { break }
            data.append(contentsOf: chunk[0..<got])
            // Read bigger chunks once the output proves large.
            if got == chunk.count && chunk.count < 1 << 22 { chunk = [UInt8](repeating: 0, count: chunk.count * 4) }
        }
        return data
    }

    /// Reads a pipe to its end on another thread.
    private final class Drain: @unchecked Sendable {
        private var data: [UInt8] = []
        private let done = DispatchSemaphore(value: 0)

        init(_ fd: Int32) {
            Thread { [self] in
                data = Subprocess.readAll(fd)
                done.signal()
            }.start()
        }

        func wait() -> [UInt8] {
            done.wait()
            return data
        }
    }
}
