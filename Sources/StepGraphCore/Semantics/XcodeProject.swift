import Foundation

/// What a target builds, as far as the analysis cares: an app (where the app starts), a library, tests.
package enum TargetKind: String, Sendable, Equatable {
    case application, library, tests, other

    /// The kind an Xcode `productType` names (`com.apple.product-type.application`, `….bundle.unit-test`…).
    package init(productType: String) {
        let type = productType.hasPrefix("com.apple.product-type.") ? String(productType.dropFirst("com.apple.product-type.".count)) : ""
        if type == "application" || type.hasPrefix("application.") { self = .application }
        else if type.hasPrefix("bundle.unit-test") || type.hasPrefix("bundle.ui-testing") { self = .tests }
        else if type.hasPrefix("framework") || type.hasPrefix("library.") { self = .library }
        else { self = .other }
    }
}

/// The targets of one Xcode project, read from its `project.pbxproj` (an old-style property list,
/// which Foundation's `PropertyListSerialization` reads on every platform): each native target's
/// name, kind and the Swift files it compiles, from its Sources build phase (build files → file
/// references, whose paths are resolved through the group tree: `sourceTree` `<group>`,
/// `SOURCE_ROOT`) and from Xcode 16's synchronized folders (`PBXFileSystemSynchronizedRootGroup`:
/// every file under the folder belongs to the target, but those a
/// `PBXFileSystemSynchronizedBuildFileExceptionSet` for that target lists). Paths are relative to
/// the analysed root, like the display paths of the files read.
package struct XcodeProject: Sendable, Equatable {
    package struct Target: Sendable, Equatable {
        package var name: String
        package var kind: TargetKind
        /// Files the target lists (Sources build phase, or a synchronized folder's exception that adds them).
        package var files: Set<String>
        /// Synchronized folders: every file under `path` but those in `except`.
        package var folders: [(path: String, except: Set<String>)]

        package func compiles(_ file: String) -> Bool {
            files.contains(file) || folders.contains { folder in
                FolderPath.contains(file, folder.path) && !folder.except.contains(file)
            }
        }

        package static func == (a: Target, b: Target) -> Bool {
            a.name == b.name && a.kind == b.kind && a.files == b.files
                && a.folders.map(\.path) == b.folders.map(\.path) && a.folders.map(\.except) == b.folders.map(\.except)
        }
    }

    /// Why a project file could not be read: its folder's files fall back to the folder rules.
    package enum Problem: Error, Sendable, Equatable, CustomStringConvertible {
        case tooLarge(bytes: Int)
        case notAPropertyList
        case noRootObject
        case unreadable(String)
        /// No target compiles any Swift file (an outer project wrapping others, an Objective-C
        /// project): nothing to read, so it is skipped rather than unreadable.
        case noSwiftSources

        package var description: String {
            switch self {
            case .noSwiftSources: "its targets compile no Swift file"
            case .tooLarge(let bytes): "the project file is \(bytes >> 20) MiB, over the \(XcodeProject.maxSize >> 20) MiB limit"
            case .notAPropertyList: "the project file is not a property list"
            case .noRootObject: "the project file has no project object"
            case .unreadable(let reason): reason
            }
        }
    }

    /// Project files over this size are not read (a large app's is a few MiB).
    package static let maxSize = 32 << 20

    /// The bundle, relative to the analysed root (`Shop/Shop.xcodeproj`).
    package var bundle: String
    package var targets: [Target]
    /// A `projectDirPath` that leads above the analysed root (or is absolute), as written: the
    /// project's paths are then resolved from its own folder, which may not be where Xcode looks.
    package var projectDirPathOutside: String? = nil

    /// The folder the project's `SOURCE_ROOT` is: the bundle's folder.
    package var folder: String { FolderPath.parent(of: bundle) }

    /// Reads the project file of the bundle at `bundle` (relative to the analysed root).
    package static func read(_ data: Data, bundle: String) throws(Problem) -> XcodeProject {
        guard data.count <= maxSize else { throw .tooLarge(bytes: data.count) }
        guard let plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil),
              let top = plist as? [String: Any], let objects = top["objects"] as? [String: Any] else { throw .notAPropertyList }
        let graph = ObjectGraph(objects: objects)
        guard let rootID = top["rootObject"] as? String, let root = graph[rootID] else { throw .noRootObject }
        let projectDirPath = root.string("projectDirPath") ?? ""
        let sourceRoot = FolderPath.normalized(FolderPath.parent(of: bundle), projectDirPath)
        let paths = GroupTree(graph: graph, mainGroup: root.string("mainGroup"), sourceRoot: sourceRoot ?? FolderPath.parent(of: bundle))
        // Every target asks about every synchronized folder of the project: listed once.
        let synchronizedRoots = graph.ids(of: "PBXFileSystemSynchronizedRootGroup")
        var targets: [Target] = []
        for id in root.strings("targets") {
            guard let target = graph[id], target.string("isa") == "PBXNativeTarget", let name = target.string("name") else { continue }
            var files = Set<String>()
            for phaseID in target.strings("buildPhases") where graph[phaseID]?.string("isa") == "PBXSourcesBuildPhase" {
                for buildFileID in graph[phaseID]!.strings("files") {
                    guard let reference = graph[buildFileID]?.string("fileRef"), let path = paths.path(of: reference),
                          path.hasSuffix(".swift") else { continue }
                    files.insert(path)
                }
            }
            let synchronized = Set(target.strings("fileSystemSynchronizedGroups"))
            var folders: [(path: String, except: Set<String>)] = []
            // Every synchronized folder of the project: an exception set for this target toggles its
            // listed files (out of a folder the target syncs, into the target from one it does not).
            for groupID in synchronizedRoots {
                guard let folder = paths.path(of: groupID) else { continue }
                var listed = Set<String>()
                for exceptionID in graph[groupID]!.strings("exceptions") {
                    guard let exception = graph[exceptionID], exception.string("isa") == "PBXFileSystemSynchronizedBuildFileExceptionSet",
                          exception.string("target") == id else { continue }
                    for relative in exception.strings("membershipExceptions") {
                        if let path = FolderPath.normalized(folder, relative) { listed.insert(path) }
                    }
                }
                if synchronized.contains(groupID) {
                    folders.append((folder, listed))
                } else {
                    files.formUnion(listed.filter { $0.hasSuffix(".swift") })
                }
            }
            targets.append(Target(name: name, kind: TargetKind(productType: target.string("productType") ?? ""), files: files,
                                  folders: folders.sorted { $0.path < $1.path }))
        }
        return XcodeProject(bundle: bundle, targets: targets.sorted { $0.name < $1.name },
                            projectDirPathOutside: sourceRoot == nil ? projectDirPath : nil)
    }
}

/// The project file's objects by id.
private struct ObjectGraph {
    let objects: [String: Any]

    subscript(id: String) -> PBXObject? { (objects[id] as? [String: Any]).map(PBXObject.init) }

    /// The ids of the objects of one class, in id order.
    func ids(of isa: String) -> [String] {
        objects.compactMap { id, value in ((value as? [String: Any])?["isa"] as? String) == isa ? id : nil }.sorted()
    }
}

/// One object of the project file: a dictionary of strings and lists of strings.
private struct PBXObject {
    let fields: [String: Any]

    func string(_ key: String) -> String? { fields[key] as? String }
    func strings(_ key: String) -> [String] { fields[key] as? [String] ?? [] }
}

/// Where each group and file reference is, relative to the analysed root, through its parents.
private struct GroupTree {
    let graph: ObjectGraph
    let sourceRoot: String
    private var parentOf: [String: String] = [:]
    private let mainGroup: String?

    init(graph: ObjectGraph, mainGroup: String?, sourceRoot: String) {
        (self.graph, self.mainGroup, self.sourceRoot) = (graph, mainGroup, sourceRoot)
        for (id, value) in graph.objects {
            for child in (value as? [String: Any])?["children"] as? [String] ?? [] { parentOf[child] = id }
        }
    }

    /// The path of a group or file reference; nil for one outside the checkout or relative to a
    /// place the project file does not say (the SDK, the build products).
    func path(of id: String) -> String? {
        // The chain up to a group relative to the source root (parents are followed at most 64 deep: no cycle loops).
        var chain: [String] = []
        var current = id
        for _ in 0..<64 {
            guard let object = graph[current] else { return nil }
            // A group without a path (the main group, a named group) adds no folder.
            let own = object.string("path") ?? ""
            switch object.string("sourceTree") ?? "<group>" {
            case "SOURCE_ROOT":
                return FolderPath.normalized(sourceRoot, ([own] + chain.reversed()).filter { !$0.isEmpty }.joined(separator: "/"))
            case "<group>":
                chain.append(own)
                guard current != mainGroup, let parent = parentOf[current] else {
                    return FolderPath.normalized(sourceRoot, chain.reversed().filter { !$0.isEmpty }.joined(separator: "/"))
                }
                current = parent
            default:
                return nil
            }
        }
        return nil
    }
}
