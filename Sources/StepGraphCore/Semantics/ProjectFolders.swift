import Foundation

/// The folders that hold an Xcode project (a `*.xcodeproj` bundle, or an XcodeGen `project.yml` /
/// `project.yaml`), by their path relative to the analysed folder, each with the module it makes:
/// the bundle's name without `.xcodeproj`, else (XcodeGen) the folder's name. Two apps checked in
/// side by side are two modules even without a package manifest. Found while listing files on disk
/// (`SourceDiscovery`) or from a revision's paths (`notePath`), the same way. Each `.xcodeproj`
/// bundle's project file, once read (`read(bundle:contents:)`), says which files its targets compile.
public struct ProjectFolders: Sendable, Equatable {
    /// Folder → (whether an `.xcodeproj` names it, its module name).
    private var byFolder: [String: (fromBundle: Bool, module: String)] = [:]
    /// Every `.xcodeproj` bundle met (relative path), with what its project file said once read.
    private var bundles: [String: BundleReading] = [:]

    /// What an `.xcodeproj` bundle's project file gave.
    package enum BundleReading: Sendable, Equatable {
        /// Listed but not read (a listing's paths alone): its folder keeps the folder rules, without a note.
        case notRead
        case read(XcodeProject)
        /// Could not be read: its folder keeps the folder rules, with a note.
        case failed(XcodeProject.Problem)
    }

    /// No projects: every file is placed by folder names.
    public init() {}

    /// The projects that files listed at `paths` show (a revision's listing, tests).
    public init(paths: [String]) {
        for path in paths { note(path: path) }
    }

    /// Module name by folder, for the folders that name one.
    package var modules: [String: String] { byFolder.compactMapValues { $0.module.isEmpty ? nil : $0.module } }

    package var isEmpty: Bool { byFolder.isEmpty }

    /// Notes the project an entry `name` of `folder` makes, if any: a folder `X.xcodeproj`
    /// (`isFolder`) or a file `project.yml` / `project.yaml`. Returns whether it is one.
    @discardableResult
    package mutating func note(entry name: String, isFolder: Bool, in folder: String) -> Bool {
        if isFolder, name.hasSuffix(".xcodeproj") {
            let bundle = folder.isEmpty ? name : folder + "/" + name
            if bundles[bundle] == nil { bundles[bundle] = .notRead }
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
        for (bundle, reading) in other.bundles where bundles[bundle].map({ $0 == .notRead }) ?? true { bundles[bundle] = reading }
    }

    /// The `.xcodeproj` bundles met, relative to the analysed root, in path order.
    package var bundlePaths: [String] { bundles.keys.sorted() }

    /// What each bundle's project file gave, in bundle order.
    package var readings: [(bundle: String, reading: BundleReading)] { bundles.keys.sorted().map { ($0, bundles[$0]!) } }

    /// Reads the project file of the bundle at `bundle` (relative to the analysed root); `contents`
    /// nil when it could not be read (`reason` says why).
    package mutating func read(bundle: String, contents: Data?, reason: String = "project.pbxproj cannot be read") {
        guard let contents else { bundles[bundle] = .failed(.unreadable(reason)); return }
        do { bundles[bundle] = .read(try XcodeProject.read(contents, bundle: bundle)) } catch { bundles[bundle] = .failed(error) }
    }

    /// Reads every bundle's `project.pbxproj` below the folder `root` on disk (a file over the size
    /// limit is not loaded).
    package mutating func readProjectFiles(under root: String) {
        for bundle in bundlePaths {
            let path = (root.hasSuffix("/") ? root : root + "/") + bundle + "/project.pbxproj"
            switch BoundedFile.read(path, limit: XcodeProject.maxSize) {
            case .data(let data): read(bundle: bundle, contents: data)
            case .unreadable: read(bundle: bundle, contents: nil)
            case .tooLarge:
                let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? nil
                bundles[bundle] = .failed(.tooLarge(bytes: size ?? XcodeProject.maxSize + 1))
            }
        }
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
