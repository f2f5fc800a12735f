/// Flows and step enums declared twice in one module: Swift builds that only when the files are in
/// different targets the tool does not see (two Xcode apps side by side, read without their
/// projects). The index holds both under one name and the model keeps one, so which one runs is
/// not known: each declaration becomes an ambiguity whose candidates are the steps a finding could
/// depend on, and the rules that read ambiguous steps stay silent about them.
enum DuplicateDeclarations {
    /// The ambiguities of the model's flows and step enums declared (not extended) in two or more
    /// files of one module. Declarations in one file are `#if` alternatives (the scanner keeps
    /// every branch), which compile: they are not counted.
    static func ambiguities(in model: NavigationModel, index: TypeIndex) -> [Ambiguity] {
        var found: [Ambiguity] = []
        for stepEnum in model.stepEnums {
            guard let sites = sites(of: stepEnum.name, index: index) else { continue }
            let steps = Set(sites.flatMap { site in site.fact.cases.map { stepEnum.name + "." + $0.name } })
            found += ambiguities(stepEnum.name, at: sites, candidates: steps.sorted(), what: "which of its cases are steps")
        }
        for flow in model.flows {
            guard let sites = sites(of: flow.name, index: index) else { continue }
            // Which steps the other declaration handles is not known: any step of the module may be one.
            let modules = Set(sites.map { index.modules.module(ofFile: $0.file) })
            var steps = Set(flow.arms.flatMap(\.steps))
            for stepEnum in model.stepEnums where modules.contains(index.modules.module(ofFile: stepEnum.file)) {
                steps.formUnion(stepEnum.cases.map { stepEnum.name + "." + $0.name })
            }
            found += ambiguities(flow.name, at: sites, candidates: [flow.name] + steps.sorted(), what: "which steps it handles")
        }
        return found
    }

    /// The primary declarations of `name`, when they are in two or more files; nil otherwise.
    private static func sites(of name: String, index: TypeIndex) -> [TypeIndex.Declaration]? {
        guard let declarations = index.declarations[name] else { return nil }
        let primary = declarations.filter { $0.fact.kind != .extension && $0.fact.kind != .protocol }
        guard let first = primary.first, primary.contains(where: { $0.file != first.file }) else { return nil }
        return primary
    }

    private static func ambiguities(_ name: String, at sites: [TypeIndex.Declaration], candidates: [String],
                                    what: String) -> [Ambiguity] {
        let places = sites.map { "\($0.file):\($0.fact.line)" }.joined(separator: ", ")
        let message = "'\(name)' is declared more than once in one module (\(places)), as separate targets or apps declare it; "
            + "which declaration runs is not known, nor \(what)"
        return sites.map { Ambiguity(name: name, file: $0.file, line: $0.fact.line, candidates: candidates, message: message) }
    }
}
