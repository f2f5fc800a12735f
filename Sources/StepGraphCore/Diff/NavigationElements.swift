/// The navigation elements of one analysis by identity, each with the attributes a diff compares.
package struct NavigationElements {
    package struct Element {
        package var subject: NavigationDiff.Subject
        package var identity: String
        package var file: String
        package var line: Int
        /// Compared attributes, in display order.
        package var attributes: [(name: String, value: String)]

        /// `name: value` for every attribute with a value: what an added or removed element was.
        package var description: [String] {
            attributes.filter { !$0.value.isEmpty }.map { "\($0.name): \($0.value)" }
        }

        /// `name: before → after` for every attribute that differs.
        package func differences(to other: Element) -> [String] {
            let theirs = Dictionary(other.attributes.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
            return attributes.compactMap { name, value in
                let now = theirs[name] ?? ""
                return now == value ? nil : "\(name): \(value.isEmpty ? "—" : value) → \(now.isEmpty ? "—" : now)"
            }
        }
    }

    /// Keyed by `subject|identity`.
    package private(set) var elements: [String: Element] = [:]

    package init(_ model: NavigationModel, frontEnds: FrontEndRegistry, path: @escaping (String) -> String) {
        self.path = path
        for flow in model.flows {
            add(.flow, flow.name, flow.file, flow.line, [
                ("framework", flow.framework.rawValue),
                ("root", frontEnds.flowsAreTypes(flow.framework) ? flow.rootKind.rawValue : ""),
            ])
            for arm in flow.arms {
                let steps = arm.isDefault ? "default" : arm.steps.joined(separator: ",")
                add(.arm, "\(flow.name)|\(steps)", arm.file, arm.line, [
                    ("outcomes", arm.outcomes.map(\.rawValue).joined(separator: ",")),
                    ("target", (arm.childFlows + arm.presentables).joined(separator: ",")),
                    ("forwards", ([arm.forwardsStep].compactMap { $0 } + arm.forwardsToParent + arm.forwardsToCurrent).uniqued().joined(separator: ",")),
                ])
            }
        }
        for stepEnum in model.stepEnums {
            for stepCase in stepEnum.cases {
                add(.step, "\(stepEnum.name).\(stepCase.name)", stepEnum.file, stepCase.line, [])
            }
        }
        for transition in model.transitions {
            let via = transition.via.map { " via \($0)" } ?? ""
            add(.transition, "\(transition.from) -\(transition.action.rawValue)-> \(transition.to)\(via)", transition.file, transition.line, [
                ("conditional", transition.conditional ? "yes" : "no"),
                ("factory", transition.factory),
            ])
        }
        for coordination in model.coordinations where coordination.kind == .root {
            add(.entry, "root \(coordination.flow)", coordination.file, coordination.line, [
                ("stepper", coordination.stepper ?? ""),
                ("start steps", coordination.startSteps.joined(separator: ",")),
            ])
        }
        for emission in model.emissions where emission.how == .deepLink {
            add(.entry, "deep link \(emission.step)", emission.file, emission.line, [])
        }
        for frontEnd in frontEnds.all { frontEnd.addDiffElements(of: model, to: &self) }
        let flowsFed = NavigationElements.flowsFed(by: model)
        for emission in model.emissions where NavigationElements.stepperEmissions.contains(emission.how) {
            guard let emitter = emission.emitter ?? emission.enclosingType else { continue }
            // The flows it feeds are an attribute: feeding another flow is one changed emission, not a removed and an added one.
            add(.emission, "\(emitter) emits \(emission.step)", emission.file, emission.line, [
                ("into", flowsFed[emitter].map { $0.sorted().joined(separator: ", ") } ?? ""),
            ])
        }
    }

    /// Emissions a stepper's own code makes, and routes a view model triggers on its router (inline
    /// steppers, deep links and a flow's own forwards show as arms and entries).
    package static let stepperEmissions: Set<EmissionKind> = [.accept, .bind, .initialStep, .helper, .trigger]

    /// Stepper type → the flows it feeds: contributed by one of their arms, or given with their start.
    package static func flowsFed(by model: NavigationModel) -> [String: Set<String>] {
        var fed: [String: Set<String>] = [:]
        for flow in model.flows {
            for arm in flow.arms { for stepper in arm.steppers { fed[stepper, default: []].insert(flow.name) } }
        }
        for coordination in model.coordinations {
            if let stepper = coordination.stepper { fed[stepper, default: []].insert(coordination.flow) }
        }
        return fed
    }

    /// The first occurrence keeps its place; repeated identities (one transition built twice)
    /// merge their attribute values.
    private let path: (String) -> String

    package mutating func add(_ subject: NavigationDiff.Subject, _ identity: String, _ file: String, _ line: Int,
                              _ attributes: [(name: String, value: String)]) {
        let key = "\(subject.rawValue)|\(identity)"
        guard var existing = elements[key] else {
            elements[key] = Element(subject: subject, identity: identity, file: path(file), line: line, attributes: attributes)
            return
        }
        for (index, attribute) in existing.attributes.enumerated() {
            guard let other = attributes.first(where: { $0.name == attribute.name }), other.value != attribute.value else { continue }
            let values = Set(attribute.value.split(separator: "|").map(String.init) + [other.value])
            existing.attributes[index].value = values.sorted().joined(separator: "|")
        }
        if (path(file), line) < (existing.file, existing.line) { (existing.file, existing.line) = (path(file), line) }
        elements[key] = existing
    }
}
