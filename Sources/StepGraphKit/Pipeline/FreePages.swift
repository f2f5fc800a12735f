#if canImport(Glibc)
import Glibc
#endif

/// Gives the allocator's free pages back to the system between stages.
enum FreePages {
    /// After the files pass, each worker's arena holds the pages its token, outline and read buffers
    /// used, free but resident, while the type index grows; glibc's `malloc_trim(0)` returns free
    /// pages of every arena (about 10 MB on 15,000 files), so the index reuses memory the system
    /// already counts rather than adding to the peak.
    static func release() {
        #if canImport(Glibc)
        // `malloc_trim` is declared in <malloc.h>, which the Glibc module does not import.
        guard let process = dlopen(nil, RTLD_NOW), let symbol = dlsym(process, "malloc_trim") else { return }
        typealias MallocTrim = @convention(c) (Int) -> Int32
        _ = unsafeBitCast(symbol, to: MallocTrim.self)(0)
        #endif
    }
}
