#if canImport(Glibc)
import Glibc
#endif

/// The C library's allocator settings for a run of the tool.
enum MallocArenas {
    /// glibc gives each thread that allocates its own arena, and each arena keeps its own spare
    /// memory. The workers' facts of every file live until the process ends, so one arena for all
    /// threads (`mallopt(M_ARENA_MAX, 1)`) holds them in less memory (about 9 MB less at the peak
    /// on 15,000 files); small blocks still come from each thread's cache without a lock.
    static func shareOne() {
        #if canImport(Glibc)
        // `mallopt` is declared in <malloc.h>, which the Glibc module does not import.
        guard let process = dlopen(nil, RTLD_NOW), let symbol = dlsym(process, "mallopt") else { return }
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        let arenaMax: Int32 = -8  // M_ARENA_MAX
        _ = unsafeBitCast(symbol, to: Mallopt.self)(arenaMax, 1)
        #endif
    }
}
