// The benchmark's floor: list every .swift file under the given folders (skipping hidden folders, as
// stepgraph does), read each one and count its newline bytes, one file after another. Nothing can
// analyse Swift faster than it can read it; stepgraph's speed is reported as a ratio to this.
// With `--parallel` it reads on all cores (reported too, as the hardware's ceiling).
// Built by scripts/bench.sh with `swiftc -O`.
import Dispatch
import Glibc

func listSwiftFiles(_ root: String) -> [String] {
    var result: [String] = []
    var pending = [root]
    while let directory = pending.popLast() {
        guard let handle = opendir(directory) else { continue }
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name == "." || name == ".." { continue }
            let path = directory + "/" + name
            var info = stat()
            guard lstat(path, &info) == 0 else { continue }
            if info.st_mode & S_IFMT == S_IFDIR {
                if !name.hasPrefix(".") { pending.append(path) }
            } else if name.hasSuffix(".swift") && info.st_mode & S_IFMT == S_IFREG {
                result.append(path)
            }
        }
        closedir(handle)
    }
    return result.sorted()
}

final class Totals: @unchecked Sendable {
    var lock = pthread_mutex_t()
    var bytes = 0, newlines = 0
    init() { pthread_mutex_init(&lock, nil) }
    func add(_ b: Int, _ n: Int) { pthread_mutex_lock(&lock); bytes += b; newlines += n; pthread_mutex_unlock(&lock) }
}

let parallel = CommandLine.arguments.contains("--parallel")
let files = CommandLine.arguments.dropFirst().filter { $0 != "--parallel" }.flatMap(listSwiftFiles)
let workers = parallel ? Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))) : 1
let totals = Totals()
DispatchQueue.concurrentPerform(iterations: workers) { worker in
    var buffer = [UInt8](repeating: 0, count: 1 << 20)
    var bytes = 0, newlines = 0
    var index = worker
    while index < files.count {
        let fd = open(files[index], O_RDONLY)
        if fd >= 0 {
            var info = stat()
            fstat(fd, &info)
            if buffer.count < Int(info.st_size) { buffer = [UInt8](repeating: 0, count: Int(info.st_size)) }
            let got = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if got > 0 {
                bytes += got
                buffer.withUnsafeBufferPointer { for k in 0..<got where $0[k] == 10 { newlines += 1 } }
            }
            close(fd)
        }
        index += workers
    }
    totals.add(bytes, newlines)
}
print("\(files.count) files, \(totals.bytes) bytes, \(totals.newlines) newlines")
