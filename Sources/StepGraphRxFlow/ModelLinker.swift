import StepGraphCore
/// Links every file's RxFlow facts into the `NavigationModel`, in one pass after extraction.
/// The result is sorted, so it does not depend on file order or scheduling.
struct ModelLinker {
    let context: LinkContext
    let files: [RxFlowFileFacts]

    init(context: LinkContext) {
        self.context = context
        files = context.files.claimedFacts(RxFlowFileFacts.self)
    }

    func link(into model: inout NavigationModel) {
        let index = context.index
        let (step, stepper, flow) = (RxFlowWord.Step.spelling, RxFlowWord.Stepper.spelling, RxFlowWord.Flow.spelling)
        let conformance = index.conformers(to: [step, stepper, flow])
        let stepConformers = conformance[step]!
        let stepperConformers = conformance[stepper]!
        let flowConformers = conformance[flow]!
        let resolver = StepResolver(index: index, stepConformers: stepConformers, aliases: files.flatMap(\.aliases))

        var methodsByOwner: [String: [FlowLinker.Method]] = [:]
        for file in files {
            for fact in file.functions {
                let owner = index.resolve(fact.owner, from: nil, file: file.path) ?? fact.owner
                let site = owner.isEmpty ? nil : owner
                let separated = fact.separatingValueArms { resolver.isStepContext($0, from: site) }
                methodsByOwner[owner, default: []].append(FlowLinker.Method(fact: separated, file: file.path))
            }
        }

        model.stepEnums = stepEnums(resolver: resolver, conformers: stepConformers, index: index)
        model.otherStepTypes = stepConformers.keys.compactMap { name -> StepType? in
            guard let kind = index.kind(of: name), kind != .enum, kind != .protocol, let decl = index.primary(name) else { return nil }
            return StepType(name: name, kind: kind, file: decl.file, line: decl.fact.line)
        }.sorted { $0.name < $1.name }

        // Emissions, resolved.
        let linkedEmissions = EmissionLinker(index: index, resolver: resolver, stepperConformers: stepperConformers).link(files)
        var ambiguities = linkedEmissions.ambiguities
        var unresolved = linkedEmissions.unresolved
        // Taken over, not shared: appending and sorting below then move the emissions instead of copying them.
        var emissions = (consume linkedEmissions).emissions

        // Steppers and what they emit (own emissions; superclasses' are added for routing).
        let stepperNames = stepperConformers.keys.filter { index.kind(of: $0) != .protocol }
        var ownSteps: [String: Set<String>] = [:]
        var initialSteps: [String: [String]] = [:]
        for emission in emissions where emission.how.isPossibleEmission {
            guard let emitter = emission.emitter else { continue }
            ownSteps[emitter, default: []].insert(emission.step)
            if emission.how == .initialStep && !(initialSteps[emitter] ?? []).contains(emission.step) {
                initialSteps[emitter, default: []].append(emission.step)
            }
        }
        let stepperSteps: (String) -> [String] = { type in
            Array(index.lineage(type).reduce(into: Set<String>()) { $0.formUnion(ownSteps[$1] ?? []) }).sorted()
        }
        let inherited = InheritedEmissions(index: index, emissions: emissions, methodsByOwner: methodsByOwner,
                                           readFiles: Set(files.map(\.path)))
        model.steppers = stepperNames.compactMap { name -> StepperModel? in
            guard let decl = index.primary(name) else { return nil }
            // Its superclasses and protocols declared in the code base: an instance may be handed over as one.
            let supertypes = (index.lineage(name).dropFirst() + index.adoptedProtocols(name)).filter { index.kind(of: $0) != nil }
            let inheritedSteps = inherited.steps(of: name)
            return StepperModel(type: name, file: decl.file, line: decl.fact.line, column: decl.fact.column,
                                emits: Array(ownSteps[name] ?? []).sorted(), initialStep: initialSteps[name]?.first,
                                supertypes: supertypes.isEmpty ? nil : Array(Set(supertypes)).sorted(),
                                inheritedEmits: inheritedSteps.isEmpty ? nil : inheritedSteps)
        }.sorted { $0.type < $1.type }

        // Flows.
        // Types with a `navigate(to:)` of their own, and Flow subclasses inheriting one.
        let (navigate, to) = (RxFlowWord.navigate.spelling, RxFlowWord.to.spelling)  // spelled once, not per method
        func declaresNavigate(_ owner: String) -> Bool {
            (methodsByOwner[owner] ?? []).contains { method in
                method.fact.name == navigate && method.fact.labels.first == to
                    && (flowConformers[owner] != nil || method.fact.returnsNavigation)
            }
        }
        let flowNames = Array(Set(methodsByOwner.keys.filter(declaresNavigate)).union(flowConformers.keys.filter { type in
            index.kind(of: type) == .class && index.lineage(type).dropFirst().contains(where: declaresNavigate)
        }))
        var stepperProperties: [String: [String: StepperExpr]] = [:]
        for file in files {
            for property in file.stepperProperties {
                let owner = index.resolve(property.owner, from: nil, file: file.path) ?? property.owner
                stepperProperties[owner, default: [:]][property.name] = property.stepper
            }
        }
        var computedSteps: [String: [String: [StepRef]]] = [:]
        for file in files {
            for property in file.computedSteps {
                let owner = index.resolve(property.owner, from: nil, file: file.path) ?? property.owner
                computedSteps[property.name, default: [:]][owner, default: []] += property.refs
            }
        }
        let flowLinker = FlowLinker(index: index, resolver: resolver, flowTypes: Set(flowNames),
                                    methodsByOwner: methodsByOwner, stepperSteps: stepperSteps,
                                    stepperProperties: stepperProperties, computedSteps: computedSteps)
        var coordinations: [Coordination] = []
        let constructed = context.constructed
        // Flows are independent of each other: link them on all cores, keep them in name order.
        let names = flowNames.sorted()
        let linkedFlows = ConcurrentMap.map(names) { name -> FlowLinker.LinkedFlow in
            flowLinker.link(flow: name, isStepper: stepperConformers[name] != nil,
                                   isInstantiated: constructed.contains(TypeNameHash.of(TypeIndex.simpleName(name))))
        }
        // A base flow's code runs in the flows that subclass it.
        var subclasses: [String: [String]] = [:]
        for name in names {
            for base in index.lineage(name).dropFirst() where base != name && flowNames.contains(base) {
                subclasses[base, default: []].append(name)
            }
        }
        for linked in linkedFlows {
            var flow = linked.model
            flow.subclasses = subclasses[flow.name]
            model.flows.append(flow)
            coordinations += linked.children
            ambiguities += linked.ambiguities
            unresolved += linked.unresolved
        }
        // A flow declared in several files of one module: which one runs is not known, so neither
        // is what it does with the steps it receives; each declaration's arms are read for that.
        // What any declaration forwards, contributes or starts is written in the app: not dead.
        for (name, linked) in zip(names, linkedFlows) {
            guard let sites = DuplicateDeclarations.sites(of: name, index: index) else { continue }
            var handled = Set(linked.model.arms.flatMap(\.steps))
            for site in sites {
                let copy = flowLinker.link(flow: name, isStepper: stepperConformers[name] != nil, isInstantiated: true,
                                           declaredIn: site.file)
                handled.formUnion(copy.model.arms.flatMap(\.steps))
                emissions += linked.references(producedOnlyBy: copy)
            }
            ambiguities += DuplicateDeclarations.flowAmbiguities(name, at: sites, handling: handled)
        }

        // Root coordinations; a missing stepper means RxFlow's DefaultStepper (RxFlowStep.home).
        for file in files {
            for raw in file.coordinations {
                guard let flow = index.typeOf(raw.flow, selfType: raw.enclosingType, file: file.path) else {
                    if let candidates = index.ambiguousType(of: raw.flow, selfType: raw.enclosingType, file: file.path) {
                        ambiguities.append(Ambiguity(name: TypeIndex.simpleName(candidates[0]), file: file.path, line: raw.line,
                                                     candidates: candidates,
                                                     message: TypeIndex.moduleAmbiguityMessage(candidates, what: "the flow coordinated here")))
                    }
                    continue
                }
                var steps: [String] = []
                var stepper: String?
                if let stepperExpr = raw.stepper {
                    stepper = flowLinker.stepperType(stepperExpr, flow: raw.enclosingType ?? flow)
                    steps = flowLinker.steps(of: stepperExpr, flow: raw.enclosingType ?? flow, file: file.path,
                                             ambiguities: &ambiguities)
                    if case .value(.type) = stepperExpr, let type = stepper, let initial = initialSteps[type] { steps = initial }
                    if let unread = unreadStart(stepperExpr, stepper: stepper, readSteps: steps, initialSteps: initialSteps,
                                                flow: flow, file: file.path, line: raw.line) {
                        unresolved.append(unread)
                    }
                } else {
                    stepper = RxFlowWord.DefaultStepper.spelling
                    steps = ["RxFlowStep.home"]
                    emissions.append(Emission(step: "RxFlowStep.home", file: file.path, line: raw.line, column: raw.column,
                                              how: .defaultStepper,
                                              enclosingType: raw.enclosingType, emitter: nil))
                }
                coordinations.append(Coordination(kind: .root, flow: flow, parentFlow: nil, stepper: stepper,
                                                  steps: steps.sorted(), startSteps: steps.sorted(), file: file.path,
                                                  line: raw.line, column: raw.column, embedding: nil,
                                                  stepperInstance: raw.stepperInstance.flatMap {
                                                      flowLinker.instanceName($0, owner: raw.enclosingType, file: file.path)
                                                  },
                                                  composedSteppers: flowLinker.composedSteppers(raw.stepper, flow: raw.enclosingType ?? flow)))
            }
        }

        sortInSourceOrder(&emissions)
        model.emissions = emissions
        model.coordinations = coordinations.sorted {
            ($0.kind, $0.file, $0.line, $0.flow) < ($1.kind, $1.file, $1.line, $1.flow)
        }
        // A type the app declares itself (its own `protocol Coordinator`) is not RxFlow's deprecated one.
        func declaredByTheApp(_ api: String) -> Bool {
            let typeName = String(api.prefix { $0.isLetter })
            guard typeName.first?.isUppercase == true, let decl = index.primary(typeName) else { return false }
            return decl.fact.kind != .extension
        }
        // Only where RxFlow is imported (or vendored) is `Coordinator` or `.stepNotHandled` RxFlow's.
        let seeingRxFlow = context.filesSeeingLibrary(of: RxFlowFrontEnd())
        model.legacyAPIUses = files.filter { seeingRxFlow.contains($0.path) }.flatMap { file in
            file.legacyAPIUses.filter { !declaredByTheApp($0.api) }.map { use in
                let module = index.modules.module(ofFile: file.path)
                return LegacyAPIUse(api: use.api, replacement: use.replacement, file: file.path, line: use.line, column: use.column,
                                    enclosingType: use.enclosingType, module: module.isEmpty ? nil : module)
            }
        }.sorted { ($0.file, $0.line, $0.column) < ($1.file, $1.line, $1.column) }
        model.ambiguities += ambiguities
        model.unresolved += unresolved.sorted { ($0.file, $0.line, $0.subject, $0.detail) < ($1.file, $1.line, $1.subject, $1.detail) }
    }

    /// The root flow's first step when the tool cannot read it: `OneStepper(withSingleStep:)` given
    /// a value it cannot name (a parameter, a stored or computed property), or a stepper whose
    /// `initialStep` returns no step it can read (the location is that `initialStep`).
    private func unreadStart(_ expr: StepperExpr, stepper: String?, readSteps: [String], initialSteps: [String: [String]],
                             flow: String, file: String, line: Int) -> Unresolved? {
        let initialStep = RxFlowWord.initialStep.spelling
        switch expr {
        case .oneStepper where readSteps.isEmpty:
            return Unresolved(kind: .start, subject: flow, detail: "OneStepper(withSingleStep: …)", file: file, line: line)
        case .value:
            guard let stepper, initialSteps[stepper] == nil else { return nil }
            for owner in context.index.lineage(stepper) {
                for decl in context.index.declarations[owner] ?? [] {
                    guard let property = decl.fact.properties.first(where: { $0.name == initialStep }) else { continue }
                    return Unresolved(kind: .start, subject: flow, detail: "\(stepper).\(initialStep)", file: decl.file, line: property.line)
                }
            }
            return nil
        default:
            return nil
        }
    }

    /// Emissions by file, line, step and kind, ties in link order. Each is keyed by two integers
    /// (file and line; step, kind and its position), the strings hashed once per emission, and the
    /// emissions are swapped into place: five million emissions on one line are neither compared as
    /// strings nor copied.
    private func sortInSourceOrder(_ emissions: inout [Emission]) {
        // First-seen ids, then ranks in string order (`id → rank`).
        var fileIDs: [String: Int] = [:], stepIDs: [String: Int] = [:]
        func id(_ text: String, in ids: inout [String: Int]) -> Int {
            if let known = ids[text] { return known }
            ids[text] = ids.count
            return ids.count - 1
        }
        var ids: [(file: UInt32, step: UInt32)] = []
        ids.reserveCapacity(emissions.count)
        // Neighbours mostly share a file (and a kind): compared, not hashed.
        var lastFile: (text: String, id: Int)?
        for k in emissions.indices {
            let file: Int
            if let last = lastFile, last.text == emissions[k].file { file = last.id } else {
                file = id(emissions[k].file, in: &fileIDs)
                lastFile = (emissions[k].file, file)
            }
            ids.append((UInt32(file), UInt32(id(emissions[k].step, in: &stepIDs))))
        }
        func ranks(_ ids: [String: Int]) -> [UInt64] {
            var rank = [UInt64](repeating: 0, count: ids.count)
            for (position, entry) in ids.sorted(by: { $0.key < $1.key }).enumerated() { rank[entry.value] = UInt64(position) }
            return rank
        }
        let fileRank = ranks(fileIDs), stepRank = ranks(stepIDs)
        let kinds = EmissionKind.allCases.sorted()
        // (file, line) in one word; (step, kind, position) in the other: a line and a position fit 32 bits, a kind 8.
        var keys: [(UInt64, UInt64)] = []
        keys.reserveCapacity(emissions.count)
        var lastKind: (kind: EmissionKind, rank: UInt64)?
        for k in emissions.indices {
            let kind: UInt64
            if let last = lastKind, last.kind == emissions[k].how { kind = last.rank } else {
                kind = UInt64(kinds.firstIndex(of: emissions[k].how) ?? 0)
                lastKind = (emissions[k].how, kind)
            }
            keys.append((fileRank[Int(ids[k].file)] << 32 | UInt64(UInt32(truncatingIfNeeded: emissions[k].line)),
                         stepRank[Int(ids[k].step)] << 40 | kind << 32 | UInt64(k)))
        }
        ids = []
        keys.sort { $0 < $1 }
        var order = keys.map { Int($0.1 & 0xFFFF_FFFF) }
        keys = []
        // Position `i` takes the emission at `order[i]`: follow each cycle of the permutation.
        for start in emissions.indices where order[start] != start {
            var position = start
            while order[position] != start {
                let next = order[position]
                emissions.swapAt(position, next)
                order[position] = position
                position = next
            }
            order[position] = position
        }
    }

    private func stepEnums(resolver: StepResolver, conformers: [String: Conformance], index: TypeIndex) -> [StepEnum] {
        resolver.enums.keys.compactMap { name -> StepEnum? in
            guard let decl = index.primary(name), decl.fact.kind == .enum else { return nil }
            let cases = decl.fact.cases.map { c in
                StepCase(name: c.name, line: c.line, column: c.column, associatedValues: c.associatedValues,
                         payloadStepType: c.payloadType.flatMap { resolver.stepEnum(named: $0, from: name) })
            }
            return StepEnum(name: name, file: decl.file, line: decl.fact.line, cases: cases,
                            conformance: conformers[name] ?? .direct)
        }.sorted { $0.name < $1.name }
    }
}
