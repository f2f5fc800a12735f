#!/usr/bin/env python3
"""Generates a synthetic RxFlow 2.x app for the benchmark.

The app is made of features. Each feature has a step enum, a flow on a navigation stack whose
`navigate(to:)` dispatches to private helpers, a view model (stepper) and a view controller per
screen, a service and a model file. Every fourth feature starts a modal child feature that ends with
`.end(forwardToParentFlowWithStep:)`; every eighth feature is a tab bar embedding three features with
`Flows.use(…, when: .created)`. An app flow, an app stepper and an app delegate with a deep link tie
it together. Files carry ordinary non-navigation code too (models, services, extensions), so sizes
and token mixes resemble a real app.

Usage: generate-app.py --files N --out DIR [--seed S]
       generate-app.py --arms N --out DIR        (about N navigation arms in total)
"""
import argparse
import os
import random
import shutil

SCREENS_PER_FEATURE = 8
# Files per feature: step enum, flow, service, model, and a VC + VM per screen.
FILES_PER_FEATURE = 4 + 2 * SCREENS_PER_FEATURE


def screen_names(rng, count):
    words = ["List", "Detail", "Editor", "Search", "Filter", "Summary", "Review", "Gallery", "Settings",
             "Profile", "History", "Share", "Picker", "Map", "Calendar", "Inbox", "Compose", "Report"]
    rng.shuffle(words)
    return words[:count]


def step_enum(feature, screens, child):
    cases = []
    for screen in screens:
        cases.append(f"    case {screen.lower()}(id: Int)")
    cases += ["    case start", "    case dismissed", "    case finished(result: String)"]
    if child:
        cases.append(f"    case {child.lower()}Requested")
        cases.append(f"    case {child.lower()}Completed")
    return f"""import RxFlow

/// Navigation steps of the {feature} feature.
enum {feature}Step: Step {{
{chr(10).join(cases)}
}}
"""


def flow_file(feature, screens, child, is_tabs, tab_children, return_step):
    arms = [f"        case .start:\n            return .one(flowContributor: .forwardToCurrentFlow(withStep: {feature}Step.{screens[0].lower()}(id: 0)))"]
    helpers = []
    for index, screen in enumerate(screens):
        arms.append(f"        case .{screen.lower()}(let id):\n            return navigateTo{screen}(id: id)")
        presentation = "present(viewController, animated: true)" if index % 5 == 4 else \
            "pushViewController(viewController, animated: true)"
        helpers.append(f"""
    private func navigateTo{screen}(id: Int) -> FlowContributors {{
        let viewModel = {feature}{screen}ViewModel(service: service, itemID: id)
        let viewController = {feature}{screen}ViewController(viewModel: viewModel)
        viewController.title = "{screen} \\(id)"
        rootViewController.{presentation}
        return .one(flowContributor: .contribute(withNextPresentable: viewController, withNextStepper: viewModel))
    }}""")
    arms.append("        case .dismissed:\n            rootViewController.popViewController(animated: true)\n            return .none")
    arms.append(f"        case .finished(let result):\n            service.record(result)\n"
                f"            return .end(forwardToParentFlowWithStep: {return_step})")
    if child:
        arms.append(f"        case .{child.lower()}Requested:\n            return start{child}()")
        arms.append(f"        case .{child.lower()}Completed:\n            rootViewController.dismiss(animated: true)\n            return .none")
        helpers.append(f"""
    private func start{child}() -> FlowContributors {{
        let childFlow = {child}Flow(service: {child}Service())
        Flows.use(childFlow, when: .created) {{ [unowned self] root in
            root.modalPresentationStyle = .formSheet
            self.rootViewController.present(root, animated: true)
        }}
        return .one(flowContributor: .contribute(withNextPresentable: childFlow,
                                                 withNextStepper: OneStepper(withSingleStep: {child}Step.start)))
    }}""")
    root = "UINavigationController()"
    if is_tabs:
        root = "UITabBarController()"
        names = ", ".join(f"{t.lower()}Flow" for t in tab_children)
        lets = "\n".join(f"        let {t.lower()}Flow = {t}Flow(service: {t}Service())" for t in tab_children)
        roots = ", ".join(f"root{i}" for i in range(len(tab_children)))
        contributors = ",\n".join(
            f"            .contribute(withNextPresentable: {t.lower()}Flow, withNextStepper: OneStepper(withSingleStep: {t}Step.start))"
            for t in tab_children)
        arms[0] = "        case .start:\n            return navigateToTabs()"
        # The tab bar's own screens open from its "dismissed" arm (back from a tab's detail).
        arms = [a for a in arms if not a.startswith("        case .dismissed")]
        arms.append(f"        case .dismissed:\n            return .one(flowContributor: .forwardToCurrentFlow(withStep: {feature}Step.{screens[0].lower()}(id: 0)))")
        helpers.append(f"""
    private func navigateToTabs() -> FlowContributors {{
{lets}
        Flows.use({names}, when: .created) {{ [unowned self] ({roots}) in
            self.rootViewController.setViewControllers([{roots}], animated: false)
        }}
        return .multiple(flowContributors: [
{contributors}
        ])
    }}""")
    return f"""import UIKit
import RxFlow
import RxSwift

/// Navigation of the {feature} feature.
final class {feature}Flow: Flow {{
    var root: Presentable {{
        return self.rootViewController
    }}

    private let rootViewController = {root}
    private let service: {feature}Service

    init(service: {feature}Service) {{
        self.service = service
    }}

    func navigate(to step: Step) -> FlowContributors {{
        guard let step = step as? {feature}Step else {{ return .none }}

        switch step {{
{chr(10).join(arms)}
        }}
    }}
{"".join(helpers)}
}}
"""


def view_model(feature, screen, next_screen, child, rng):
    emits = [f"steps.accept({feature}Step.{next_screen.lower()}(id: itemID + 1))" if next_screen else
             f"steps.accept({feature}Step.finished(result: \"done\"))"]
    child_emit = f"\n    func openChild() {{\n        steps.accept({feature}Step.{child.lower()}Requested)\n    }}\n" if child else ""
    fields = "\n".join(f"    let field{i} = BehaviorRelay<String>(value: \"{screen.lower()}{i}\")" for i in range(rng.randint(2, 5)))
    return f"""import Foundation
import RxFlow
import RxSwift
import RxCocoa

/// Presentation logic of {feature} › {screen}.
final class {feature}{screen}ViewModel: Stepper {{
    let steps = PublishRelay<Step>()
    let itemID: Int
{fields}
    let isLoading = BehaviorRelay<Bool>(value: false)
    private let service: {feature}Service
    private let disposeBag = DisposeBag()

    init(service: {feature}Service, itemID: Int) {{
        self.service = service
        self.itemID = itemID
        service.items(matching: "\\(itemID)")
            .map {{ items in items.filter {{ !$0.title.isEmpty }}.count > 3 }}
            .bind(to: isLoading)
            .disposed(by: disposeBag)
    }}

    func next() {{
        guard !isLoading.value else {{ return }}
        {emits[0]}
    }}

    func close() {{
        steps.accept({feature}Step.dismissed)
    }}
{child_emit}
    func describe() -> String {{
        let summary = [field0.value, "item #\\(itemID)", isLoading.value ? "loading" : "idle"]
        return summary.joined(separator: " · ") // e.g. "{screen.lower()} · item #3 · idle"
    }}
}}
"""


def view_controller(feature, screen, rng):
    rows = rng.randint(3, 7)
    return f"""import UIKit
import RxSwift
import RxCocoa

/// Screen {feature} › {screen}.
final class {feature}{screen}ViewController: UIViewController, UITableViewDataSource {{
    let viewModel: {feature}{screen}ViewModel
    private let tableView = UITableView(frame: .zero, style: .insetGrouped)
    private let disposeBag = DisposeBag()

    init(viewModel: {feature}{screen}ViewModel) {{
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }}

    required init?(coder: NSCoder) {{ fatalError("init(coder:) has not been implemented") }}

    override func viewDidLoad() {{
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        tableView.dataSource = self
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        view.addSubview(tableView)
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self,
                                                            action: #selector(doneTapped))
        viewModel.isLoading
            .observe(on: MainScheduler.instance)
            .subscribe(onNext: {{ [weak self] loading in self?.tableView.alpha = loading ? 0.4 : 1 }})
            .disposed(by: disposeBag)
    }}

    @objc private func doneTapped() {{
        viewModel.next()
    }}

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {{ {rows} }}

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {{
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = "Row \\(indexPath.row) of {screen}"
        cell.accessoryType = indexPath.row % 2 == 0 ? .disclosureIndicator : .none
        return cell
    }}
}}
"""


def service_file(feature):
    return f"""import Foundation
import RxSwift

/// Data access for the {feature} feature.
final class {feature}Service {{
    private var cache: [String: [{feature}Item]] = [:]
    private let queue = DispatchQueue(label: "{feature.lower()}.service")

    func items(matching query: String) -> Observable<[{feature}Item]> {{
        if let cached = cache[query] {{ return .just(cached) }}
        let items = (0..<20).map {{ {feature}Item(id: $0, title: "\\(query)-\\($0)", score: Double($0) * 1.5e-1) }}
        cache[query] = items
        return .just(items)
    }}

    func record(_ result: String) {{
        queue.async {{ print("[{feature}] finished with \\(result)") }}
    }}
}}
"""


def model_file(feature):
    return f"""import Foundation

/// A {feature} item.
struct {feature}Item: Codable, Hashable, Identifiable {{
    let id: Int
    let title: String
    let score: Double

    var isFeatured: Bool {{ score > 0x10 && !title.hasPrefix("#") }}
}}

extension {feature}Item: Comparable {{
    static func < (lhs: {feature}Item, rhs: {feature}Item) -> Bool {{
        (lhs.score, lhs.id) < (rhs.score, rhs.id)
    }}
}}

extension Array where Element == {feature}Item {{
    /// Top items, best first.
    func top(_ count: Int = 5) -> [{feature}Item] {{
        Array(sorted(by: >).prefix(count))
    }}
}}
"""


def app_files(roots):
    first = roots[0]
    arms = "\n".join(f"        case .open{r}:\n            return start{r}()" for r in roots)
    helpers = "".join(f"""
    private func start{r}() -> FlowContributors {{
        let flow = {r}Flow(service: {r}Service())
        Flows.use(flow, when: .created) {{ [unowned self] root in self.window.rootViewController = root }}
        return .one(flowContributor: .contribute(withNextPresentable: flow,
                                                 withNextStepper: OneStepper(withSingleStep: {r}Step.start)))
    }}""" for r in roots)
    cases = "\n".join(f"    case open{r}" for r in roots)
    shortcuts = "\n".join(f"        case {i}: steps.accept(AppStep.open{r})" for i, r in enumerate(roots))
    return {
        "App/AppStep.swift": f"import RxFlow\n\nenum AppStep: Step {{\n{cases}\n    case featureFinished\n}}\n",
        "App/AppFlow.swift": f"""import UIKit
import RxFlow

final class AppFlow: Flow {{
    var root: Presentable {{ window }}
    private let window: UIWindow

    init(window: UIWindow) {{
        self.window = window
    }}

    func navigate(to step: Step) -> FlowContributors {{
        guard let step = step as? AppStep else {{ return .none }}
        switch step {{
{arms}
        case .featureFinished:
            return .none
        }}
    }}
{helpers}
}}
""",
        "App/AppStepper.swift": f"""import RxFlow
import RxRelay

final class AppStepper: Stepper {{
    let steps = PublishRelay<Step>()
    var initialStep: Step {{ AppStep.open{first} }}

    /// Home-screen shortcuts open a feature directly.
    func open(shortcut: Int) {{
        switch shortcut {{
{shortcuts}
        default: break
        }}
    }}
}}
""",
        "App/AppDelegate.swift": f"""import UIKit
import RxFlow

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {{
    var window: UIWindow?
    let coordinator = FlowCoordinator()

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {{
        let window = UIWindow(frame: UIScreen.main.bounds)
        self.window = window
        coordinator.coordinate(flow: AppFlow(window: window), with: AppStepper())
        window.makeKeyAndVisible()
        return true
    }}

    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {{
        coordinator.navigate(to: AppStep.open{roots[-1]})
        return true
    }}
}}
""",
    }


def generate(features, out, seed):
    rng = random.Random(seed)
    if os.path.exists(out):
        shutil.rmtree(out)
    names = [f"Feature{i:04d}" for i in range(features)]
    # Structure: every 8th feature is a tab bar over the next three; every 4th starts a modal child.
    roles = {}
    embedded = set()
    children = {}
    for i, name in enumerate(names):
        if i % 8 == 0 and i + 3 < features:
            roles[name] = [names[i + 1], names[i + 2], names[i + 3]]
            embedded.update(roles[name])
    for i, name in enumerate(names):
        if i % 4 == 2 and i + 2 < features and names[i + 2] not in embedded and names[i + 2] not in roles:
            children[name] = names[i + 2]
    child_targets = set(children.values())
    roots = [n for n in names if n not in embedded and n not in child_targets][:40] or names[:1]
    files = app_files(roots)
    returns = {name: "AppStep.featureFinished" for name in names}
    for parent, tabs in roles.items():
        for tab in tabs:
            returns[tab] = f"{parent}Step.finished(result: \"{tab}\")"
    for parent, child in children.items():
        returns[child] = f"{parent}Step.{child.lower()}Completed"
    for name in names:
        screens = screen_names(rng, SCREENS_PER_FEATURE)
        child = children.get(name)
        folder = f"Features/{name}"
        files[f"{folder}/{name}Step.swift"] = step_enum(name, screens, child)
        files[f"{folder}/{name}Flow.swift"] = flow_file(name, screens, child, name in roles, roles.get(name, []), returns[name])
        files[f"{folder}/{name}Service.swift"] = service_file(name)
        files[f"{folder}/{name}Item.swift"] = model_file(name)
        for index, screen in enumerate(screens):
            next_screen = screens[index + 1] if index + 1 < len(screens) else None
            files[f"{folder}/Scenes/{name}{screen}ViewModel.swift"] = view_model(
                name, screen, next_screen, child if index == 0 else None, rng)
            files[f"{folder}/Scenes/{name}{screen}ViewController.swift"] = view_controller(name, screen, rng)
    for path, text in files.items():
        full = os.path.join(out, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w") as handle:
            handle.write(text)
    return len(files)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--files", type=int)
    parser.add_argument("--arms", type=int)
    parser.add_argument("--out", required=True)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    if args.arms:
        features = max(1, args.arms // (SCREENS_PER_FEATURE + 3))
    else:
        features = max(1, (args.files or 500) // FILES_PER_FEATURE)
    count = generate(features, args.out, args.seed)
    print(f"generated {count} files ({features} features) in {args.out}")


if __name__ == "__main__":
    main()
