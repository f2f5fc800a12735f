import StepGraphCore
/// Resolves every file's emission facts into the model's emissions: direct sites (`steps.accept`,
/// bind chains, `OneStepper`…), calls to emission helpers (emitted by the receiver's type), implicit
/// `.case` values in typed positions (possible emissions), references, and the emissions the tool
/// cannot read (recorded as unresolved).
struct EmissionLinker {
    let index: TypeIndex
    let resolver: StepResolver
    let stepperConformers: [String: Conformance]

    struct Linked {
        var emissions: [Emission] = []
        var ambiguities: [Ambiguity] = []
        var unresolved: [Unresolved] = []
    }

    private struct Position: Hashable { var file: String; var line: Int; var column: Int }

    func link(_ files: [RxFlowFileFacts]) -> Linked {
        var linked = Linked()
        let lookups = TypeLookupCache(index: index)
        let helpers = EmitterHelperTable(index: index, helpers: files.flatMap(\.emitterHelpers),
                                         forwards: files.flatMap(\.parameterForwards), lookups: lookups)
        // Calls to emission helpers first: their positions are not also typed references or mentions.
        var viaHelper: Set<Position> = []
        for file in files {
            for call in file.stepArgumentCalls {
                guard let (helper, emitter) = helpers.match(call.call, argumentIndex: call.argumentIndex) else { continue }
                let site = call.call.enclosingType.map { index.qualified($0, inFile: file.path) }
                let context = TypedSlotResolver.parameterContext(helper.parameterType, resolver: resolver, site: site)
                for ref in call.refs {
                    // The payload's references too (`.auth(.done)`): they are this emission.
                    var pending = [ref]
                    while let inner = pending.popLast() {
                        viaHelper.insert(Position(file: file.path, line: inner.line, column: inner.column))
                        pending += inner.payload
                    }
                    add(ref, context: context, how: .helper, site: site, emitter: emitter, file: file.path, into: &linked)
                }
            }
        }
        for file in files {
            for raw in file.emissions where !viaHelper.contains(Position(file: file.path, line: raw.step.line, column: raw.step.column)) {
                let site = raw.enclosingType.map { index.qualified($0, inFile: file.path) }
                let written = raw.emitter.flatMap { index.typeOf($0, selfType: site, file: file.path) } ?? site
                let first = linked.emissions.count
                add(raw.step, context: raw.context, how: raw.how, site: site,
                    emitter: raw.how == .reference ? nil : written, file: file.path, into: &linked)
                if raw.isFallback { for k in first..<linked.emissions.count { linked.emissions[k].isFallback = true } }
                // Emitted on the type's own `steps`: a subclass that does not override the member inherits it.
                if raw.emitter == nil, let member = raw.member {
                    for k in first..<linked.emissions.count where linked.emissions[k].emitter == linked.emissions[k].enclosingType {
                        linked.emissions[k].member = member
                    }
                }
            }
        }
        // Only a code base with step enums of its own has typed step positions.
        if resolver.hasDeclaredEnums && files.contains(where: { !$0.typedRefs.isEmpty }) {
            linkTypedReferences(files, lookups: lookups, skipping: viaHelper, into: &linked)
        }
        for file in files {
            for opaque in file.opaqueEmissions {
                let site = opaque.enclosingType.map { index.qualified($0, inFile: file.path) }
                let written = opaque.emitter.flatMap { index.typeOf($0, selfType: site, file: file.path) } ?? site
                linked.unresolved.append(Unresolved(kind: .emission, subject: written.map { index.resolve($0, from: nil, file: file.path) ?? $0 } ?? "",
                                                    detail: opaque.detail, file: file.path, line: opaque.line))
            }
        }
        return linked
    }

    /// Implicit `.case` values in typed positions. A position's contexts are read once per slot and
    /// site, and a payload-free value resolved once per position and case name: an array of a million
    /// literals costs a lookup per literal, not a type parse.
    private func linkTypedReferences(_ files: [RxFlowFileFacts], lookups: TypeLookupCache, skipping viaHelper: Set<Position>,
                                     into linked: inout Linked) {
        struct SlotKey: Hashable { var slot: TypedSlot; var site: String? }
        let slots = TypedSlotResolver(index: index, resolver: resolver, signatures: files.flatMap(\.signatures), lookups: lookups)
        var contextsOf: [SlotKey: [StepContext]] = [:]
        // Room for one emission per value, made once rather than by doubling (five million values).
        linked.emissions.reserveCapacity(linked.emissions.count + files.reduce(0) { $0 + $1.typedRefs.reduce(0) { $0 + $1.refs.count } })
        for file in files {
            let path = file.path
            for typed in file.typedRefs {
                let site = typed.enclosingType.map { index.qualified($0, inFile: path) }
                let key = SlotKey(slot: typed.slot, site: site)
                let contexts: [StepContext]
                if let known = contextsOf[key] {
                    contexts = known
                } else {
                    contexts = slots.contexts(of: typed.slot, enclosingType: site)
                    contextsOf[key] = contexts
                }
                guard !contexts.isEmpty else { continue }
                let emitter = stepperEmitter(site, file: path)
                var stepsOfCase: [String: StepResolver.Steps] = [:]
                for ref in typed.refs where viaHelper.isEmpty || !viaHelper.contains(Position(file: path, line: ref.line, column: ref.column)) {
                    let found: StepResolver.Steps
                    if ref.payload.isEmpty && ref.qualifier == nil {
                        if let known = stepsOfCase[ref.caseName] {
                            found = known
                        } else {
                            found = resolver.steps(of: ref, in: contexts, from: site)
                            stepsOfCase[ref.caseName] = found
                        }
                    } else {
                        found = resolver.steps(of: ref, in: contexts, from: site)
                    }
                    for id in found.ids {
                        linked.emissions.append(Emission(step: id, file: path, line: ref.line, column: ref.column, how: .typed,
                                                         enclosingType: site, emitter: emitter))
                    }
                    if !found.ambiguous.isEmpty { linked.ambiguities.append(ambiguity(ref, found.ambiguous, file: path)) }
                }
            }
        }
    }

    private func add(_ ref: StepRef, context: StepContext, how: EmissionKind, site: String?, emitter: String?, file: String,
                     into linked: inout Linked) {
        let found = resolver.steps(of: ref, in: [context], from: site)
        for id in found.ids { linked.emissions.append(emission(id, ref, how: how, site: site, emitter: emitter, file: file)) }
        if !found.ambiguous.isEmpty { linked.ambiguities.append(ambiguity(ref, found.ambiguous, file: file)) }
        // A call that is no step (`Cell.Dependencies(intent: AppStep.about)`, `Box.later(QuizStep.score)` put
        // into `steps`, `Observable.combineLatest(a, b, resultSelector: QuizStep.levelChosen)` returned from
        // `adapt(step:)`): the qualified steps it is given are what the site uses, as the site uses it.
        if found.ids.isEmpty && found.ambiguous.isEmpty {
            for inner in ref.payload where inner.qualifier != nil {
                add(inner, context: .type(inner.qualifier ?? ""), how: how, site: site, emitter: emitter, file: file, into: &linked)
            }
        }
    }

    /// An emission; its emitter is kept only when it is a stepper.
    private func emission(_ step: String, _ ref: StepRef, how: EmissionKind, site: String?, emitter: String?, file: String) -> Emission {
        Emission(step: step, file: file, line: ref.line, column: ref.column, how: how, enclosingType: site,
                 emitter: stepperEmitter(emitter, file: file))
    }

    /// The emitter, resolved, when it is a stepper.
    private func stepperEmitter(_ emitter: String?, file: String) -> String? {
        guard let resolved = emitter.map({ index.resolve($0, from: nil, file: file) ?? $0 }) else { return nil }
        return stepperConformers[resolved] != nil ? resolved : nil
    }

    private func ambiguity(_ ref: StepRef, _ candidates: [String], file: String) -> Ambiguity {
        Ambiguity(name: "." + ref.caseName, file: file, line: ref.line, candidates: candidates,
                  message: "'.\(ref.caseName)' could be any of \(candidates.joined(separator: ", ")); not counted as an emission")
    }
}
