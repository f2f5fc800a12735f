/// Every type of the code base by name, with extensions merged: conformance closure (through refined
/// protocols, extensions and superclasses), property and alias lookup, and the expression typing that
/// needs them. Framework-neutral: front ends ask it about their own root protocols.
package struct TypeIndex {
    package struct Declaration {
        package var fact: TypeFact
        package var file: String
    }

    package struct Inherited {
        package var written: String
        /// The last component of `written`.
        package var simple: String
        package var resolved: String?
        package var viaExtension: Bool
    }

    /// Declarations (types and extensions) by qualified name.
    package private(set) var declarations = DeclarationTable()
    /// Nested types' qualified names (`Outer.Inner`) by their last component (`Inner`). With the
    /// top-level names (`hadDeclarations`), every declared name by its last component.
    private var nestedBySimpleName = NameShards<SimpleNameMatches>()
    /// Names whose declarations joined another type's (`extension Inner`).
    private var mergedAway: Set<String> = []
    /// By the simple name they inherit, the types that inherit it (one table per shard that built
    /// them): the reverse edges that limit the conformance search to what can reach a root.
    private var heirs: [HeirEdges] = []
    /// Qualified names that contain nested types (`Outer` for `Outer.Inner`): only these are tried as
    /// a scope when resolving a simple name. One set per shard that found them.
    private var scopesWithNestedTypes: [Set<NameKey>] = []

    /// Modules whose qualified names (`RxFlow.Step`) denote library types, not nested ones.
    private let libraryModules: Set<String>
    /// The module of each file, and which modules each file sees.
    package let modules: ModuleTable
    /// Top-level type names declared in two or more modules → those modules (sorted). Their
    /// declarations are kept apart, named `Module.Name` (`FeatureHome.HomeFlow`); every other type
    /// keeps its plain name.
    package private(set) var modulesDeclaring: [NameKey: [String]] = [:]
    /// Top-level `typealias` declarations: alias → target as written. An alias two files declare with
    /// different targets is left out (which one code sees is not known).
    private var topLevelAliases: [String: String] = [:]

    /// Takes every file's `types` into the index (each file's `types` is left empty: nothing reads
    /// them afterwards, and the index holds them instead of a second copy; its `constructed` names,
    /// which the caller has gathered, are released with them, so both shrink as the index grows).
    /// `files`: those `modules` was made from, in the same order. `threads`: how many build the index's shards side by side
    /// (the index is the same for any count).
    package init(files: inout [FileFacts], libraryModules: Set<String> = [], modules: ModuleTable = ModuleTable(files: []), threads: Int = 1) {
        self.libraryModules = libraryModules
        self.modules = modules
        var aliases: [String: String?] = [:]
        for file in files {
            for (alias, target) in file.typealiases { aliases[alias] = aliases[alias].map { $0 == target ? target : nil } ?? target }
        }
        topLevelAliases = aliases.compactMapValues { $0 }
        let shards = max(1, min(threads, 4))
        let split: [NameKey: [String]] = modules.isEmpty ? [:] : ConcurrentMap.map(Array(0..<shards)) { shard in
            TypeIndex.namesInSeveralModules(files, modules: modules, shard: shard, of: shards)
        }.reduce(into: [:]) { all, part in all.merge(part) { first, _ in first } }
        modulesDeclaring = split
        // Files are read a batch at a time, and a batch's facts released while the next is read: the
        // declarations grow as the files' arrays shrink, as when they were moved one file at a time.
        let slots = UnsafeMutableBufferPointer<Part>.allocate(capacity: shards)
        for shard in 0..<shards { (slots.baseAddress! + shard).initialize(to: Part()) }
        var read = 0..<0
        files.withUnsafeMutableBufferPointer { buffer in
            let files = buffer
            // A last round with no batch releases the last one and sorts the inheritance edges.
            for start in Array(stride(from: 0, to: files.count, by: TypeIndex.batch)) + [files.count] {
                let (released, batch) = (read, start..<min(start + TypeIndex.batch, files.count))
                let types = TypeIndex.storage(of: files, batch)
                // Each shard picks its facts of the batch before any is moved (a moved fact's slot is
                // written, and no thread reads a slot another may be writing), then moves them.
                let picked = ConcurrentMap.map(Array(0..<shards)) { shard in
                    for index in released where index % shards == shard { (files[index].types, files[index].constructed) = ([], []) }
                    return TypeIndex.facts(in: files, batch, types: types, shard: shard, of: shards)
                }
                _ = ConcurrentMap.map(Array(0..<shards)) { shard in
                    if batch.isEmpty { slots[shard].heirs.sort() } else {
                        slots[shard].add(files, batch, types: types, picked: picked[shard], split: split, modules: modules)
                    }
                }
                read = batch
            }
        }
        var parts = Array(slots)
        slots.deinitialize()
        slots.deallocate()
        declarations = DeclarationTable(NameShards(parts.map(\.declarations)))
        nestedBySimpleName = NameShards(parts.map(\.nested))
        scopesWithNestedTypes = parts.map(\.scopes).filter { !$0.isEmpty }
        // An extension-only name `resolve` takes to another declared name joins it: a library-qualified
        // one (`extension RxFlow.Step` where the app vendors the library's sources), in name order, so
        // the merged declarations' order is deterministic. (A nested type's simple name, `extension
        // Inner`, which Swift rejects, resolves to its own declarations and stays apart.)
        // `movedTo`: the name each merged name's first declarations have now. A merge moves every
        // declaration under its name, including some an earlier merge moved there (a chain), so each
        // merge renames what the earlier ones moved to it; merges are few.
        var movedTo: [String: String] = [:]
        for key in parts.flatMap(\.extensionOnly).sorted(by: { $0.name < $1.name }) {
            if let target = resolve(key.name, from: nil), target != key.name {
                let decls = declarations.removeValue(forKey: key)!
                mergedAway.insert(key.name)
                for (name, now) in movedTo where now == key.name { movedTo[name] = target }
                if movedTo[key.name] == nil { movedTo[key.name] = target }
                declarations.append(contentsOf: decls, to: NameKey(target))
            }
        }
        if !movedTo.isEmpty { for shard in parts.indices { parts[shard].heirs.rename(movedTo) } }
        heirs = parts.map(\.heirs)
    }

    /// Where each file of `batch` keeps its types (made unique, so the index may move them out:
    /// a copy of the facts, shared with the file-facts memo, keeps its own).
    private static func storage(of files: UnsafeMutableBufferPointer<FileFacts>, _ batch: Range<Int>) -> [UnsafeMutablePointer<TypeFact>?] {
        // The pointers outlive the closures that give them, which relies on an array's storage
        // staying where it is while the array is neither resized nor released: no file's array is,
        // until the shards have moved the batch's facts out.
        batch.map { files[$0].types.isEmpty ? nil : files[$0].types.withUnsafeMutableBufferPointer { $0.baseAddress } }
    }

    /// A fact of a batch: its file's offset in the batch and its index in the file's types.
    private struct FactSlot {
        let file: Int32
        let fact: Int32
    }

    /// The facts of `batch` whose names fall in `shard`, in file order, picked by the shard byte each
    /// fact keeps (no name is read).
    private static func facts(in files: UnsafeMutableBufferPointer<FileFacts>, _ batch: Range<Int>, types: [UnsafeMutablePointer<TypeFact>?],
                              shard: Int, of count: Int) -> [FactSlot] {
        var picked: [FactSlot] = []
        for (offset, base) in types.enumerated() {
            guard let base else { continue }
            for t in 0..<files[batch.lowerBound + offset].types.count where NameKey.shard(ofByte: base[t].nameDigest.lastByte, count) == shard {
                picked.append(FactSlot(file: Int32(offset), fact: Int32(t)))
            }
        }
        return picked
    }

    /// What a type moved into the index leaves in its file's array: nothing the array's release
    /// would have to free (its strings and collections are the empty ones, which no allocation backs).
    private static let movedAway = TypeFact(kind: .extension, name: "", line: 0, column: 0, inherits: [])

    /// How many files the shards read before their facts are released.
    private static let batch = 1024

    /// One shard's part of the index: the declarations of the names in the shard (read from every
    /// file), and the nested names among them.
    private struct Part {
        // Not reserved for the facts' count: extensions share their type's name, and a table sized
        // for every fact held twice the buckets on the mirror (about 2 MB at the peak).
        var declarations: [NameKey: [Declaration]] = [:]
        /// Nested types' qualified names by their last component (same shard: same last byte).
        var nested: [NameKey: SimpleNameMatches] = [:]
        /// The scopes of those nested types (of any shard).
        var scopes: Set<NameKey> = []
        /// Names whose first declaration was an extension; `extensionOnly` leaves out those that were
        /// declared afterwards (later in the same file or in a later one).
        private var extendedFirst: [NameKey] = []
        private var declaredAfterExtensions: Set<NameKey> = []
        /// Every inheritance clause entry of the part's declarations, noted as it is added (the fact is
        /// in hand then; a walk of the whole table afterwards would touch every declaration again).
        var heirs = HeirEdges()

        /// Names that only extensions declare.
        var extensionOnly: [NameKey] {
            declaredAfterExtensions.isEmpty ? extendedFirst : extendedFirst.filter { !declaredAfterExtensions.contains($0) }
        }

        /// Adds the declarations of the shard's facts of the files `batch` (`picked`), moving each fact
        /// out of its file's array (`types`: where each file keeps them). A copy would retain each of
        /// the fact's strings and arrays, made on other threads long before: a cache miss each.
        mutating func add(_ files: UnsafeMutableBufferPointer<FileFacts>, _ batch: Range<Int>, types: [UnsafeMutablePointer<TypeFact>?],
                          picked: [FactSlot], split: [NameKey: [String]], modules: ModuleTable) {
            for slot in picked {
                let (index, fact) = (batch.lowerBound + Int(slot.file), types[Int(slot.file)]! + Int(slot.fact))
                let name = fact.pointee.name
                var key = NameKey(name, digest: fact.pointee.nameDigest)
                var qualified: String?
                if !split.isEmpty, let declaring = split[fact.pointee.nameDigest.isDotted ? TypeIndex.firstDot(name).map { NameKey(TypeIndex.prefix(of: name, before: $0)) } ?? key : key],
                   let module = TypeIndex.module(declaring: declaring, ofFileAt: index, modules: modules) {
                    qualified = String.joining(module, UInt8(ascii: "."), name)
                    key = NameKey(qualified!)
                }
                for written in fact.pointee.inherits { heirs.note(heir: key.name, inherits: written) }
                let isExtension = fact.pointee.kind == .extension
                let firstKind = Part.append(Declaration(fact: fact.move(), file: files[index].path), named: qualified,
                                            to: &declarations[key, default: []])
                fact.initialize(to: TypeIndex.movedAway)
                if let firstKind {
                    // A declaration after extensions (the first was one) makes the name more than extended.
                    if firstKind == .extension && !isExtension { declaredAfterExtensions.insert(key) }
                } else {
                    noteNew(key, isExtension: isExtension)
                }
            }
        }

        /// Appends `declaration` (renamed `name`, when given) to `list`, taking it rather than copying
        /// it. Returns the kind of the list's first declaration before it, nil when it was empty (the
        /// name is new).
        private static func append(_ declaration: consuming Declaration, named name: String?, to list: inout [Declaration]) -> TypeKind? {
            if let name { declaration.fact.name = name }
            let firstKind = list.first?.fact.kind
            list.append(declaration)
            return firstKind
        }

        /// Notes a name's first declaration: a nested name under its last component, an extension as
        /// possibly the only kind of declaration the name has. Lookups only test for one match, so the
        /// order of the nested lists does not matter.
        private mutating func noteNew(_ key: NameKey, isExtension: Bool) {
            if let dot = TypeIndex.lastDot(key.name) {
                nested[NameKey(TypeIndex.suffix(of: key.name, after: dot)), default: .empty].add(key.name)
                scopes.insert(NameKey(TypeIndex.prefix(of: key.name, before: dot)))
            }
            if isExtension { extendedFirst.append(key) }
        }
    }

    /// Top-level names (not extensions) declared in two or more named modules (those in `shard`).
    private static func namesInSeveralModules(_ files: [FileFacts], modules: ModuleTable, shard: Int, of count: Int) -> [NameKey: [String]] {
        // By hash first, reading no name (the names were made on other threads: a cache miss each):
        // equal names hash alike, so the hashes seen in two modules include every name that is.
        var firstModuleByHash: [NameHash: String] = [:]
        var candidates: Set<NameHash> = []
        forEachTopLevelType(in: files, modules: modules, shard: shard, of: count) { types, t, module in
            let hash = NameHash(types[t].nameDigest.hash)
            if let first = firstModuleByHash[hash] {
                if first != module { candidates.insert(hash) }
            } else {
                firstModuleByHash[hash] = module
            }
        }
        guard !candidates.isEmpty else { return [:] }
        var firstModule: [NameKey: String] = [:]
        var several: [NameKey: Set<String>] = [:]
        forEachTopLevelType(in: files, modules: modules, shard: shard, of: count) { types, t, module in
            guard candidates.contains(NameHash(types[t].nameDigest.hash)) else { return }
            let key = NameKey(types[t].name, digest: types[t].nameDigest)
            if let first = firstModule[key] {
                if first != module { several[key, default: [first]].insert(module) }
            } else {
                firstModule[key] = module
            }
        }
        // A declaration in no named module cannot be told apart by its module: such names stay as they are.
        return several.filter { !$0.value.contains("") }.mapValues { $0.sorted() }
    }

    /// Calls `body` with each top-level type declaration (no extension, no dotted name) of `files`
    /// whose name falls in `shard`: its file's types, its index there and its file's module.
    private static func forEachTopLevelType(in files: [FileFacts], modules: ModuleTable, shard: Int, of count: Int,
                                            _ body: (UnsafeBufferPointer<TypeFact>, Int, String) -> Void) {
        for file in files.indices where !files[file].types.isEmpty {
            let module = modules.module(ofFileAt: file)
            files[file].types.withUnsafeBufferPointer { types in
                for t in types.indices where types[t].kind != .extension && !types[t].nameDigest.isDotted
                    && NameKey.shard(ofByte: types[t].nameDigest.lastByte, count) == shard {
                    body(types, t, module)
                }
            }
        }
    }

    /// A name's hash as a dictionary key, bucketed like `NameKey` (no `Hasher` per lookup).
    private struct NameHash: Hashable {
        let hash: UInt64
        init(_ hash: UInt64) { self.hash = hash }
        func hash(into hasher: inout Hasher) { hasher.combine(hash) }
        func _rawHashValue(seed: Int) -> Int { NameKey.bucketHash(hash, seed: seed) }
    }

    /// The module a declaration (or an extension) of a name the modules `declaring` declare belongs
    /// to: its file's module for a declaration; for an extension, the one declaring module its file sees.
    private static func module(declaring: [String], ofFileAt position: Int, modules: ModuleTable) -> String? {
        let own = modules.module(ofFileAt: position)
        if declaring.contains(own) { return own }
        let visible = declaring.filter { modules.sees(fileAt: position, module: $0) }
        return visible.count == 1 ? visible[0] : nil
    }

    package static func firstComponent(_ name: String) -> String {
        guard let dot = firstDot(name) else { return name }
        return prefix(of: name, before: dot)
    }

    /// The declarations of a name declared in several modules that code in `file` (or in the type
    /// `context`) sees, when more than one: the name is ambiguous there. Nil when it is not.
    package func ambiguousDeclarations(of written: String, from context: String?, file: String? = nil) -> [String]? {
        guard !modulesDeclaring.isEmpty, let declaring = modulesDeclaring[NameKey(TypeIndex.firstComponent(written))] else { return nil }
        let candidates = visibleModules(declaring, from: context, file: file)
        guard candidates.count > 1 else { return nil }
        return candidates.map { $0 + "." + written }
    }

    /// A type name written in `file` (an enclosing type), with its module when another module
    /// declares the same name; as written otherwise.
    package func qualified(_ name: String, inFile file: String) -> String {
        guard !modulesDeclaring.isEmpty, modulesDeclaring[NameKey(TypeIndex.firstComponent(name))] != nil else { return name }
        return resolve(name, from: nil, file: file) ?? name
    }

    /// When `expr` is a type declared in several modules and two of them are visible from where it is
    /// written: their qualified names.
    package func ambiguousType(of expr: ExprRef, selfType: String?, file: String? = nil) -> [String]? {
        if case .type(let name, _) = expr { return ambiguousDeclarations(of: name, from: selfType, file: file) }
        guard let type = typeOf(expr, selfType: selfType, file: file) else { return nil }
        return ambiguousDeclarations(of: type, from: selfType, file: file)
    }

    /// The message of an ambiguity between declarations in several modules.
    package static func moduleAmbiguityMessage(_ candidates: [String], what: String) -> String {
        let modules = candidates.map(firstComponent).joined(separator: ", ")
        return "'\(simpleName(candidates[0]))' is declared in \(modules), and more than one is visible here: \(what) is not known"
    }

    /// Of the modules declaring a name, those code in `file` (or in `context`) sees: its own module
    /// alone when it declares the name, else the one module it imports that declares it, else every
    /// visible one. Code that compiles sees one declaration of a name it uses, and an imported module
    /// is certainly seen: an open module's declaration (presumed visible) is then not.
    private func visibleModules(_ declaring: [String], from context: String?, file: String?) -> [String] {
        guard let from = file ?? context.flatMap({ primary($0)?.file }) else { return declaring }
        let own = modules.module(ofFile: from)
        if declaring.contains(own) { return [own] }
        // A file several targets compile is in each of them (`Shop+ShopDemo`): its declarations
        // are those targets' own too.
        let shared = declaring.filter { ModuleTable.isShared($0, with: own) }
        if shared.count == 1 { return shared }
        let visible = declaring.filter { modules.sees(file: from, module: $0) }
        guard visible.count > 1 else { return visible }
        let imported = visible.filter { modules.imports(file: from, module: $0) }
        return imported.count == 1 ? imported : visible
    }

    package static func simpleName(_ name: String) -> String {
        guard let dot = lastDot(name) else { return name }
        return suffix(of: name, after: dot)
    }

    // Names are split at their dots by UTF-8 offset over the contiguous bytes: walking a String's
    // indices costs far more, and the index splits every name it holds.

    /// The UTF-8 offset of the first `.` of `name`.
    package static func firstDot(_ name: String) -> Int? {
        name.withUTF8Bytes { bytes in bytes.firstIndex(of: UInt8(ascii: ".")) }
    }

    /// The UTF-8 offset of the last `.` of `name`.
    package static func lastDot(_ name: String) -> Int? {
        name.withUTF8Bytes { bytes in bytes.lastIndex(of: UInt8(ascii: ".")) }
    }

    /// `name` up to UTF-8 offset `dot`.
    private static func prefix(of name: String, before dot: Int) -> String {
        name.withUTF8Bytes { bytes in String(decoding: UnsafeBufferPointer(rebasing: bytes[..<dot]), as: UTF8.self) }
    }

    /// `name` after UTF-8 offset `dot`.
    private static func suffix(of name: String, after dot: Int) -> String {
        name.withUTF8Bytes { bytes in String(decoding: UnsafeBufferPointer(rebasing: bytes[(dot + 1)...]), as: UTF8.self) }
    }

    /// The primary declaration (not an extension) of a type, else its first extension.
    package func primary(_ name: String) -> Declaration? {
        guard let decls = declarations[name] else { return nil }
        return decls.first { $0.fact.kind != .extension } ?? decls.first
    }

    /// The kind of a type's primary declaration (nil when only extensions of it are declared).
    package func kind(of name: String) -> TypeKind? {
        guard let decls = declarations[name] else { return nil }
        for index in decls.indices where decls[index].fact.kind != .extension { return decls[index].fact.kind }
        return nil
    }

    /// Resolves a written type name to a declared qualified name: exact, then nested in the context,
    /// then by unique simple name. Nil for external types (UIKit, RxFlow) or ambiguous simple names.
    /// A name qualified by a library module (`RxFlow.Step`) matches only a top-level declaration (a
    /// vendored copy of the library), never a nested type of the same name.
    /// A name declared in several modules resolves to the one declaration the code's module or
    /// imports see (`file`, else the file declaring `context`); nil when two are visible.
    package func resolve(_ written: String, from context: String?, file: String? = nil) -> String? {
        let name = written
        if !libraryModules.isEmpty, let dot = TypeIndex.firstDot(name), libraryModules.contains(TypeIndex.prefix(of: name, before: dot)) {
            let local = TypeIndex.suffix(of: name, after: dot)
            return declarations[local] != nil ? local : nil
        }
        if !modulesDeclaring.isEmpty, let declaring = modulesDeclaring[NameKey(TypeIndex.firstComponent(name))] {
            let visible = visibleModules(declaring, from: context, file: file)
            guard visible.count == 1, declarations[visible[0] + "." + name] != nil else { return nil }
            return visible[0] + "." + name
        }
        if declarations[name] != nil { return name }
        if var scope = context, !scopesWithNestedTypes.isEmpty {
            while true {
                let key = NameKey(scope)
                if scopesWithNestedTypes.contains(where: { $0.contains(key) }) {
                    let candidate = scope + "." + name
                    if declarations[candidate] != nil { return candidate }
                }
                guard let dot = TypeIndex.lastDot(scope) else { break }
                scope = TypeIndex.prefix(of: scope, before: dot)
            }
        }
        // The declared names whose last component is the written one's: that name itself, when it
        // had declarations, and the nested types of that name. One match is the answer; among
        // several, the one nested type whose name ends with the whole written name.
        let dot = TypeIndex.lastDot(name)
        let simple = dot.map { TypeIndex.suffix(of: name, after: $0) } ?? name
        // A name without a dot is its own last component, and has no declarations (tested above).
        let hadTopLevel = dot == nil ? !mergedAway.isEmpty && mergedAway.contains(simple) : hadDeclarations(simple)
        let topLevel = hadTopLevel ? simple : nil
        switch nestedBySimpleName[NameKey(simple)] {
        case .one(let match)?:
            if topLevel == nil || match.hasSuffix("." + name) { return match }
        case .several(let matches)?:
            let suffixed = matches.filter { $0.hasSuffix("." + name) }
            if suffixed.count == 1 { return suffixed[0] }
        case .empty?, nil:
            return topLevel
        }
        return nil
    }

    /// Whether `name` was declared, before extensions joined the nested types they extend.
    private func hadDeclarations(_ name: String) -> Bool {
        declarations[name] != nil || (!mergedAway.isEmpty && mergedAway.contains(name))
    }

    /// Inherited names of all declarations of `name`, resolved where possible.
    package func inherited(_ name: String) -> [Inherited] {
        var entries: [Inherited] = []
        for decl in declarations[name] ?? [] {
            for written in decl.fact.inherits {
                entries.append(Inherited(written: written, simple: TypeIndex.simpleName(written),
                                         resolved: resolve(written, from: name), viaExtension: decl.fact.kind == .extension))
            }
        }
        return entries
    }

    /// Types whose inheritance can lead to `root`: the heirs of `root`, of their heirs, and so on.
    package func possibleConformers(to root: String) -> Set<String> {
        var found: Set<String> = []
        var pending = [root]
        while let name = pending.popLast() {
            let inherited = HeirEdges.key(of: name)
            for part in heirs {
                part.forEachHeir(inheriting: inherited) { heir in
                    if found.insert(heir).inserted { pending.append(heir) }
                }
            }
        }
        return found
    }

    /// Whether code of `name` (any declaration or extension) calls `dismiss(…)`.
    package func callsDismiss(_ name: String) -> Bool {
        declarations[name]?.contains { $0.fact.callsDismiss } ?? false
    }

    /// The superclass of a class: its first inherited name, when that is a declared class.
    package func superclass(of name: String) -> String? {
        guard kind(of: name) == .class, let first = primary(name)?.fact.inherits.first,
              let resolved = resolve(first, from: name), kind(of: resolved) == .class else { return nil }
        return resolved
    }

    /// `name` and its superclasses (bounded, cycle-safe).
    package func lineage(_ name: String) -> [String] {
        var chain = [name]
        var current = name
        while chain.count < 32, let parent = superclass(of: current), !chain.contains(parent) {
            chain.append(parent)
            current = parent
        }
        return chain
    }

    /// Every protocol `name` and its superclasses adopt, directly or through protocols refining them:
    /// declared protocols by qualified name, library ones as written (`Flow`, `Stepper`).
    package func adoptedProtocols(_ name: String) -> Set<String> {
        var found: Set<String> = []
        var pending: [String] = lineage(name)
        var visited: Set<String> = []
        while let type = pending.popLast(), found.count < 256 {
            guard visited.insert(type).inserted else { continue }
            for entry in inherited(type) {
                if let resolved = entry.resolved {
                    switch kind(of: resolved) {
                    case .protocol?: if found.insert(resolved).inserted { pending.append(resolved) }
                    case nil: found.insert(resolved)  // a library protocol the code base only extends
                    default: continue
                    }
                } else {
                    found.insert(entry.simple)
                }
            }
        }
        return found
    }

    /// The written first superclass name of a class, following declared classes up to an external one.
    package func externalAncestor(of name: String) -> String? {
        for type in lineage(name) {
            guard let first = primary(type)?.fact.inherits.first else { continue }
            if resolve(first, from: type) == nil { return first }
        }
        return nil
    }

    /// For each root protocol (e.g. "Step"), every declared type that conforms to it: directly, through
    /// protocols refining it, through extensions or through superclasses. Values describe how.
    /// A memoised search per root: each type is decided once (chains are cut at a depth of 256).
    package func conformers(to roots: [String]) -> [String: [String: Conformance]] {
        var all: [String: [String: Conformance]] = [:]
        for root in roots {
            // A code base that declares its own `protocol Step` is not talking about RxFlow's.
            if kind(of: root) == .protocol { all[root] = [:]; continue }
            var search = ConformanceSearch(index: self, root: root)
            var result: [String: Conformance] = [:]
            for name in possibleConformers(to: root).sorted() where kind(of: name) != .protocol {
                if let how = search.conformance(of: name, depth: 0) { result[name] = how }
            }
            all[root] = result
        }
        return all
    }

    /// A property of a type or its superclasses.
    package func property(_ name: String, of type: String) -> PropertyFact? {
        for owner in lineage(type) {
            for decl in declarations[owner] ?? [] {
                if let found = decl.fact.properties.first(where: { $0.name == name }) { return found }
            }
        }
        return nil
    }

    package func typealiasTarget(_ name: String, in type: String) -> String? {
        for owner in lineage(type) {
            for decl in declarations[owner] ?? [] { if let target = decl.fact.typealiases[name] { return target } }
        }
        return nil
    }

    /// The declared type an alias written at `context` stands for (`Entry` with a top-level `typealias
    /// Entry = MenuEntry`, `Row` inside `MenuRenderer` or `MenuRenderer.Row` with `extension MenuRenderer
    /// { typealias Row = MenuEntry }`), followed through aliases of aliases; nil when it is none.
    package func aliasedType(_ written: String, from context: String?) -> String? {
        var name = written
        var scope = context
        for _ in 0..<4 {
            var target: String?
            if let dot = TypeIndex.lastDot(name), let owner = resolve(TypeIndex.prefix(of: name, before: dot), from: context) {
                target = typealiasTarget(TypeIndex.suffix(of: name, after: dot), in: owner)
                scope = owner
            } else {
                var enclosing = context.map { resolve($0, from: nil) ?? $0 }
                while let current = enclosing, target == nil {
                    target = typealiasTarget(name, in: current)
                    if target != nil { scope = current }
                    enclosing = TypeIndex.lastDot(current).map { TypeIndex.prefix(of: current, before: $0) }
                }
                if target == nil { target = topLevelAliases[name] }
            }
            guard let target else { return nil }
            if let declared = resolve(target, from: scope) { return declared }
            name = target
        }
        return nil
    }

    /// The type an expression evaluates to, as a declared qualified name or an external name
    /// (`UINavigationController`). `selfType` is the type the expression appears in.
    /// `file`: where the expression is written, when `selfType` does not say (top-level code).
    package func typeOf(_ expr: ExprRef, selfType: String?, file: String? = nil, depth: Int = 0) -> String? {
        guard depth < 8 else { return nil }
        switch expr {
        case .type(let name, _):
            if ambiguousDeclarations(of: name, from: selfType, file: file) != nil { return nil }
            return resolve(name, from: selfType, file: file) ?? name
        case .selfValue:
            return selfType
        case .parameter(_, let declared):
            return typeOf(declared, selfType: selfType, file: file, depth: depth + 1)
        case .text:
            return nil
        case .member(let base, let name):
            guard let baseType = typeOf(base, selfType: selfType, file: file, depth: depth + 1) else { return nil }
            if declarations[baseType] == nil { return nil }
            // ReactorKit: `reactor` is typed by the view's `typealias Reactor`.
            if name == "reactor", let target = typealiasTarget("Reactor", in: baseType) {
                return resolve(target, from: baseType) ?? target
            }
            guard let found = property(name, of: baseType) else { return nil }
            if let declared = found.declaredType, !declared.hasPrefix("[") {
                // A declared class, struct or enum says what the value is; a protocol or a library type
                // the code base only extends (`extension Stepper`) does not.
                if let resolved = resolve(declared, from: baseType), let kind = kind(of: resolved), kind != .protocol { return resolved }
                // `var viewModel: ViewModelType!` with `typealias ViewModelType = LoginViewModel`.
                if let target = typealiasTarget(declared, in: baseType) { return resolve(target, from: baseType) ?? target }
            }
            // A protocol or library type (`let stepper: Stepper = LoginViewModel()`): the value says more.
            if let value = found.value, let valueType = typeOf(value, selfType: baseType, depth: depth + 1) { return valueType }
            return found.declaredType
        }
    }

    /// Types constructed in the arguments of an expression (`VC.instantiate(withViewModel: VM())`).
    package func hints(of expr: ExprRef) -> [String] {
        switch expr {
        case .type(_, let hints): return hints
        case .member(let base, _), .parameter(_, let base): return hints(of: base)
        default: return []
        }
    }
}

/// The qualified names sharing a last component: most are one name, held without an array.
private enum SimpleNameMatches {
    case empty
    case one(String)
    case several([String])

    mutating func add(_ name: String) {
        switch self {
        case .empty: self = .one(name)
        case .one(let first): self = .several([first, name])
        case .several(var names):
            self = .empty  // the array alone holds its storage: appended in place
            names.append(name)
            self = .several(names)
        }
    }
}
