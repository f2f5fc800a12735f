/// The folders that hold an Xcode project (a `*.xcodeproj` bundle, or an XcodeGen `project.yml` /
/// `project.yaml`), by their path relative to the analysed folder, each with the module it makes:
/// the bundle's name without `.xcodeproj`, else (XcodeGen) the folder's name. Two apps checked in
/// side by side are two modules even without a package manifest. Found while listing files on disk
/// (`SourceDiscovery`) or from a revision's paths (`notePath`), the same way.
public struct ProjectFolders: Sendable, Equatable {
    /// Folder → (whether an `.xcodeproj` names it, its module name).
    private var byFolder: [String: (fromBundle: Bool, module: String)] = [:]

    public init() {}

    /// The projects that files listed at `paths` show (a revision's listing, tests).
    public init(paths: [String]) {
        for path in paths { note(path: path) }
    }

    /// Module name by folder, for the folders that name one.
    var modules: [String: String] { byFolder.compactMapValues { $0.module.isEmpty ? nil : $0.module } }

    var isEmpty: Bool { byFolder.isEmpty }

    /// Notes the project an entry `name` of `folder` makes, if any: a folder `X.xcodeproj`
    /// (`isFolder`) or a file `project.yml` / `project.yaml`. Returns whether it is one.
    @discardableResult
    package mutating func note(entry name: String, isFolder: Bool, in folder: String) -> Bool {
        if isFolder, name.hasSuffix(".xcodeproj") {
            add(folder: folder, module: String(name.dropLast(".xcodeproj".count)), fromBundle: true)
            return true
        }
        if !isFolder, name == "project.yml" || name == "project.yaml" {
            // At the analysed folder's root the folder has no name here: its files stay in no module.
            add(folder: folder, module: String(folder.split(separator: "/").last ?? ""), fromBundle: false)
            return true
        }
        return false
    }

    /// Notes the project a file's path (relative to the analysed folder) shows, if any:
    /// `Shop/Shop.xcodeproj/project.pbxproj` or `Shop/project.yml` (a revision lists only files).
    package mutating func note(path: String) {
        var folder = ""
        let components = path.split(separator: "/", omittingEmptySubsequences: false)
        for (i, component) in components.enumerated() {
            let isLast = i == components.count - 1
            if note(entry: String(component), isFolder: !isLast, in: folder) && !isLast { return }
            folder = folder.isEmpty ? String(component) : folder + "/" + component
        }
    }

    /// Adds the projects of `other` (another folder's listing).
    package mutating func formUnion(_ other: ProjectFolders) {
        for (folder, project) in other.byFolder { add(folder: folder, module: project.module, fromBundle: project.fromBundle) }
    }

    /// Several projects in one folder: an `.xcodeproj` over XcodeGen's file (it generates the
    /// bundle), then the first name in order, whatever order they are found in.
    private mutating func add(folder: String, module: String, fromBundle: Bool) {
        if let known = byFolder[folder], (known.fromBundle ? 0 : 1, known.module) <= (fromBundle ? 0 : 1, module) { return }
        byFolder[folder] = (fromBundle, module)
    }

    public static func == (a: ProjectFolders, b: ProjectFolders) -> Bool {
        a.byFolder.count == b.byFolder.count
            && a.byFolder.allSatisfy { folder, project in b.byFolder[folder].map { $0 == project } ?? false }
    }
}
