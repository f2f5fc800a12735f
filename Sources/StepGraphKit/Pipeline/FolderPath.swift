/// Folders of display paths (`/`-separated, relative to the analysed root; "" is the root).
enum FolderPath {
    /// The folder holding `path` ("" for a file at the root).
    static func parent(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        return String(path[..<slash])
    }

    /// Whether `path` is in `folder` or below it.
    static func contains(_ path: String, _ folder: String) -> Bool {
        folder.isEmpty || path.hasPrefix(folder + "/")
    }
}
