#!/usr/bin/env python3
"""Generates the dense-navigation shapes the benchmark measures growth on (docs/performance.md).

Each shape is a small RxFlow app whose navigation, not its byte count, grows with N:

  arms        one flow whose switch has N arms (one step enum of N cases)
  samename    N screens each calling a method with `.alert`, a name one step case also has
  emitters    N screens whose view models emit the same steps into the same flows
  cases       an enum of N cases (and a flow handling a few of them)
  literals    one array of N implicit step literals (`let all: [AppStep] = [.a, .b, …]`)
  chain       a chain of N flows, each starting the next as a child
  statements  one generated function of N statements with no navigation in it, in an RxFlow app
  onefile     the `emitters` shape with its N screens in one file

Usage: generate-dense.py SHAPE N --out DIR
"""
import argparse
import os
import shutil

HEADER = "import RxFlow\nimport RxSwift\nimport RxRelay\nimport UIKit\n"


def app_delegate(flow, step):
    return f"""{HEADER}
final class AppDelegate: UIResponder, UIApplicationDelegate {{
    let coordinator = FlowCoordinator()
    func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {{
        coordinator.coordinate(flow: {flow}(), with: OneStepper(withSingleStep: {step}))
        return true
    }}
}}
"""


def flow(name, step_enum, arms, default=True):
    body = "\n".join(arms)
    default_arm = "        default:\n            return .none\n" if default else ""
    return f"""{HEADER}
final class {name}: Flow {{
    var root: Presentable {{ navigationController }}
    private let navigationController = UINavigationController()

    func navigate(to step: Step) -> FlowContributors {{
        guard let step = step as? {step_enum} else {{ return .none }}
        switch step {{
{body}
{default_arm}        }}
    }}
}}
"""


def push_arm(case, screen):
    return f"""        case .{case}:
            let controller = {screen}()
            navigationController.pushViewController(controller, animated: true)
            return .one(flowContributor: .contribute(withNextPresentable: controller, withNextStepper: controller.viewModel))"""


def screen(name, emits):
    accepts = "\n".join(f"    func go{i}() {{ steps.accept(AppStep.{step}) }}" for i, step in enumerate(emits))
    return f"""final class {name}ViewModel: Stepper {{
    let steps = PublishRelay<Step>()
{accepts}
}}

final class {name}: UIViewController {{
    let viewModel = {name}ViewModel()
}}
"""


def write(out, files):
    if os.path.exists(out):
        shutil.rmtree(out)
    for path, text in files.items():
        full = os.path.join(out, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w") as handle:
            handle.write(text)


def arms(n):
    cases = [f"s{i}" for i in range(n)]
    files = {
        "AppStep.swift": HEADER + "enum AppStep: Step {\n" + "".join(f"    case {c}\n" for c in cases) + "}\n",
        "AppFlow.swift": flow("AppFlow", "AppStep", [push_arm(c, "Screen") for c in cases], default=False),
        "Screen.swift": HEADER + screen("Screen", cases[: min(n, 50)]),
        "AppDelegate.swift": app_delegate("AppFlow", "AppStep.s0"),
    }
    return files


def samename(n):
    files = {
        "AppStep.swift": HEADER + "enum AppStep: Step {\n    case home\n    case alert\n}\n",
        "AppFlow.swift": flow("AppFlow", "AppStep", [push_arm("home", "Screen0"), push_arm("alert", "Screen1")]),
        "AppDelegate.swift": app_delegate("AppFlow", "AppStep.home"),
        "Style.swift": "enum NoticeStyle { case alert, banner }\n",
    }
    for i in range(n):
        files[f"Screens/Screen{i}.swift"] = HEADER + screen(f"Screen{i}", ["home"]) + f"""
extension Screen{i} {{
    func show(style: NoticeStyle) {{}}
    func warn() {{ show(style: .alert) }}
}}
"""
    return files


def emitters(n, one_file=False):
    steps = ["home", "detail", "settings", "help"]
    files = {
        "AppStep.swift": HEADER + "enum AppStep: Step {\n" + "".join(f"    case {s}\n" for s in steps) + "}\n",
        "AppDelegate.swift": app_delegate("AppFlow", "AppStep.home"),
    }
    screens = [f"Screen{i}" for i in range(n)]
    # Every flow contributes every screen: the screens' view models emit into all of them.
    for f in range(4):
        arm_list = [push_arm(steps[f], screens[0])]
        files[f"Flows/Flow{f}.swift"] = flow("AppFlow" if f == 0 else f"Flow{f}", "AppStep", arm_list)
    if one_file:
        files["Screens/All.swift"] = HEADER + "\n".join(screen(s, steps) for s in screens)
    else:
        for s in screens:
            files[f"Screens/{s}.swift"] = HEADER + screen(s, steps)
    return files


def cases(n):
    return {
        "AppStep.swift": HEADER + "enum AppStep: Step {\n" + "".join(f"    case c{i}\n" for i in range(n)) + "}\n",
        "AppFlow.swift": flow("AppFlow", "AppStep", [push_arm(f"c{i}", "Screen") for i in range(3)]),
        "Screen.swift": HEADER + screen("Screen", ["c0", "c1", "c2"]),
        "AppDelegate.swift": app_delegate("AppFlow", "AppStep.c0"),
    }


def literals(n):
    files = cases(16)
    items = ", ".join(f".c{i % 16}" for i in range(n))
    files["All.swift"] = HEADER + f"let all: [AppStep] = [{items}]\n"
    return files


def chain(n):
    files = {
        "AppStep.swift": HEADER + "enum AppStep: Step {\n    case start\n    case next\n    case done\n}\n",
        "AppDelegate.swift": app_delegate("Flow0", "AppStep.start"),
        "Screen.swift": HEADER + screen("Screen", ["next", "done"]),
    }
    for i in range(n):
        child = f"""        case .next:
            let child = Flow{i + 1}()
            Flows.use(child, when: .created) {{ (root: UINavigationController) in
                self.navigationController.present(root, animated: true)
            }}
            return .one(flowContributor: .contribute(withNextPresentable: child, withNextStepper: OneStepper(withSingleStep: AppStep.start)))""" if i + 1 < n else ""
        arms_list = [push_arm("start", "Screen"), "        case .done:\n            return .end(forwardToParentFlowWithStep: AppStep.done)"]
        if child:
            arms_list.append(child)
        files[f"Flows/Flow{i}.swift"] = flow(f"Flow{i}", "AppStep", arms_list)
    return files


def statements(n):
    files = cases(4)
    body = "\n".join(f"    let value{i} = Formatter{i % 7}.make(value: {i})\n    total += value{i}.count" for i in range(n))
    files["Generated.swift"] = HEADER + f"func generatedTable() -> Int {{\n    var total = 0\n{body}\n    return total\n}}\n"
    return files


SHAPES = {
    "arms": arms, "samename": samename, "emitters": emitters, "cases": cases, "literals": literals,
    "chain": chain, "statements": statements, "onefile": lambda n: emitters(n, one_file=True),
}


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("shape", choices=sorted(SHAPES))
    parser.add_argument("n", type=int)
    parser.add_argument("--out", required=True)
    args = parser.parse_args()
    write(args.out, SHAPES[args.shape](args.n))


if __name__ == "__main__":
    main()
