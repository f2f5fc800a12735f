#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Folders of display paths (`/`-separated, relative to the analysed root; "" is the root).
package enum FolderPath {
    /// The folder holding `path` ("" for a file at the root).
    package static func parent(of path: String) -> String {
        path.withUTF8Bytes { bytes in
            guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return "" }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[..<slash]), as: UTF8.self)
        }
    }

    /// Whether `folder` is the folder holding `path` (`parent(of: path) == folder`), without making
    /// the parent's string: files come in path order, and most are in the previous file's folder.
    package static func isParent(_ folder: String, of path: String) -> Bool {
        folder.withUTF8Bytes { folder in
            path.withUTF8Bytes { path in
                let length = folder.count
                if length == 0 { return !path.contains(UInt8(ascii: "/")) }
                guard path.count > length, path[length] == UInt8(ascii: "/"),
                      memcmp(folder.baseAddress!, path.baseAddress!, length) == 0 else { return false }
                return !path[(length + 1)...].contains(UInt8(ascii: "/"))
            }
        }
    }

    /// The byte order of two paths: negative when `a` comes first, 0 when their bytes are equal (two
    /// paths equal as Unicode text but not in bytes are two files, as on disk). `memcmp` over the
    /// contiguous bytes: the generic comparison of two `UTF8View`s costs thousands of instructions a path.
    package static func compareBytes(_ a: String, _ b: String) -> Int {
        a.withUTF8Bytes { a in
            b.withUTF8Bytes { b in
                let common = min(a.count, b.count)
                let order = common == 0 ? 0 : memcmp(a.baseAddress!, b.baseAddress!, common)
                return order != 0 ? Int(order) : a.count - b.count
            }
        }
    }

    /// Whether `path` is in `folder` or below it.
    package static func contains(_ path: String, _ folder: String) -> Bool {
        folder.isEmpty || path.hasPrefix(folder + "/")
    }

    /// `relative` joined to `folder` with `.` and `..` taken away ("" for the root itself); nil when it
    /// leaves the root, or is absolute.
    package static func normalized(_ folder: String, _ relative: String) -> String? {
        guard !relative.hasPrefix("/") else { return nil }
        var kept: [Substring] = []
        for component in (folder + "/" + relative).split(separator: "/") where component != "." {
            if component == ".." {
                guard kept.popLast() != nil else { return nil }
            } else {
                kept.append(component)
            }
        }
        return kept.joined(separator: "/")
    }
}
