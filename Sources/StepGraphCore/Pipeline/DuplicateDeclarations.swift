/// Flows and step enums declared twice in one module: Swift builds that only when the files are in
/// different targets the tool does not see (two Xcode apps side by side, read without their
/// projects). The index holds both under one name and the model keeps one, so which one runs is
/// not known. Each declaration becomes an ambiguity whose candidates are the steps whose verdict it
/// could change, and only the rules that read those verdicts stay silent about them.
package enum DuplicateDeclarations {
    /// The ambiguities of the model's flows and step enums declared (not extended) in two or more
    /// files of one module. Declarations in one file are `#if` alternatives (the scanner keeps
    /// every branch), which compile: they are not counted. A flow a front end already made a
    /// flow ambiguity for (it read every declaration's arms) is left to it.
    package static func ambiguities(in model: NavigationModel, index: TypeIndex) -> [Ambiguity] {
        var found: [Ambiguity] = []
        for stepEnum in model.stepEnums {
            guard let sites = sites(of: stepEnum.name, index: index) else { continue }
            // A case every declaration has is a case whichever runs.
            let caseSets = sites.map { Set($0.fact.cases.map(\.name)) }
            let everywhere = caseSets.dropFirst().reduce(caseSets[0]) { $0.intersection($1) }
            let unsure = caseSets.reduce(into: Set<String>()) { $0.formUnion($1) }.subtracting(everywhere)
            guard !unsure.isEmpty else { continue }
            found += ambiguities(stepEnum.name, at: sites, candidates: unsure.map { stepEnum.name + "." + $0 }.sorted(),
                                 what: "which of its cases are steps", kind: .stepEnum)
        }
        let madeByFrontEnds = Set(model.ambiguities.compactMap(\.flowDeclaredTwice))
        for flow in model.flows where !madeByFrontEnds.contains(flow.name) {
            guard let sites = sites(of: flow.name, index: index) else { continue }
            // Which steps the other declaration handles is not known: any step of the type the flow
            // receives (a coordinator's route type, the enum its switch reads) may be one, or any
            // step of the module where that type is not known.
            let modules = Set(sites.map { index.modules.module(ofFile: $0.file) })
            let received = Set(flow.stepTypes.map(TypeIndex.simpleName))
            var steps = Set(flow.arms.flatMap(\.steps))
            for stepEnum in model.stepEnums where modules.contains(index.modules.module(ofFile: stepEnum.file))
                && (received.isEmpty || received.contains(TypeIndex.simpleName(stepEnum.name))) {
                steps.formUnion(stepEnum.cases.map { stepEnum.name + "." + $0.name })
            }
            found += flowAmbiguities(flow.name, at: sites, handling: steps)
        }
        return found
    }

    /// The ambiguities of a flow declared at `sites` whose declarations' arms handle `steps`.
    package static func flowAmbiguities(_ flow: String, at sites: [TypeIndex.Declaration], handling steps: Set<String>) -> [Ambiguity] {
        ambiguities(flow, at: sites, candidates: [flow] + steps.sorted(), what: "which steps it handles", kind: .flow)
    }

    /// The primary declarations of `name`, when they are in two or more files; nil otherwise.
    package static func sites(of name: String, index: TypeIndex) -> [TypeIndex.Declaration]? {
        guard let declarations = index.declarations[name] else { return nil }
        let primary = declarations.filter { $0.fact.kind != .extension && $0.fact.kind != .protocol }
        guard let first = primary.first, primary.contains(where: { $0.file != first.file }) else { return nil }
        return primary
    }

    private static func ambiguities(_ name: String, at sites: [TypeIndex.Declaration], candidates: [String],
                                    what: String, kind: Ambiguity.DeclaredTwice) -> [Ambiguity] {
        let places = sites.map { "\($0.file):\($0.fact.line)" }.joined(separator: ", ")
        let message = "'\(name)' is declared more than once in one module (\(places)), as separate targets or apps declare it; "
            + "which declaration runs is not known, nor \(what)"
        return sites.map {
            Ambiguity(name: name, file: $0.file, line: $0.fact.line, candidates: candidates, message: message, declaredTwice: kind)
        }
    }
}
