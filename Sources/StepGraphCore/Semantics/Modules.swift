/// What a package manifest says about its targets: their names and the folders their sources are in.
/// `Package.swift` (SwiftPM: `.target(name:path:)`, default `Sources/<name>`) and `Project.swift`
/// (Tuist: `Target(name:sources:)` / `.target(name:sources:)`) are Swift files, read with the
/// project's own tokenizer; only target names, literal `path:` / `sources:` strings and what each
/// target builds are kept: SwiftPM's `.executableTarget`, or a target an `.iOSApplication` product
/// names, is an application and `.testTarget` tests (any other target: not known); Tuist's
/// `product: .app` is an application, `.unitTests`/`.uiTests` tests, frameworks and libraries libraries.
package struct ModuleManifest: Sendable, Equatable {
    package enum Kind: Sendable { case swiftPackage, tuistProject }

    package struct Target: Sendable, Equatable {
        package var name: String
        /// Source folders relative to the manifest's folder (empty: none said).
        package var folders: [String]
        /// What it builds; nil when the manifest does not say.
        package var kind: TargetKind? = nil
    }

    package var kind: Kind
    package var targets: [Target] = []

    /// The manifest kind a file's name says (`Package.swift`, `Project.swift`), if any.
    package static func kind(ofFile path: String) -> Kind? {
        for (name, kind) in [("Package.swift", Kind.swiftPackage), ("Project.swift", .tuistProject)] where path.hasSuffix(name) {
            let rest = path.utf8.dropLast(name.utf8.count)
            if rest.isEmpty || rest.last == UInt8(ascii: "/") { return kind }
        }
        return nil
    }

    /// Callees that declare a target (not a product: `.library(name:targets:)`).
    private static let targetCallees: Set<String> = ["target", "executableTarget", "testTarget", "macro", "plugin", "Target"]

    /// Reads the targets of a manifest: every call to a target callee whose `name:` is a string.
    package static func read(_ file: ParsedFile, kind: Kind) -> ModuleManifest {
        let src = file.src
        var manifest = ModuleManifest(kind: kind)
        var applications = Set<String>()
        var k = 0
        while k + 1 < src.count {
            defer { k += 1 }
            guard src.isKind(k, .identifier), src.isKind(k + 1, .lparen) else { continue }
            let callee = src.text(k)
            if callee == "iOSApplication", kind == .swiftPackage {
                // A Swift Playgrounds app package's product: the targets it names are the app.
                if let names = src.argument("targets", ofGroupAt: k + 1) {
                    for j in names.lower..<names.upper where src.isKind(j, .string) {
                        if let name = literal(TokenRange(j, j + 1), in: src) { applications.insert(name) }
                    }
                }
                continue
            }
            guard targetCallees.contains(callee) else { continue }
            // A target's own arguments name other targets only as dependencies (`.target(name: "Core")`).
            defer { k = max(k, src.closer(k + 1)) }
            guard let nameRange = src.argument("name", ofGroupAt: k + 1), let name = literal(nameRange, in: src) else { continue }
            var folders: [String] = []
            var targetKind: TargetKind?
            switch kind {
            case .swiftPackage:
                // `sources:` of a package target are inside its `path`.
                let path = src.argument("path", ofGroupAt: k + 1).flatMap { literal($0, in: src) }
                folders.append(path ?? (callee == "testTarget" ? "Tests/" : "Sources/") + name)
                targetKind = callee == "executableTarget" ? .application : callee == "testTarget" ? .tests : nil
            case .tuistProject:
                if let product = src.argument("product", ofGroupAt: k + 1), product.upper == product.lower + 2,
                   src.isKind(product.lower, .dot), src.isKind(product.lower + 1, .identifier) {
                    targetKind = tuistKinds[src.text(product.lower + 1)] ?? .other
                }
                if let sources = src.argument("sources", ofGroupAt: k + 1) {
                    for j in sources.lower..<sources.upper where src.isKind(j, .string) {
                        if let pattern = literal(TokenRange(j, j + 1), in: src) { folders.append(staticPrefix(of: pattern)) }
                    }
                }
            }
            manifest.targets.append(Target(name: name, folders: folders, kind: targetKind))
        }
        for index in manifest.targets.indices where applications.contains(manifest.targets[index].name) {
            manifest.targets[index].kind = .application
        }
        return manifest
    }

    /// What Tuist's `Product` cases build (any other case: `.other`).
    private static let tuistKinds: [String: TargetKind] = [
        "app": .application, "unitTests": .tests, "uiTests": .tests, "framework": .library, "staticFramework": .library,
        "staticLibrary": .library, "dynamicLibrary": .library,
    ]

    /// The text of a range that is one plain string literal (`"Modules/Core"`), else nil.
    private static func literal(_ range: TokenRange, in src: SourceView) -> String? {
        guard range.upper == range.lower + 1, src.isKind(range.lower, .string) else { return nil }
        let text = src.text(range.lower)
        guard text.count >= 2, text.first == "\"", text.last == "\"", !text.contains("\\(") else { return nil }
        return String(text.dropFirst().dropLast())
    }

    /// The folders of a glob before its first wildcard: `Sources/**` → `Sources`,
    /// `Targets/App/Sources/**/*.swift` → `Targets/App/Sources`.
    package static func staticPrefix(of pattern: String) -> String {
        var kept: [Substring] = []
        for component in pattern.split(separator: "/") {
            if component.contains(where: { "*?[{".contains($0) }) || component.hasSuffix(".swift") { break }
            kept.append(component)
        }
        return kept.joined(separator: "/")
    }
}

/// The module of each file and the modules it imports; which declarations a file can see.
/// A file's module is the Xcode target that compiles it (a file several targets compile is in an
/// open module named after them all, `Shop+ShopDemo`), else the SwiftPM target or Tuist target whose
/// folder holds it (the deepest such folder), else a layout's module folder (`<Module>/Sources/…`, `Sources/<Module>/…`,
/// `Targets/<Module>/…`, `Modules/<Module>/…`), else the Xcode project of the deepest project
/// folder holding it (`ProjectFolders`: `Shop/Shop.xcodeproj` puts `Shop/Shop/*.swift` in module
/// `Shop`). In a code base with such modules, any other file is in the module named by its top
/// folder, an open module: it sees, and is seen by, every module, as is a file at the root (no module, "").
package struct ModuleTable: Sendable {
    /// Each file's module and imports, by its position in the files the table was made from.
    private var moduleByPosition: [String] = []
    private var importsByPosition: [Set<String>] = []
    /// Those positions in the order of their files' paths, for lookups by path (files come sorted
    /// by path, and then this is `0..<count`).
    private var positionsByPath: [Int] = []
    private var paths: [String] = []
    /// Whether any file was placed in a named module.
    private var hasNamedModules = false
    /// Modules named only by a top folder: their boundaries are not known.
    private var openModules: Set<String> = []

    /// What the projects and manifests say each file is built into.
    package private(set) var build: BuildTargets?

    package init(files: [FileFacts], projects: ProjectFolders = ProjectFolders(), build: BuildTargets? = nil) {
        self.build = build
        let projectOfFolder = projects.modules
        var moduleOfFolder: [String: String] = [:]
        for file in files.indices {
            guard let manifest = files[file].manifest else { continue }
            let base = FolderPath.parent(of: files[file].path)
            for target in manifest.targets {
                for folder in target.folders {
                    let relative = folder.split(separator: "/").filter { $0 != "." }.joined(separator: "/")
                    let joined = [base, relative].filter { !$0.isEmpty }.joined(separator: "/")
                    // Two targets claiming one folder: the first name in order, whatever the file order.
                    if !joined.isEmpty, moduleOfFolder[joined].map({ target.name < $0 }) ?? true { moduleOfFolder[joined] = target.name }
                }
            }
        }
        var unplaced: [Int] = []
        var named: Set<String> = []
        // A file's module depends on its folder alone: each folder is placed once (and files come
        // in path order, so most often it is the previous file's folder).
        var moduleOfParent: [String: String] = [:]
        var previous = (parent: "", module: "")
        paths = files.map(\.path)
        importsByPosition = files.map(\.imports)
        moduleByPosition = Array(repeating: "", count: files.count)
        for file in files.indices {
            let path = paths[file]
            let module: String
            if let build, build.hasProjects, case let targets = build.xcodeTargets(of: path), !targets.isEmpty {
                // An Xcode target is a module; a file several targets compile is seen from each of them.
                module = targets.map(\.name).joined(separator: "+")
                if targets.count > 1 { openModules.insert(module) } else { named.insert(module) }
            } else if file > 0, FolderPath.isParent(previous.parent, of: path) {
                module = previous.module
            } else {
                let parent = FolderPath.parent(of: path)
                if let known = moduleOfParent[parent] {
                    module = known
                } else {
                    module = ModuleTable.targetModule(of: path, in: moduleOfFolder)
                        ?? ModuleTable.layoutModule(of: path).nonEmpty ?? ModuleTable.targetModule(of: path, in: projectOfFolder) ?? ""
                    moduleOfParent[parent] = module
                    if !module.isEmpty { named.insert(module) }
                }
                previous = (parent, module)
            }
            moduleByPosition[file] = module
            if module.isEmpty { unplaced.append(file) } else { hasNamedModules = true }
        }
        // Paths compare by their bytes: two paths equal as Unicode text are two files, as on disk.
        let sorted = zip(paths, paths.dropFirst()).allSatisfy { !ModuleTable.precedes($1, $0) }
        positionsByPath = sorted ? Array(paths.indices) : paths.indices.sorted { a, b in
            ModuleTable.precedes(paths[a], paths[b]) || (!ModuleTable.precedes(paths[b], paths[a]) && a < b)
        }
        if hasNamedModules {
            for file in unplaced {
                let path = paths[file]
                guard let slash = path.utf8.firstIndex(of: UInt8(ascii: "/")) else { continue }
                let top = String(path[..<slash])
                moduleByPosition[file] = top
                if !named.contains(top) { openModules.insert(top) }
            }
        }
        splitFoldersDeclaringOneName(files, named: named)
    }

    /// Folders of a module whose boundaries are not known (open, or none) that declare a navigation
    /// type another folder of it declares too: Swift builds that only as separate targets (two apps
    /// side by side, a demo app beside the app, a stale copy in a folder of its own), so each such
    /// folder becomes a module of its own, named after it and still open (it sees, and is seen by,
    /// every module). Its code then resolves the name to its own declaration, and each declaration
    /// is checked as `Module.Name`. Only types declared in files a front end reads count; two
    /// declarations in one folder stay one module's (`DuplicateDeclarations` says what that leaves open).
    private mutating func splitFoldersDeclaringOneName(_ files: [FileFacts], named: Set<String>) {
        var taken = named.union(openModules)
        for _ in 0..<ModuleTable.maxSplitRounds {
            var declaring: [String: Set<String>] = [:]  // module + name → the folders declaring it
            for file in files.indices where !files[file].claimedBy.isEmpty && isOpen(moduleByPosition[file]) {
                for type in files[file].types where type.kind != .extension && !type.name.contains(".") {
                    declaring[moduleByPosition[file] + "\u{0}" + type.name, default: []].insert(FolderPath.parent(of: paths[file]))
                }
            }
            var splits: Set<String> = []
            for folders in declaring.values where folders.count > 1 {
                let common = ModuleTable.commonFolder(of: folders)
                for folder in folders {
                    let parts = folder.split(separator: "/", omittingEmptySubsequences: false)
                    if parts.count > common.count, !folder.isEmpty { splits.insert(parts.prefix(common.count + 1).joined(separator: "/")) }
                }
            }
            guard !splits.isEmpty else { return }
            for folder in splits.sorted() {
                let last = String(folder.split(separator: "/").last ?? Substring(folder))
                let name = taken.contains(last) ? folder : last
                taken.insert(name)
                openModules.insert(name)
                hasNamedModules = true
                for file in paths.indices where paths[file].hasPrefix(folder + "/") && isOpen(moduleByPosition[file]) {
                    moduleByPosition[file] = name
                }
            }
        }
    }

    /// The components `folders` (`/`-separated, "" the root) share from their start.
    private static func commonFolder(of folders: Set<String>) -> [Substring] {
        var common: [Substring]?
        for folder in folders {
            let parts = folder.split(separator: "/", omittingEmptySubsequences: false)
            guard let shared = common else { common = parts; continue }
            var length = 0
            while length < min(shared.count, parts.count) && shared[length] == parts[length] { length += 1 }
            common = Array(shared.prefix(length))
        }
        return common ?? []
    }

    /// Folders are split at most this deep into a module (a copy of a copy of an app).
    private static let maxSplitRounds = 4

    /// The application targets that compile the file at `path`, joined with `, ` (nil where no
    /// project or manifest says, or none is an application).
    package func applicationTarget(ofFile path: String) -> String? {
        guard let targets = build?.applicationTargets(of: path), !targets.isEmpty else { return nil }
        return targets.joined(separator: ", ")
    }

    /// Whether `module` is the module of files several targets compile, `own` among them
    /// (`Shop+ShopDemo` for `Shop`): the targets' names joined with `+`.
    package static func isShared(_ module: String, with own: String) -> Bool {
        !own.isEmpty && module != own && module.split(separator: "+").contains { $0 == own }
    }

    /// Whether `module`'s boundaries are unknown: no module (""), or one named only by a top folder.
    package func isOpen(_ module: String) -> Bool { module.isEmpty || openModules.contains(module) }

    /// Whether any file was placed in a named module.
    package var isEmpty: Bool { !hasNamedModules }

    package func module(ofFile path: String) -> String { position(of: path).map { moduleByPosition[$0] } ?? "" }

    /// The module of the file at `position` in the files the table was made from.
    package func module(ofFileAt position: Int) -> String { position < moduleByPosition.count ? moduleByPosition[position] : "" }

    /// Whether code in `file` sees declarations of `module`: its own module, an imported one, or an
    /// open or unnamed one on either side.
    package func sees(file: String, module: String) -> Bool {
        sees(module, from: self.module(ofFile: file), file: file)
    }

    /// `sees(file:module:)` for the file at `position` in the files the table was made from (files
    /// with one path share their folder, hence their module).
    package func sees(fileAt position: Int, module: String) -> Bool {
        sees(module, from: self.module(ofFileAt: position), file: paths[position])
    }

    /// Whether code in `file`, of module `own`, sees declarations of `module`.
    private func sees(_ module: String, from own: String, file: @autoclosure () -> String) -> Bool {
        if own.isEmpty || module.isEmpty || own == module || openModules.contains(own) || openModules.contains(module) { return true }
        return imports(file: file(), module: module)
    }

    /// Whether `file` names `module` in an `import` line: that module is certainly visible there,
    /// where an open module is only presumed to be. Of two files with one path, the later one that
    /// imports anything says.
    package func imports(file: String, module: String) -> Bool {
        var index = upperBound(of: file)
        while index > 0 && FolderPath.compareBytes(paths[positionsByPath[index - 1]], file) == 0 {
            let imports = importsByPosition[positionsByPath[index - 1]]
            if !imports.isEmpty { return imports.contains(module) }
            index -= 1
        }
        return false
    }

    /// The position of the file at `path` (of two files with one path, the later one), by binary search.
    private func position(of path: String) -> Int? {
        let index = upperBound(of: path)
        return index > 0 && FolderPath.compareBytes(paths[positionsByPath[index - 1]], path) == 0 ? positionsByPath[index - 1] : nil
    }

    /// Where `path` would go after the paths equal to it in `positionsByPath`.
    private func upperBound(of path: String) -> Int {
        var (low, high) = (0, positionsByPath.count)
        while low < high {
            let middle = (low + high) / 2
            if ModuleTable.precedes(path, paths[positionsByPath[middle]]) { high = middle } else { low = middle + 1 }
        }
        return low
    }

    /// Byte order of two paths.
    private static func precedes(_ a: String, _ b: String) -> Bool {
        FolderPath.compareBytes(a, b) < 0
    }

    /// The module of the deepest target (or project) folder holding `path` (a demo target inside its feature's folder).
    private static func targetModule(of path: String, in moduleOfFolder: [String: String]) -> String? {
        guard !moduleOfFolder.isEmpty else { return nil }
        var folder = FolderPath.parent(of: path)
        while !folder.isEmpty {
            if let module = moduleOfFolder[folder] { return module }
            folder = FolderPath.parent(of: folder)
        }
        return moduleOfFolder[""]
    }

    /// The module folder a path's layout names, else "".
    package static func layoutModule(of path: String) -> String {
        // Split on the UTF-8 bytes: splitting the String walks its characters, at far greater cost.
        let components = path.utf8.split(separator: UInt8(ascii: "/")).dropLast()
        func name(_ i: Int) -> String { String(decoding: components[components.startIndex + i], as: UTF8.self) }
        for (i, component) in components.enumerated() {
            if component.elementsEqual("Sources".utf8) {
                if i > 0 { return name(i - 1) }
                if i + 1 < components.count { return name(i + 1) }
            } else if component.elementsEqual("Targets".utf8) || component.elementsEqual("Modules".utf8) {
                if i + 1 < components.count { return name(i + 1) }
            }
        }
        return ""
    }

    /// The modules a file imports, from its `import` lines (`import Foo`, `@testable import Foo`,
    /// `import class Foo.Bar`), found by the declaration scanner.
    package static func imports(in file: ParsedFile) -> Set<String> {
        let src = file.src
        var found = Set<String>(minimumCapacity: file.outline.imports.count)
        for k in file.outline.imports {
            var j = k + 1
            if !src.isKind(j, .identifier) || src.keyword(j) != .plain { j += 1 }  // `import class X.Y`
            if src.isKind(j, .identifier) { found.insert(src.text(j)) }
        }
        return found
    }
}

private extension String {
    /// The string, or nil when it is empty.
    var nonEmpty: String? { isEmpty ? nil : self }
}
