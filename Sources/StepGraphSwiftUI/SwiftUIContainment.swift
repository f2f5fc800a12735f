import StepGraphCore
/// The containment walk: which stacks (or presentation contexts without one) show each view, from
/// the app's `App` body down through `body`, computed members, `@ViewBuilder` functions, the app's
/// helpers and modifiers, stacks, presentations and destination closures. A view it cannot place
/// (shown only through `AnyView`, a generic wrapper, code it does not read) has no context, and no
/// verdict rests on it. The verdicts: missing, duplicate and misplaced destinations, nested stacks.
struct SwiftUIContainment {
    let linker: SwiftUILinker
    let routes: RouteTable
    let registrations: [(file: String, fact: SUIRegistration, route: String?)]
    let emissions: [Emission]
    /// The bound path (`Owner.property`) of each path push, by `file:line:column`.
    let pathOf: [String: String]
    /// Each registration's flow name, by the modifier's `file:line:column`.
    let flowNames: [String: String]

    /// Where an item is shown: in a stack (`id`), in a split view's sidebar or content column (the
    /// split view's `id`), in its detail column outside any stack, in a presentation context with no
    /// stack, or somewhere the walk cannot tell; `lazy` when a lazy container's row lies between;
    /// `pushed` when it is pushed onto the stack (through a destination closure), not its root content;
    /// `selection` the type a `List(selection:)` row selects (`?` when unknown): a link there whose
    /// value has that type sets the selection instead of pushing; `tab` the `TabView` (its id) one of
    /// whose tabs shows it, outside any stack.
    struct Context: Hashable {
        enum Place: Hashable { case stack(String), split(String), detail(String), none, unknown }
        var place: Place
        var lazy = false
        var pushed = false
        var selection: String? = nil
        var tab: String? = nil
    }

    /// A member of a type (`Owner#member`), its items and its file.
    struct Node {
        var key: String
        var owner: String
        var file: String
        var items: [SUIViewItem]
    }

    private var nodes: [String: Node] = [:]
    /// `extension View` (or any protocol extension) helpers by name.
    private var helpers: [String: String] = [:]
    /// Each file's registrations.
    private let registrationsByFile: [String: [SUIRegistration]]
    /// Each file's pushes.
    private let pushesByFile: [String: [SUIPush]]
    private var contexts: [String: Set<Context>] = [:]
    /// Stack (split view, tab view) id → its item, node and file.
    private var stacks: [String: (item: SUIViewItem, node: String)] = [:]

    init(linker: SwiftUILinker, routes: RouteTable, registrations: [(file: String, fact: SUIRegistration, route: String?)], emissions: [Emission],
         pathOf: [String: String], flowNames: [String: String]) {
        self.pathOf = pathOf
        self.flowNames = flowNames
        self.linker = linker
        self.routes = routes
        self.registrations = registrations
        self.emissions = emissions
        registrationsByFile = Dictionary(linker.files.map { ($0.path, $0.registrations) }, uniquingKeysWith: { first, _ in first })
        pushesByFile = Dictionary(linker.files.map { ($0.path, $0.pushes) }, uniquingKeysWith: { first, _ in first })
        for file in linker.files {
            for member in file.views {
                let owner = linker.resolved(member.owner, from: nil, file: file.path)
                let key = owner + "#" + member.member
                nodes[key] = Node(key: key, owner: owner, file: file.path, items: member.items)
                for item in member.items where [.stack, .splitView, .tabView].contains(item.kind) {
                    stacks[SwiftUIContainment.id(item, file.path)] = (item, key)
                }
            }
        }
        for key in nodes.keys.sorted() {
            let owner = nodes[key]!.owner
            guard linker.index.kind(of: owner) == nil || linker.index.kind(of: owner) == .protocol else { continue }
            let name = String(key[key.index(after: key.firstIndex(of: "#")!)...])
            if helpers[name] == nil { helpers[name] = key }
        }
    }

    static func id(_ item: SUIViewItem, _ file: String) -> String { "\(file):\(item.line):\(item.column)" }

    // MARK: the walk

    /// The node a shown item leads to: a view type's `body`, a member of the same type, an app helper
    /// (`extension View { func withAppRouter() }`) or a `ViewModifier`'s `body`.
    private func target(of item: SUIViewItem, in node: Node) -> String? {
        switch item.kind {
        case .view:
            guard let type = linker.index.resolve(item.name, from: node.owner, file: node.file) else { return nil }
            return nodes[type + "#body"] != nil ? type + "#body" : nil
        case .member:
            return nodes[node.owner + "#" + item.name] != nil ? node.owner + "#" + item.name : nil
        case .modifier:
            if let type = linker.index.resolve(item.name, from: node.owner, file: node.file), nodes[type + "#body"] != nil { return type + "#body" }
            return helpers[item.name]
        default:
            return nil
        }
    }

    /// The app's roots: the `body` of each type conforming to `App`.
    private var roots: [String] {
        nodes.keys.filter { key in
            key.hasSuffix("#body") && linker.index.inherited(String(key.dropLast(5))).contains { $0.simple == "App" }
        }.sorted()
    }

    /// Where item `index` of `node` is shown, given where the node is: its containers, innermost
    /// first, decide; none left, the node's own contexts.
    private func contexts(of index: Int, in node: Node, nodeContexts: Set<Context>) -> Set<Context> {
        var lazy = false, pushed = false
        var selection: String?, tab: String?
        // A split view is no frame: the tab showing it (here or where the node is) shows its columns' stacks.
        func inTab(_ context: Context) -> Set<Context> {
            if tab != nil { return [context] }
            return Set(nodeContexts.map { var context = context; context.tab = $0.tab; return context })
        }
        for container in node.items[index].containers.reversed() {
            let item = node.items[container]
            switch item.kind {
            case .stack: return [Context(place: .stack(SwiftUIContainment.id(item, node.file)), lazy: lazy, pushed: pushed)]
            case .splitView:
                return inTab(Context(place: .split(SwiftUIContainment.id(item, node.file)), lazy: lazy, pushed: pushed, selection: selection, tab: tab))
            case .detailColumn:
                guard let split = item.containers.last else { return [Context(place: .unknown)] }
                return inTab(Context(place: .detail(SwiftUIContainment.id(node.items[split], node.file)), lazy: lazy, pushed: pushed, tab: tab))
            case .tabView: tab = tab ?? SwiftUIContainment.id(item, node.file)
            case .presentation: return [Context(place: .none, lazy: lazy)]
            case .registration(let registration):
                if isPresentation(node.file, registration) { return [Context(place: .none, lazy: lazy)] }
                pushed = true
            case .pushedContent: pushed = true
            // A pushed view is no row of the list its link sits in.
            case .lazy:
                lazy = lazy || !pushed
                if !pushed, selection == nil, let binding = item.path { selection = selectionType(binding, in: node) }
            case .view:
                // The app's own wrapper around its content: where it shows the content is not read.
                if linker.index.resolve(item.name, from: node.owner, file: node.file) != nil { return [Context(place: .unknown)] }
            case .link, .member, .modifier: break
            }
        }
        return Set(nodeContexts.map {
            Context(place: $0.place, lazy: lazy || ($0.lazy && !pushed), pushed: pushed || $0.pushed, selection: selection ?? (pushed ? nil : $0.selection),
                    tab: tab ?? $0.tab)
        })
    }

    /// The type a `List(selection: $x)` selects (`Item` for `x: Item?` or `Set<Item>`), `?` when unknown.
    private func selectionType(_ binding: SUIChain, in node: Node) -> String {
        guard var type = linker.type(of: binding, in: node.owner, file: node.file).map(SwiftUILinker.unwrapped) else { return "?" }
        if type.hasPrefix("Set<") && type.hasSuffix(">") { type = SwiftUILinker.unwrapped(String(type.dropFirst(4).dropLast())) }
        return linker.resolved(type, from: node.owner, file: node.file)
    }

    private func isPresentation(_ file: String, _ registration: Int) -> Bool {
        guard let fact = registrationsByFile[file]?[registration] else { return false }
        return fact.modifier != SwiftUIWord.navigationDestination.spelling
    }

    /// Every node's contexts, from the roots (a fixed point over what shows what).
    private mutating func walk() {
        for root in roots { contexts[root] = [Context(place: .none)] }
        var pending = roots
        while let key = pending.popLast() {
            guard let node = nodes[key], let own = contexts[key] else { continue }
            for index in node.items.indices {
                guard let next = target(of: node.items[index], in: node) else { continue }
                let added = contexts(of: index, in: node, nodeContexts: own)
                let before = contexts[next]?.count ?? -1
                contexts[next, default: []].formUnion(added)
                if contexts[next]!.count != before { pending.append(next) }
            }
        }
    }

    /// Contexts that are all known places.
    private static func known(_ contexts: Set<Context>?) -> Set<Context>? {
        guard let contexts, !contexts.isEmpty, !contexts.contains(where: { $0.place == .unknown }) else { return nil }
        return contexts
    }

    // MARK: verdicts

    /// Fills `part` with the verdicts; returns the notes for the views holding links or
    /// destinations that the walk could not place.
    mutating func verdicts(into part: inout SwiftUIModel) -> [Unresolved] {
        walk()
        // Each application of a registration: the registration, the node showing it, where, its contexts
        // when all are known, and every context the walk found (some may be unknown).
        struct Application {
            var registration: (file: String, fact: SUIRegistration, route: String?)
            var node: String
            var location: SourceLocation
            var contexts: Set<Context>?
            var seen: Set<Context>
        }
        var applications: [Application] = []
        var registrationAt: [String: (file: String, fact: SUIRegistration, route: String?)] = [:]
        for registration in registrations { registrationAt["\(registration.file):\(registration.fact.line):\(registration.fact.column)"] = registration }
        // Helpers and modifiers register where they are applied, not where they are declared.
        let applied = Set(nodes.values.flatMap { node in node.items.filter { $0.kind == .modifier }.compactMap { target(of: $0, in: node) } })
        for key in nodes.keys.sorted() {
            let node = nodes[key]!
            for (index, item) in node.items.enumerated() {
                let here = contexts(of: index, in: node, nodeContexts: contexts[key] ?? [Context(place: .unknown)])
                if case .registration = item.kind, !applied.contains(key), let registration = registrationAt["\(node.file):\(item.line):\(item.column)"] {
                    applications.append(Application(registration: registration, node: key, location: SourceLocation(file: node.file, line: item.line, column: item.column),
                                                     contexts: SwiftUIContainment.known(here), seen: here))
                }
                if item.kind == .modifier, let helper = target(of: item, in: node), let helperNode = nodes[helper] {
                    for inner in helperNode.items.indices {
                        guard case .registration = helperNode.items[inner].kind,
                              let registration = registrationAt["\(helperNode.file):\(helperNode.items[inner].line):\(helperNode.items[inner].column)"] else { continue }
                        let inHelper = contexts(of: inner, in: helperNode, nodeContexts: here)
                        applications.append(Application(registration: registration, node: key, location: SourceLocation(file: node.file, line: item.line, column: item.column),
                                                         contexts: SwiftUIContainment.known(inHelper), seen: inHelper))
                    }
                }
            }
        }
        let destinations = applications.filter { $0.registration.fact.modifier == SwiftUIWord.navigationDestination.spelling }
        var registered: [String: Set<String>] = [:]
        // What links find: the `for:` registrations (`navigationDestination(item:)` pushes its own binding's value).
        let typed = destinations.filter { $0.registration.fact.forType != nil }
        // A view shown under several stacks registers on each the walk places it in, even where another showing is unknown.
        for application in typed {
            guard let route = application.registration.route else { continue }
            for context in application.seen {
                // A split view's columns register for the links of its sidebar and content columns.
                switch context.place {
                case .stack(let id), .split(let id), .detail(let id): registered[id, default: []].insert(route)
                case .none, .unknown: break
                }
            }
        }
        // The destination modifiers (flows) placed on each stack, for the map.
        var placed: [String: Set<String>] = [:]
        for application in destinations {
            guard let flow = flowNames["\(application.registration.file):\(application.registration.fact.line):\(application.registration.fact.column)"] else { continue }
            for context in application.seen { if case .stack(let id) = context.place { placed[id, default: []].insert(flow) } }
        }
        part.stacks = stackModels(registered: registered, placed: placed)
        var stacksOfPath: [String: Set<String>] = [:]
        for (id, entry) in stacks {
            let node = nodes[entry.node]!
            if let path = entry.item.path, let key = linker.propertyOwner(of: path, in: node.owner, file: node.file) { stacksOfPath[key, default: []].insert(id) }
        }

        // Misplaced: outside every stack, or in a lazy row, wherever it is shown.
        for application in destinations {
            guard let contexts = application.contexts else { continue }
            let type = application.registration.route ?? "?"
            if contexts.allSatisfy({ $0.place == .none }) {
                part.misplacedDestinations.append(SwiftUISite(subject: type, detail: "outside any NavigationStack", file: application.location.file,
                                                              line: application.location.line, column: application.location.column))
            } else if contexts.allSatisfy(\.lazy) {
                part.misplacedDestinations.append(SwiftUISite(subject: type, detail: "inside a lazy container's row", file: application.location.file,
                                                              line: application.location.line, column: application.location.column))
            }
        }
        // Duplicate: a type registered again on a stack whose every showing has it registered already.
        // The stack's own content registers first, then the screens pushed onto it: an application
        // whose every stack already has the type from an earlier one is a duplicate.
        var first: [String: SourceLocation] = [:]
        let ordered = typed.sorted { a, b in
            (a.contexts?.allSatisfy(\.pushed) == true ? 1 : 0, a.location) < (b.contexts?.allSatisfy(\.pushed) == true ? 1 : 0, b.location)
        }
        for application in ordered {
            guard let contexts = application.contexts, let route = application.registration.route else { continue }
            let ids = contexts.compactMap { context -> String? in if case .stack(let id) = context.place { return id }; return nil }
            guard ids.count == contexts.count else { continue }
            let earlier = ids.compactMap { first[$0 + "|" + route] }.filter { $0 != application.location }
            if earlier.count == ids.count, let registered = earlier.min() {
                part.duplicateDestinations.append(SwiftUISite(subject: route, detail: "\(registered.file):\(registered.line)", file: application.location.file,
                                                              line: application.location.line, column: application.location.column))
            }
            for id in ids where first[id + "|" + route] == nil { first[id + "|" + route] = application.location }
        }
        part.nestedStacks = nestedStacks()
        part.missingDestinations = missingDestinations(registered: registered, destinations: typed.map { ($0.registration.route, $0.contexts) },
                                                       stacksOfPath: stacksOfPath)
        part.misplacedDestinations.sort()
        part.duplicateDestinations.sort()
        return unplaced()
    }

    /// One note per view holding links or destinations that the walk reaches from no `App` body.
    private func unplaced() -> [Unresolved] {
        nodes.keys.sorted().compactMap { key -> Unresolved? in
            let node = nodes[key]!
            guard SwiftUIContainment.known(contexts[key]) == nil, [.struct, .class, .enum].contains(linker.index.kind(of: node.owner)),
                  let first = node.items.first(where: { if case .registration = $0.kind { return true }; if case .link = $0.kind { return true }; return false })
            else { return nil }
            return Unresolved(kind: .navigation, subject: node.owner,
                              detail: "shown from no App body through code the tool reads, so which stack shows its links and destinations is unknown",
                              file: node.file, line: first.line)
        }
    }

    private func stackModels(registered: [String: Set<String>], placed: [String: Set<String>]) -> [SwiftUIStack] {
        let ordered = stacks.sorted { (nodes[$0.value.node]!.file, $0.value.item.line, $0.value.item.column)
            < (nodes[$1.value.node]!.file, $1.value.item.line, $1.value.item.column) }
        var names: [String: String] = [:]
        let counts = Dictionary(grouping: ordered, by: { "\(nodes[$0.value.node]!.owner).\($0.value.item.name)" }).mapValues(\.count)
        for (id, entry) in ordered {
            let name = "\(nodes[entry.node]!.owner).\(entry.item.name)"
            names[id] = counts[name, default: 0] > 1 ? name + "@\(entry.item.line)" : name
        }
        return ordered.map { id, entry -> SwiftUIStack in
            let node = nodes[entry.node]!
            let path = entry.item.path.flatMap { linker.propertyOwner(of: $0, in: node.owner, file: node.file) }
            return SwiftUIStack(name: names[id]!, host: node.owner, kind: entry.item.name, path: path, routeTypes: (registered[id] ?? []).sorted(),
                                destinations: (placed[id] ?? []).sorted(), roots: roots(of: id, in: node), tab: tab(of: id).flatMap { names[$0] }, file: node.file,
                                line: entry.item.line, column: entry.item.column)
        }
    }

    /// The `TabView` one of whose tabs shows the stack (or split view, or tab view) `id` on every path that shows it.
    private func tab(of id: String) -> String? {
        guard let entry = stacks[id], let node = nodes[entry.node],
              let index = node.items.firstIndex(where: { SwiftUIContainment.id($0, node.file) == id }),
              let here = SwiftUIContainment.known(contexts(of: index, in: node, nodeContexts: contexts[entry.node] ?? [Context(place: .unknown)])) else { return nil }
        let tabs = Set(here.map(\.tab))
        return tabs.count == 1 ? tabs.first! : nil
    }

    /// The app's views a stack shows as its content: built right inside it, or at the top of a member
    /// of the same type it shows there (`NavigationStack { contentView }`).
    private func roots(of id: String, in node: Node) -> [String] {
        guard let index = node.items.firstIndex(where: { SwiftUIContainment.id($0, node.file) == id }) else { return [] }
        func declared(_ items: [SUIViewItem], in node: Node) -> [String] {
            // A `ViewModifier` built for `.modifier(…)` is no screen.
            items.filter { $0.kind == .view }.compactMap { linker.index.resolve($0.name, from: node.owner, file: node.file) }
                .filter { !linker.index.inherited($0).contains { $0.simple == "ViewModifier" } }
        }
        let inside = node.items.filter { $0.containers.last == index }
        var roots = declared(inside, in: node)
        for item in inside where item.kind == .member {
            guard let member = nodes[node.owner + "#" + item.name] else { continue }
            roots += declared(member.items.filter { $0.containers.isEmpty }, in: member)
        }
        return roots.uniqued()
    }

    /// Each split view's detail column stacks: written in the column, or in the body of a view it shows.
    private func detailStacks() -> [String: [String]] {
        var columns: [String: [String]] = [:]
        for (id, entry) in stacks.sorted(by: { $0.key < $1.key }) where entry.item.kind == .stack {
            let node = nodes[entry.node]!
            guard let index = node.items.firstIndex(where: { SwiftUIContainment.id($0, node.file) == id }) else { continue }
            for context in contexts(of: index, in: node, nodeContexts: contexts[entry.node] ?? [Context(place: .unknown)]) {
                if case .detail(let split) = context.place { columns[split, default: []].append(id) }
            }
        }
        return columns
    }

    /// Stacks whose every showing is inside another stack of the same presentation context.
    private func nestedStacks() -> [SwiftUISite] {
        var sites: [SwiftUISite] = []
        for (id, entry) in stacks where entry.item.kind == .stack {
            let node = nodes[entry.node]!
            guard let index = node.items.firstIndex(where: { SwiftUIContainment.id($0, node.file) == id }),
                  let outer = SwiftUIContainment.known(contexts(of: index, in: node, nodeContexts: contexts[entry.node] ?? [Context(place: .unknown)])) else { continue }
            let outerStacks = outer.compactMap { context -> String? in if case .stack(let id) = context.place { return id }; return nil }
            guard outerStacks.count == outer.count else { continue }
            let bindsPath = entry.item.path != nil || outerStacks.contains { stacks[$0]?.item.path != nil }
            sites.append(SwiftUISite(subject: "\(node.owner).\(entry.item.name)", detail: outerStacks.sorted().joined(separator: ", "),
                                     file: node.file, line: entry.item.line, column: entry.item.column, isError: bindsPath))
        }
        return sites.sorted()
    }

    /// Links whose every stack lacks a destination for the pushed type, where no destination for it
    /// anywhere could be on those stacks.
    private func missingDestinations(registered: [String: Set<String>], destinations: [(route: String?, contexts: Set<Context>?)],
                                     stacksOfPath: [String: Set<String>]) -> [SwiftUISite] {
        let detailStacks = self.detailStacks()
        // The stacks (and split views) a link may push onto, and the types its `List(selection:)` rows select.
        var stacksOfLink: [String: (ids: Set<String>, selections: Set<String>)] = [:]
        for key in nodes.keys.sorted() {
            let node = nodes[key]!
            for (index, item) in node.items.enumerated() where { if case .link = item.kind { return true }; return false }() {
                guard let here = SwiftUIContainment.known(contexts(of: index, in: node, nodeContexts: contexts[key] ?? [Context(place: .unknown)])) else { continue }
                var ids: Set<String> = [], selections: Set<String> = []
                for context in here {
                    switch context.place {
                    case .stack(let id): ids.insert(id)
                    // A sidebar or content column's link pushes onto the detail column's stacks.
                    case .split(let id):
                        guard let columns = detailStacks[id] else { continue }
                        ids.formUnion(columns + [id])
                        if let selection = context.selection { selections.insert(selection) }
                    case .detail, .none, .unknown: continue
                    }
                }
                guard here.allSatisfy({ if case .stack = $0.place { return true }; if case .split(let id) = $0.place { return detailStacks[id] != nil }; return false }),
                      case .link(let push) = item.kind, let pushes = pushesByFile[node.file] else { continue }
                for value in pushes[push].values { stacksOfLink["\(node.file):\(value.line):\(value.column)"] = (ids, selections) }
            }
        }
        var sites: [SwiftUISite] = []
        for emission in emissions where emission.how == .navigationLink || emission.how == .pathPush {
            let key = "\(emission.file):\(emission.line):\(emission.column)"
            // A link pushes onto the stack showing it; a path push onto the stacks bound to that path.
            let link = stacksOfLink[key]
            guard let ids = emission.how == .navigationLink ? link?.ids : pathOf[key].flatMap({ stacksOfPath[$0] }), !ids.isEmpty else { continue }
            // A type pushed by name (`Item`, or `Route` for a name declared with the enum), or a case's type.
            let type = routes.names.contains(emission.step) ? emission.step
                : String(emission.step[..<(emission.step.lastIndex(of: ".") ?? emission.step.endIndex)])
            // A selection list's link whose value it may select is no push.
            guard link?.selections.contains(where: { $0 == type || $0 == "?" }) != true else { continue }
            guard ids.allSatisfy({ !(registered[$0] ?? []).contains(type) }) else { continue }
            // A destination for the type the walk could not place may be on those stacks.
            let elsewhere = destinations.contains { $0.route == type && ($0.contexts == nil) }
            guard !elsewhere else { continue }
            sites.append(SwiftUISite(subject: emission.step, detail: type, file: emission.file, line: emission.line, column: emission.column, isError: true))
        }
        return sites.sorted()
    }
}
