import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Writes an output as what its path names (`OutputTarget`): a file by writing a temporary sibling
/// and renaming it over the target, so readers see the old file or the new one, never a partial
/// one; a device, a pipe or an open descriptor in place, never replaced.
package enum AtomicFile {
    /// Throws `StepGraphError.unwritableOutput` with the system's reason.
    package static func write(_ data: Data, to path: String) throws {
        switch try OutputTarget.resolve(path) {
        case .descriptor(let descriptor):
            try writeAll(data, to: descriptor, path: path)
        case .device(let device):
            let descriptor = try openOutput(device, O_WRONLY | O_NOCTTY, path: path)
            defer { close(descriptor) }
            try writeAll(data, to: descriptor, path: path)
        case .fifo(let fifo):
            // Without a reader, a blocking open would wait for one forever.
            let descriptor = try openOutput(fifo, O_WRONLY | O_NONBLOCK, path: path)
            defer { close(descriptor) }
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
            try writeAll(data, to: descriptor, path: path)
        case .file(let file, let mode):
            try replace(file, with: data, mode: mode, path: path)
        }
    }

    /// Writes `file` through a temporary in its folder (made if missing), renamed over it.
    private static func replace(_ file: String, with data: Data, mode: mode_t?, path: String) throws {
        let folder = OutputPath.folder(of: file), name = OutputPath.name(of: file)
        try makeFolder(folder, for: path)
        TemporaryName.removeLeftovers(in: folder, writing: [name])
        let temporary = TemporaryName.path(for: name, in: folder)
        let entry = InFlightTemporaries.add(file: temporary)
        defer { InFlightTemporaries.finish(entry) }
        try create(temporary, with: data, mode: mode, path: path)
        InFlightTemporaries.raiseTestSignal()
        guard rename(temporary, file) == 0 else {
            let reason = SystemError.reason()
            unlink(temporary)
            throw StepGraphError.unwritableOutput(path: path, reason: reason)
        }
    }

    /// Makes `folder` and its parents if missing ("": the current folder).
    package static func makeFolder(_ folder: String, for path: String) throws {
        guard !folder.isEmpty, !FileManager.default.fileExists(atPath: folder) else { return }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw StepGraphError.unwritableOutput(path: path, reason: "cannot create \(folder)")
        }
    }

    /// Creates the new file `file` holding `data`, with `mode` (default: 0666 less the umask);
    /// removes it again if it cannot be written whole. `path` is the output the errors name.
    package static func create(_ file: String, with data: Data, mode: mode_t?, path: String) throws {
        let descriptor = try openOutput(file, O_WRONLY | O_CREAT | O_EXCL, mode: mode ?? 0o666, path: path)
        do {
            // `open` applies the umask; an existing file's mode is kept whole.
            if let mode, fchmod(descriptor, mode) != 0 { throw StepGraphError.unwritableOutput(path: path, reason: SystemError.reason()) }
            try writeAll(data, to: descriptor, path: path)
        } catch {
            close(descriptor)
            unlink(file)
            throw error
        }
        guard close(descriptor) == 0 else {
            let reason = SystemError.reason()
            unlink(file)
            throw StepGraphError.unwritableOutput(path: path, reason: reason)
        }
    }
}

/// Opens `file` for an output (`path`, which errors name); a FIFO without a reader says so.
private func openOutput(_ file: String, _ flags: Int32, mode: mode_t = 0, path: String) throws -> Int32 {
    let descriptor = open(file, flags | O_CLOEXEC, mode)
    guard descriptor >= 0 else {
        throw StepGraphError.unwritableOutput(path: path, reason: errno == ENXIO && flags & O_NONBLOCK != 0
                                              ? "a FIFO that no process reads" : SystemError.reason())
    }
    return descriptor
}

/// Writes every byte (a full disk is an error, not a short file).
private func writeAll(_ data: Data, to descriptor: Int32, path: String) throws {
    try data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
        var done = 0
        while done < bytes.count {
            let written = write(descriptor, bytes.baseAddress! + done, bytes.count - done)
            if written < 0 {
                if errno == EINTR { continue }
                throw StepGraphError.unwritableOutput(path: path, reason: SystemError.reason())
            }
            done += written
        }
    }
}
