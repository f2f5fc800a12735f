import StepGraphCore
/// Every FunctionalNavigationFlowKit fact of the code base, indexed by name for the link stage, with
/// the type questions the link stage asks (is this a screen, a container; what type is this receiver).
struct FNFKProgram {
    /// A fact and the file it was read from.
    struct Located<Fact> {
        var fact: Fact
        var file: String
    }

    let index: TypeIndex
    private(set) var flowFunctions: [String: [Located<FlowFunction>]] = [:]
    private(set) var storedFlows: [String: [Located<StoredFlow>]] = [:]
    private(set) var methods: [String: [Located<MethodBody>]] = [:]
    private(set) var initializers: [String: [InitializerSignature]] = [:]
    private(set) var factories: [String: [Located<ScreenFactory>]] = [:]
    private(set) var runs: [Located<FlowRun>] = []
    private(set) var usesByName: [String: [Located<ValueUse>]] = [:]
    private(set) var typedNames: [String: [String: String]] = [:]
    /// Files this front end read (claimed or looked at again).
    private(set) var readFiles: Set<String> = []
    /// Files that declare the library's own factories (a vendored copy): not the app's.
    private(set) var libraryFiles: Set<String> = []

    init(files: [FNFKFileFacts], index: TypeIndex) {
        self.index = index
        for file in files {
            readFiles.insert(file.path)
            // A vendored copy of the library declares `func PushFlow(…) -> Flow` and its siblings.
            if file.flowFunctions.contains(where: { $0.owner.isEmpty && FlowTreeParser.libraryFactoryNames.contains($0.name) }) {
                libraryFiles.insert(file.path)
                continue
            }
            for function in file.flowFunctions { flowFunctions[function.name, default: []].append(Located(fact: function, file: file.path)) }
            for stored in file.storedFlows { storedFlows[stored.name, default: []].append(Located(fact: stored, file: file.path)) }
            for method in file.methods { methods[method.name, default: []].append(Located(fact: method, file: file.path)) }
            for signature in file.initializers { initializers[signature.owner, default: []].append(signature) }
            for factory in file.screenFactories { factories[factory.name, default: []].append(Located(fact: factory, file: file.path)) }
            runs += file.runs.map { Located(fact: $0, file: file.path) }
            for use in file.uses { usesByName[use.name, default: []].append(Located(fact: use, file: file.path)) }
            for typed in file.typedNames { typedNames[typed.owner, default: [:]][typed.name] = typed.type }
        }
    }

    // MARK: lookups

    /// Flow function names, sorted (the order the link stage walks them in).
    var flowFunctionNames: [String] { flowFunctions.keys.sorted() }
    var storedFlowNames: [String] { storedFlows.keys.sorted() }

    func flowFunctions(named name: String) -> [Located<FlowFunction>] {
        (flowFunctions[name] ?? []).sorted { ($0.file, $0.fact.line) < ($1.file, $1.fact.line) }
    }

    func storedFlows(named name: String) -> [Located<StoredFlow>] {
        (storedFlows[name] ?? []).sorted { ($0.file, $0.fact.line) < ($1.file, $1.fact.line) }
    }

    func initializers(of owner: String) -> [InitializerSignature] { initializers[owner] ?? [] }

    /// Method and function names, sorted (outside flow functions).
    var methodNames: [String] { methods.keys.sorted() }

    func methods(named name: String) -> [Located<MethodBody>] {
        (methods[name] ?? []).sorted { ($0.file, $0.fact.owner) < ($1.file, $1.fact.owner) }
    }

    /// The flow function `name` (preferring one declared in `owner` when several share the name).
    func flowFunction(_ name: String, owner: String?) -> Located<FlowFunction>? {
        guard let candidates = flowFunctions[name] else { return nil }
        return candidates.first { $0.fact.owner == owner } ?? candidates.first { $0.fact.owner.isEmpty } ?? candidates.first
    }

    func storedFlow(_ name: String, owner: String?) -> Located<StoredFlow>? {
        guard let candidates = storedFlows[name] else { return nil }
        return candidates.first { $0.fact.owner == owner } ?? (candidates.count == 1 ? candidates[0] : nil)
    }

    /// The methods a call of `name` reaches: those of `owner` and its superclasses (extensions
    /// included) when the caller's type is known and declares one; otherwise, or when the receiver
    /// could not be typed (`owner` nil), every method of that name that runs flows.
    func methods(_ name: String, owner: String?) -> [Located<MethodBody>] {
        guard let candidates = methods[name] else { return [] }
        if let owner {
            let lineage = Set(index.declarations[owner] == nil ? [owner] : index.lineage(owner))
            let own = candidates.filter { lineage.contains($0.fact.owner) }
            if !own.isEmpty { return own }
        }
        return candidates.filter(\.fact.runsFlows)
    }

    /// A type, its superclasses and its subclasses: code of any of them can use an inherited member.
    func family(of owner: String) -> Set<String> {
        var members = Set(index.lineage(owner))
        for heir in index.possibleConformers(to: owner) where index.lineage(heir).contains(owner) { members.insert(heir) }
        return members
    }

    /// The factory `Owner.name` (or a free function `name`) that returns a controller.
    func screenFactory(_ name: String, qualifier: String?) -> Located<ScreenFactory>? {
        guard let candidates = factories[name] else { return nil }
        if let qualifier { return candidates.first { $0.fact.owner == qualifier || $0.fact.owner.hasSuffix("." + qualifier) } }
        return candidates.first { $0.fact.owner.isEmpty } ?? (candidates.count == 1 ? candidates[0] : nil)
    }

    /// The parameter name an initializer of `owner` gives the argument labelled `label` at `index`
    /// (a memberwise initializer's label is its property's name).
    func parameterName(of owner: String, label: String?, index: Int) -> String? {
        for signature in initializers[owner] ?? [] {
            if let label, let position = signature.labels.firstIndex(of: label) { return signature.names[position] }
            if label == nil, index < signature.labels.count, signature.labels[index] == "_" { return signature.names[index] }
        }
        return label
    }

    // MARK: types

    /// The names a type and its superclasses go by, ending with the first external one (`UIViewController`).
    func ancestry(_ name: String) -> [String] {
        let resolved = index.resolve(name, from: nil) ?? name
        let lineage = index.declarations[resolved] == nil ? [name] : index.lineage(resolved)
        return lineage + [index.externalAncestor(of: resolved)].compactMap { $0 }
    }

    /// A view controller: a class whose ancestry reaches a `…Controller`, or an undeclared `…Controller`.
    func isScreenType(_ name: String) -> Bool {
        guard let first = name.utf8.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z") else { return false }
        return ancestry(name).contains { $0.hasSuffix("Controller") }
    }

    /// A controller that holds other screens: a navigation stack, a tab bar, a split view, a page view.
    /// Judged by the types the code base does not declare (UIKit's, a pod's): the app's own
    /// `PageViewController: UIViewController` is a screen, whatever its name says.
    func containerKind(_ name: String) -> ContainerKind? {
        for type in ancestry(name) where index.declarations[index.resolve(type, from: nil) ?? type] == nil {
            if type.hasSuffix("NavigationController") { return .stack }
            if type.hasSuffix("TabBarController") { return .tabs }
            if type.hasSuffix("SplitViewController") { return .split }
            if type.hasSuffix("PageViewController") { return .pages }
        }
        return nil
    }

    /// Where `type` is declared, when the code base declares it.
    func declaration(of type: String) -> (file: String, line: Int)? {
        guard let resolved = index.resolve(type, from: nil), let primary = index.primary(resolved) else { return nil }
        return (primary.file, primary.fact.line)
    }

    /// The declared type of member or local `name` as seen from code of `owner`.
    func memberType(_ name: String, of owner: String) -> String? {
        for type in index.declarations[owner] == nil ? [owner] : index.lineage(owner) {
            if let property = index.property(name, of: type) {
                if let declared = property.declaredType { return stripped(declared) }
                if let value = property.value, let valueType = index.typeOf(value, selfType: type) { return stripped(valueType) }
            }
            if let typed = typedNames[type]?[name] { return stripped(typed) }
        }
        return nil
    }

    /// The type a receiver chain (`routes`, `viewModel.routes`, `Session.shared`) denotes in code of
    /// `owner`; nil when the tool cannot tell.
    func receiverType(_ chain: [String], in owner: String) -> String? {
        var current = owner
        for (position, name) in chain.enumerated() {
            if name == "super", position == 0 { guard let parent = index.superclass(of: owner) else { return nil }; current = parent; continue }
            if position == 0, let first = name.utf8.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z") {
                current = index.resolve(name, from: owner) ?? name
                continue
            }
            guard let next = memberType(name, of: current) else { return nil }
            current = index.resolve(next, from: current) ?? next
        }
        return current
    }

    private func stripped(_ type: String) -> String {
        var name = Substring(type)
        while name.hasSuffix("?") || name.hasSuffix("!") { name = name.dropLast() }
        return String(name)
    }
}
