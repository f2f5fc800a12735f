/// The app as its build reads it: which targets compile each Swift file, from the Xcode projects read
/// (`ProjectFolders`) and the package manifests (`Package.swift`, Tuist's `Project.swift`). It decides
/// which files are the app's code (`role(of:)`, read by `BuildSelection`) and, for each file, its module and the application
/// targets it is part of.
///
/// A file is left out when it is not the app's code:
/// - under an `*.xctemplate` folder (an Xcode template, not compiled);
/// - in no target, when it lies under a read project's folder and no project of the checkout (nor a
///   package manifest) compiles it — a stale copy, a file removed from its target;
/// - a test target's source (an Xcode test bundle, a manifest's test target; where no project or
///   manifest says, a file under a `Tests` or `*Tests` folder), unless tests are included.
package struct BuildTargets: Sendable {
    /// What one Swift file is, for the build.
    package enum Role: Equatable {
        /// The app's code.
        case code
        /// Under a read project's folder, and compiled by no project: the bundle of that project.
        case inNoTarget(bundle: String)
        case tests
        case template
    }

    /// The projects whose project files were read, and those that could not be (their folders).
    private var projects: [XcodeProject] = []
    package private(set) var failedProjects: [(bundle: String, problem: XcodeProject.Problem)] = []
    /// Folders holding a package manifest (SwiftPM or Tuist): what is under them, the manifest builds.
    private var manifestFolders: [String] = []
    /// Manifest targets by their source folder (relative to the root).
    private var manifestTargets: [String: ModuleManifest.Target] = [:]
    package let includesTests: Bool

    /// `manifests`: each manifest's path and what it says.
    package init(projects folders: ProjectFolders, manifests: [(path: String, manifest: ModuleManifest)], includesTests: Bool) {
        self.includesTests = includesTests
        for (bundle, reading) in folders.readings {
            switch reading {
            case .notRead: break
            case .read(let project): projects.append(project)
            case .failed(let problem): failedProjects.append((bundle, problem))
            }
        }
        for (path, manifest) in manifests {
            let base = FolderPath.parent(of: path)
            manifestFolders.append(base)
            for target in manifest.targets {
                for folder in target.folders {
                    guard let joined = FolderPath.normalized(base, folder), !joined.isEmpty else { continue }
                    // Two targets claiming one folder: the first name in order, as `ModuleTable` does.
                    if manifestTargets[joined].map({ target.name < $0.name }) ?? true { manifestTargets[joined] = target }
                }
            }
        }
    }

    /// Whether any project file was read.
    package var hasProjects: Bool { !projects.isEmpty }

    /// Read projects whose `projectDirPath` leads above the analysed root: the bundle and the path.
    package var projectsRootedOutside: [(bundle: String, projectDirPath: String)] {
        projects.compactMap { project in project.projectDirPathOutside.map { (project.bundle, $0) } }
    }

    /// The targets of the read projects that compile `path` (tests left out unless included), sorted by name.
    package func xcodeTargets(of path: String) -> [XcodeProject.Target] {
        projects.flatMap { $0.targets.filter { $0.compiles(path) && (includesTests || $0.kind != .tests) } }
            .sorted { $0.name < $1.name }
    }

    /// What `path` is, for the build.
    package func role(of path: String) -> Role {
        let folders = path.split(separator: "/").dropLast()
        if folders.contains(where: { $0.hasSuffix(".xctemplate") }) { return .template }
        let compiling = projects.flatMap { $0.targets.filter { $0.compiles(path) } }
        if !compiling.isEmpty {
            return includesTests || compiling.contains(where: { $0.kind != .tests }) ? .code : .tests
        }
        if let target = manifestTarget(of: path) {
            return target.kind == .tests && !includesTests ? .tests : .code
        }
        if let bundle = owningProject(of: path) { return .inNoTarget(bundle: bundle) }
        let saysTests = folders.contains { $0 == "Tests" || $0.hasSuffix("Tests") }
        return saysTests && !includesTests ? .tests : .code
    }

    /// The manifest target whose folder (the deepest) holds `path`.
    package func manifestTarget(of path: String) -> ModuleManifest.Target? {
        guard !manifestTargets.isEmpty else { return nil }
        var folder = FolderPath.parent(of: path)
        while !folder.isEmpty {
            if let target = manifestTargets[folder] { return target }
            folder = FolderPath.parent(of: folder)
        }
        return nil
    }

    /// The bundle of the deepest read project whose folder holds `path`, when no manifest's folder
    /// and no unreadable project's folder sits between them (those decide for their files).
    private func owningProject(of path: String) -> String? {
        let owner = projects.filter { FolderPath.contains(path, $0.folder) }.max { $0.folder.count < $1.folder.count }
        guard let owner else { return nil }
        let deeper = manifestFolders + failedProjects.map { FolderPath.parent(of: $0.bundle) }
        if deeper.contains(where: { FolderPath.contains(path, $0) && FolderPath.contains($0, owner.folder) || $0 == owner.folder }) {
            return nil
        }
        return owner.bundle
    }

    /// The application targets that compile `path`: Xcode application targets, else the manifest
    /// target holding it when it is an application. Empty where no project or manifest says.
    package func applicationTargets(of path: String) -> [String] {
        let xcode = xcodeTargets(of: path)
        if !xcode.isEmpty { return xcode.filter { $0.kind == .application }.map(\.name) }
        return manifestTarget(of: path).flatMap { $0.kind == .application ? [$0.name] : nil } ?? []
    }

    /// Read projects whose targets compile none of the Swift files found under their folders while
    /// some are there: a project that lists no Swift file at all (an outer project around others)
    /// is skipped; one whose listed files are not where its group paths lead was not understood, so
    /// it is treated as unreadable. Either way the files under its folder are placed without it.
    package mutating func setAsideProjectsCompilingNothing(of paths: [String]) {
        projects.removeAll { project in
            let under = paths.filter { FolderPath.contains($0, project.folder) }
            guard !under.isEmpty, !under.contains(where: { path in project.targets.contains { $0.compiles(path) } }) else { return false }
            let listsSwift = project.targets.contains { !$0.files.isEmpty || !$0.folders.isEmpty }
            failedProjects.append((project.bundle, listsSwift
                ? .unreadable("its targets compile none of the \(under.count) Swift files under its folder") : .noSwiftSources))
            return true
        }
    }
}
