#if canImport(Glibc)
import Glibc
#endif

/// Keeps the allocator's free pages for reuse during the files pass, and gives them back to the
/// system between stages.
package enum FreePages {
    /// Before the files pass: glibc's allocator gives the top of a worker's heap back to the system
    /// whenever what a file freed (its outline's and strings' storage; token buffers too, after an
    /// outsized file) leaves more than its (dynamic) trim threshold free, and the next file faults
    /// the same pages in again (about 3,000 of the 22,500 page faults of a lint of the package
    /// mirror, each zeroing a page). With fixed thresholds (buffers under
    /// 32 MiB from the heap, free pages kept up to 16 MiB an arena) the pages stay until `release()`.
    /// The thresholds are process-wide and stay fixed after `release()` (setting one turns glibc's
    /// dynamic thresholds off for good): later stages, and later analyses in the process, run with them.
    package static func keepUntilReleased() {
        typealias MallOpt = @convention(c) (Int32, Int32) -> Int32
        guard let mallopt = glibcFunction("mallopt", as: MallOpt.self) else { return }
        let (trimThreshold, mmapThreshold): (Int32, Int32) = (-1, -3)  // M_TRIM_THRESHOLD, M_MMAP_THRESHOLD
        _ = mallopt(mmapThreshold, 32 << 20)
        _ = mallopt(trimThreshold, 16 << 20)
    }

    /// After the files pass, each worker's arena holds the pages its token, outline and read buffers
    /// used, free but resident, while the type index grows; glibc's `malloc_trim(0)` returns free
    /// pages of every arena (about 10 MB on 15,000 files), so the index reuses memory the system
    /// already counts rather than adding to the peak.
    package static func release() {
        typealias MallocTrim = @convention(c) (Int) -> Int32
        _ = glibcFunction("malloc_trim", as: MallocTrim.self)?(0)
    }

    /// A function of the C library declared in <malloc.h>, which the Glibc module does not import;
    /// nil where there is none (not glibc).
    private static func glibcFunction<Function>(_ name: String, as type: Function.Type) -> Function? {
        #if canImport(Glibc)
        guard let process = dlopen(nil, RTLD_NOW), let symbol = dlsym(process, name) else { return nil }
        return unsafeBitCast(symbol, to: type)
        #else
        return nil
        #endif
    }
}
