/// The declarations that give away a copy of a framework's own sources committed with the app (outside
/// `Pods/`, no `import`): several of the library's top-level types, aliases or functions together.
/// One or two of them alone (an app's own `protocol Coordinator` or `protocol Step`) are not enough.
package struct LibrarySignature: Sendable {
    /// The framework's module name (`RxFlow`), also used to spot a folder named after it.
    package let module: String
    /// Top-level declarations only the library makes (types, type aliases, free functions).
    package let names: Set<String>
    /// Declarations every version of the library makes: a copy declares all of them.
    package let required: Set<String>
    /// How many of `names` a copy declares at least.
    package let minimum: Int
    /// Static members whose presence dates a copy (`Flows` → `use`), found as `Type.member`
    /// (in the type or an extension of it). Their types are among `names`.
    package var members: [String: Set<String>] = [:]
    /// What a copy's API says of its version: the first entry whose names the copy all declares
    /// (`names` and `Type.member`s) gives the version as reports show it (`2.9 or later`).
    package var versions: [(declares: Set<String>, version: String)] = []

    package func isMet(by declared: Set<String>) -> Bool {
        required.isSubset(of: declared) && declared.count >= minimum
    }

    /// The version a copy declaring `declared` is, by its API; nil when the signature dates nothing.
    package func version(declaring declared: Set<String>) -> String? {
        versions.first { $0.declares.isSubset(of: declared) }?.version
    }

    /// The signature names `file` declares at its top level (types, type aliases, free functions),
    /// and the dating `members` it declares as `Type.member`.
    /// `hashes`: the names' `TypeNameHash`es, so that only a likely match makes a `String`.
    package static func declaredNames(in file: ParsedFile, among names: Set<String>, hashes: Set<UInt64>,
                              members: [String: Set<String>] = [:]) -> Set<String> {
        let src = file.src
        var found: Set<String> = []
        func check(_ k: Int) {
            let t = src.tokens[k]
            guard hashes.contains(TypeNameHash.of(UnsafeBufferPointer(rebasing: src.bytes[Int(t.start)..<Int(t.end)]))) else { return }
            let name = src.text(k)
            if names.contains(name) { found.insert(name) }
        }
        for decl in file.outline.types where decl.parent < 0 && decl.kind != .extension { check(decl.name.lower) }
        for alias in file.outline.typealiases where alias.owner < 0 { check(alias.name) }
        for function in file.outline.functions where function.owner < 0 && function.enclosingFunction < 0 && function.kind == .function {
            check(function.name)
        }
        guard !members.isEmpty else { return found }
        for function in file.outline.functions where function.owner >= 0 && function.isStatic && function.enclosingFunction < 0 {
            let owner = file.outline.types[function.owner]
            let t = src.tokens[owner.name.lower]
            guard owner.parent < 0,
                  hashes.contains(TypeNameHash.of(UnsafeBufferPointer(rebasing: src.bytes[Int(t.start)..<Int(t.end)]))),
                  let dating = members[src.text(owner.name.lower)], dating.contains(src.text(function.name)) else { continue }
            found.insert(src.text(owner.name.lower) + "." + src.text(function.name))
        }
        return found
    }

    /// Every stored property (the memberwise initializer, for the package's other targets).
    package init(module: String, names: Set<String>, required: Set<String>, minimum: Int, members: [String: Set<String>] = [:], versions: [(declares: Set<String>, version: String)] = []) {
        self.module = module
        self.names = names
        self.required = required
        self.minimum = minimum
        self.members = members
        self.versions = versions
    }
}

/// A copy of a framework's sources found among the analysed files.
package struct VendoredCopy: Sendable, Equatable {
    package var framework: Framework
    package var module: String
    /// The folder taken for the copy (display path; empty for the analysed root).
    package var folder: String
    /// Whether the whole folder (and below) is the library, or only the files declaring its names
    /// (a copy mixed into the app's own folder).
    package var wholeFolder: Bool
    /// Indices (into the analysed files) of the files set aside as the library.
    package var files: [Int]
    /// The version the copy's own API says (`LibrarySignature.versions`), if it says one.
    package var version: String?

    /// The one-line note printed on standard error.
    package var note: String {
        let place = folder.isEmpty ? "." : folder
        if wholeFolder { return "note: \(place) looks like a vendored copy of \(module); read as the library, not as app code" }
        return "note: \(files.count) file(s) in \(place) look like a vendored copy of \(module); read as the library, not as app code"
    }

    /// Every stored property (the memberwise initializer, for the package's other targets).
    package init(framework: Framework, module: String, folder: String, wholeFolder: Bool, files: [Int], version: String? = nil) {
        self.framework = framework
        self.module = module
        self.folder = folder
        self.wholeFolder = wholeFolder
        self.files = files
        self.version = version
    }
}

/// Finds vendored copies of the front ends' libraries from the signature names each file declares.
package enum VendoredLibraries {
    /// The copies of each signature's library among `files` (by `FileFacts.libraryDeclarations`),
    /// in framework order then folder order.
    package static func find(in files: [FileFacts], signatures: [(Framework, LibrarySignature)]) -> [VendoredCopy] {
        var copies: [VendoredCopy] = []
        for (framework, signature) in signatures {
            var remaining = files.indices.filter { !files[$0].libraryDeclarations.isDisjoint(with: signature.names) }
            // Each round takes the deepest folder whose files together declare the signature.
            while let folder = deepestFolder(declaring: signature, files: files, among: remaining) {
                let (whole, chosen) = extent(of: folder, signature: signature, files: files, declaring: remaining)
                let declared = chosen.reduce(into: Set<String>()) { $0.formUnion(files[$1].libraryDeclarations) }
                copies.append(VendoredCopy(framework: framework, module: signature.module, folder: whole ?? folder,
                                           wholeFolder: whole != nil, files: chosen, version: signature.version(declaring: declared)))
                let taken = Set(chosen)
                remaining.removeAll { taken.contains($0) || FolderPath.contains(files[$0].path, folder) }
            }
        }
        return copies
    }

    /// The deepest folder (of a declaring file, or an ancestor) whose declaring files meet `signature`.
    private static func deepestFolder(declaring signature: LibrarySignature, files: [FileFacts], among candidates: [Int]) -> String? {
        var folders: Set<String> = []
        for index in candidates {
            var folder = FolderPath.parent(of: files[index].path)
            while true {
                folders.insert(folder)
                if folder.isEmpty { break }
                folder = FolderPath.parent(of: folder)
            }
        }
        let deepestFirst = folders.sorted { a, b in
            let (da, db) = (a.utf8.filter { $0 == UInt8(ascii: "/") }.count + (a.isEmpty ? 0 : 1),
                            b.utf8.filter { $0 == UInt8(ascii: "/") }.count + (b.isEmpty ? 0 : 1))
            return da != db ? da > db : a < b
        }
        for folder in deepestFirst {
            var declared: Set<String> = []
            for index in candidates where FolderPath.contains(files[index].path, folder) {
                declared.formUnion(files[index].libraryDeclarations.intersection(signature.names))
            }
            if signature.isMet(by: declared) { return folder }
        }
        return nil
    }

    /// `RxFlow`, `rxflow`, `RxFlow-1.6.2`: a folder named after the module (not `RxFlowDemo`, an app).
    private static func namesModule(_ component: Substring, _ module: String) -> Bool {
        let lowered = component.lowercased()
        guard lowered.hasPrefix(module) else { return false }
        guard let next = lowered.dropFirst(module.count).first else { return true }
        return next == "-" || next == "_" || next == "." || next == "@"
    }

    /// Which files of `folder` are the library: every file in and below the folder when it is the
    /// library's own (the highest path component named after the module, from there down; or mostly
    /// the library's files), else only the files declaring its names.
    private static func extent(of folder: String, signature: LibrarySignature, files: [FileFacts],
                               declaring: [Int]) -> (wholeFolder: String?, files: [Int]) {
        let module = signature.module.lowercased()
        var whole: String?
        var prefix: [Substring] = []
        // The highest folder named after the library: a local package's `Tests` are the library's too.
        for component in folder.split(separator: "/") where whole == nil {
            prefix.append(component)
            if namesModule(component, module) { whole = prefix.joined(separator: "/") }
        }
        let inside = files.indices.filter { FolderPath.contains(files[$0].path, whole ?? folder) }
        if whole == nil, !folder.isEmpty {
            let declaringInside = declaring.filter { FolderPath.contains(files[$0].path, folder) }
            if declaringInside.count * 2 >= inside.count { whole = folder }
        }
        if whole != nil { return (whole, inside) }
        return (nil, declaring.filter { FolderPath.contains(files[$0].path, folder) })
    }
}
