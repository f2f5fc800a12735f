/// Folders of display paths (`/`-separated, relative to the analysed root; "" is the root).
enum FolderPath {
    /// The folder holding `path` ("" for a file at the root).
    static func parent(of path: String) -> String {
        // Over the contiguous UTF-8 bytes: walking the String's indices costs far more.
        func parent(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
            guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return "" }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[..<slash]), as: UTF8.self)
        }
        if let folder = path.utf8.withContiguousStorageIfAvailable(parent) { return folder }
        var copy = path
        return copy.withUTF8(parent)
    }

    /// Whether `path` is in `folder` or below it.
    static func contains(_ path: String, _ folder: String) -> Bool {
        folder.isEmpty || path.hasPrefix(folder + "/")
    }
}
