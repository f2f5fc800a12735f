import Foundation

/// Which of the listed Swift files an analysis reads: the app's code as its build reads it
/// (`BuildTargets`), decided before the files pass from the projects and the package manifests
/// (read first: they are a few small files), with one note per project whose files are left out
/// and per project file that could not be read.
package enum BuildSelection {
    /// What the selection decided.
    package struct Selection {
        package var build: BuildTargets
        /// The positions in `paths` to read, in order.
        package var kept: [Int]
        package var notes: [NotChecked]
        /// The manifests' facts, by position: read here to decide, so the files pass does not read them again.
        package var manifestFacts: [Int: FileFacts]
    }

    /// The build's targets, the positions in `paths` to read, the notes and the manifests' facts.
    /// `read` reads the file at a position (the manifests, here).
    package static func select(_ paths: [String], projects: ProjectFolders, includeTests: Bool, jobs: Int?,
                       registry: FrontEndRegistry, frontEnds: [any NavigationFrontEnd],
                       read: @escaping (inout Worker, Int, (any NavigationFrontEnd)?) -> FileFacts) -> Selection {
        let manifestPositions = paths.indices.filter { ModuleManifest.kind(ofFile: paths[$0]) != nil }
        let manifestFacts = Analyzer.inParallel(manifestPositions, jobs: jobs, registry: registry, frontEnds: frontEnds, memo: nil, fillsMemo: false) { worker, index in
            read(&worker, index, nil)
        }
        let manifests = manifestFacts.compactMap { facts in facts.manifest.map { (path: facts.path, manifest: $0) } }
        var build = BuildTargets(projects: projects, manifests: manifests, includesTests: includeTests)
        build.setAsideProjectsCompilingNothing(of: paths)
        var kept: [Int] = []
        var leftOut: [String: [String]] = [:]
        for (position, path) in paths.enumerated() {
            switch build.role(of: path) {
            case .code: kept.append(position)
            case .inNoTarget(let bundle): leftOut[bundle, default: []].append(path)
            case .tests, .template: break
            }
        }
        var notes = build.failedProjects.map { failed in
            failed.problem == .noSwiftSources
                ? NotChecked(cause: .projectWithoutSwift, file: failed.bundle, line: nil,
                             message: "\(OutputPath.name(of: failed.bundle)) is a project with no Swift sources: skipped (the files under "
                                + "its folder are placed by the other projects and folder names)", subjects: [])
                : NotChecked(cause: .unreadableProject, file: failed.bundle, line: nil,
                             message: "\(OutputPath.name(of: failed.bundle)) cannot be read (\(failed.problem)): the files under its folder "
                                + "are placed by folder names, as without a project", subjects: [])
        }
        for (bundle, path) in build.projectsRootedOutside {
            notes.append(NotChecked(cause: .projectRootOutside, file: bundle, line: nil,
                                    message: "\(OutputPath.name(of: bundle))'s projectDirPath '\(path)' points above the analysed folder: "
                                        + "its file paths are resolved from the project's own folder instead", subjects: []))
        }
        for (bundle, files) in leftOut {
            let shown = files.sorted().prefix(3).joined(separator: ", ") + (files.count > 3 ? ", …" : "")
            notes.append(NotChecked(cause: .notInTarget, file: bundle, line: nil,
                                    message: "\(files.count) file\(files.count == 1 ? "" : "s") under \(OutputPath.name(of: bundle))'s folder "
                                        + "\(files.count == 1 ? "is" : "are") in no target: left out (\(shown))", subjects: []))
        }
        return Selection(build: build, kept: kept, notes: notes.sorted { ($0.file ?? "", $0.message) < ($1.file ?? "", $1.message) },
                         manifestFacts: Dictionary(uniqueKeysWithValues: zip(manifestPositions, manifestFacts)))
    }
}
