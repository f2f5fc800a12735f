/// A small `project.pbxproj` written the way Xcode writes one, for tests: a group per folder (each
/// with its `path`, under the main group), a native target per entry with its Sources build phase,
/// and optionally Xcode 16 synchronized folders with exception sets.
struct XcodeProjectFixture {
    struct Target {
        var name: String
        var productType: String
        /// Files its Sources phase lists, relative to the project's folder.
        var files: [String] = []
        /// Synchronized folders (relative to the project's folder) with the files an exception set leaves out.
        var synchronized: [(folder: String, except: [String])] = []
    }

    var targets: [Target]

    static let application = "com.apple.product-type.application"
    static let framework = "com.apple.product-type.framework"
    static let unitTests = "com.apple.product-type.bundle.unit-test"

    /// The project file's text.
    var text: String {
        var counter = 0
        func id() -> String {
            counter += 1
            return "AB" + String(repeating: "0", count: 22 - String(counter, radix: 16).count) + String(counter, radix: 16).uppercased()
        }
        var objects: [String] = []
        var fileIDs: [String: String] = [:]
        var groupChildren: [String: [String]] = [:]
        for file in Set(targets.flatMap(\.files)).sorted() {
            let ref = id()
            fileIDs[file] = ref
            let name = String(file.split(separator: "/").last!)
            objects.append("\(ref) /* \(name) */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = \(name); sourceTree = \"<group>\"; };")
            let folder = file.split(separator: "/").dropLast().joined(separator: "/")
            groupChildren[folder, default: []].append(ref)
        }
        var mainChildren: [String] = []
        for (folder, children) in groupChildren.sorted(by: { $0.key < $1.key }) {
            if folder.isEmpty { mainChildren += children; continue }
            let group = id()
            mainChildren.append(group)
            objects.append("\(group) = {isa = PBXGroup; children = (\(children.map { $0 + ", " }.joined())); path = \"\(folder)\"; sourceTree = \"<group>\"; };")
        }
        var targetIDs: [String] = targets.map { _ in id() }
        var syncGroups: [String: String] = [:]
        for (index, target) in targets.enumerated() {
            for folder in target.synchronized {
                let group = syncGroups[folder.folder] ?? id()
                if syncGroups[folder.folder] == nil {
                    syncGroups[folder.folder] = group
                    mainChildren.append(group)
                }
                var exceptions = ""
                if !folder.except.isEmpty {
                    let exception = id()
                    objects.append("\(exception) = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = ("
                                   + folder.except.map { "\"\($0)\", " }.joined() + "); target = \(targetIDs[index]); };")
                    exceptions = "exceptions = (\(exception), ); "
                }
                objects.append("\(group) = {isa = PBXFileSystemSynchronizedRootGroup; \(exceptions)path = \"\(folder.folder)\"; sourceTree = \"<group>\"; };")
            }
        }
        for (index, target) in targets.enumerated() {
            var buildFiles: [String] = []
            for file in target.files {
                let buildFile = id()
                buildFiles.append(buildFile)
                objects.append("\(buildFile) = {isa = PBXBuildFile; fileRef = \(fileIDs[file]!); };")
            }
            let phase = id()
            objects.append("\(phase) = {isa = PBXSourcesBuildPhase; buildActionMask = 2147483647; files = (\(buildFiles.map { $0 + ", " }.joined())); runOnlyForDeploymentPostprocessing = 0; };")
            let synchronized = target.synchronized.map { syncGroups[$0.folder]! + ", " }.joined()
            objects.append("\(targetIDs[index]) /* \(target.name) */ = {isa = PBXNativeTarget; buildPhases = (\(phase), ); "
                           + (synchronized.isEmpty ? "" : "fileSystemSynchronizedGroups = (\(synchronized)); ")
                           + "name = \(target.name); productType = \"\(target.productType)\"; };")
        }
        targetIDs = targetIDs.map { $0 + ", " }
        let main = id()
        objects.append("\(main) = {isa = PBXGroup; children = (\(mainChildren.map { $0 + ", " }.joined())); sourceTree = \"<group>\"; };")
        let project = id()
        objects.append("\(project) /* Project object */ = {isa = PBXProject; mainGroup = \(main); projectDirPath = \"\"; projectRoot = \"\"; targets = (\(targetIDs.joined())); };")
        return """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tclasses = {
        \t};
        \tobjectVersion = 77;
        \tobjects = {
        \(objects.map { "\t\t" + $0 }.joined(separator: "\n"))
        \t};
        \trootObject = \(project) /* Project object */;
        }

        """
    }
}
