/// Why StepGraph could not do its job, with what the message needs (the path, the revision, the
/// name given, the line). Every message is written here, once, in the library's terms: it never
/// names a command-line option; the command line adds the option's name where one was involved.
public enum StepGraphError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A path to analyse that does not exist.
    case noSuchPath(String)
    /// A folder given to analyse that cannot be listed (`reason`: the system's, `permission denied`).
    case unreadableFolder(path: String, reason: String)
    /// A configuration file named explicitly that cannot be read.
    case unreadableConfiguration(path: String)
    /// A configuration file that is not YAML; `line` where the parser gave one.
    case invalidYAML(path: String, line: Int?, problem: String)
    /// A configuration whose top level is not a mapping of keys to values.
    case configurationNotAMapping(path: String)
    /// A configuration file over `limit` bytes (`LintConfiguration.maxFileSize`), refused unread.
    case configurationTooLarge(path: String, limit: Int)
    /// A configuration that spells a YAML anchor or alias (`&x`, `*x`, `<<: *x`) on `line`, refused
    /// before anything is expanded.
    case configurationAlias(path: String, line: Int)
    /// `only_rules:` entries that name no rule: the run would leave those rules out.
    case unknownOnlyRules(path: String, names: [String])
    /// An empty `only_rules:`: no rule would run.
    case emptyOnlyRules(path: String)
    /// A configuration glob (`included:`, `excluded:`) that is not a glob.
    case invalidConfiguredGlob(path: String, key: String, pattern: String, problem: Glob.Problem)
    /// A glob given on the command line that is not a glob (the command line names the option).
    case invalidGlob(pattern: String, problem: Glob.Problem)
    /// A configuration setting of the wrong kind (`key` is `rule.option` for a rule's option).
    case invalidSetting(path: String, key: String, expected: SettingKind)
    /// A configuration that names a reporter that does not exist (`choices`: the reporters there are).
    case unknownConfiguredReporter(String, choices: [String])
    case unreadableBaseline(path: String)
    case invalidBaseline(path: String, reason: String)
    /// A committed navigation snapshot (`snapshot --check`) that cannot be read.
    case unreadableSnapshot(path: String)
    /// An output file that cannot be written (`reason`: the system's).
    case unwritableOutput(path: String, reason: String)
    /// A report, model or map that cannot be encoded as JSON.
    case unencodable(reason: String)
    /// A name the map should focus on or lead to that matches nothing; `choices` lists the names it knows.
    case unknownMapTarget(MapTargetRole, name: String, choices: String)
    /// The model has flows or screens but the map would draw none of them.
    case emptyMap(flows: Int, screens: Int)
    /// The layout process could not be started.
    case layoutNotStarted(reason: String)
    /// A layout that ran past its time limit and was stopped.
    case layoutTimedOut(what: String, seconds: Double)
    /// A layout that ended on a signal (`detail`: the first line it printed, if useful).
    case layoutCrashed(what: String, signal: Int32, detail: String?)
    /// A layout that failed (`message`: why, as the layout said it).
    case layoutFailed(what: String, message: String?)
    /// Graphviz refused a graph at one stage of its work.
    case graphviz(GraphvizStage, message: String)
    /// A laid-out SVG without a size, which `MapReadability` cannot measure.
    case unmeasurableDrawing

    /// The kind of value a configuration setting takes.
    public enum SettingKind: Sendable, Equatable {
        case boolean, string, strings, severity
    }

    /// What a name given to the map or to `paths` was for: the part to focus on, the target paths
    /// lead to (`reaches`, `to`), or where they start (`from`).
    public enum MapTargetRole: Sendable, Equatable {
        case focus, reaches, to, from
    }

    /// Graphviz's stages, in order.
    public enum GraphvizStage: String, Sendable {
        case context, parse, build, layout, render
    }

    /// The message, in the library's terms (the command line prefixes `error: ` and any option's name).
    public var description: String {
        switch self {
        case .noSuchPath(let path): return "\(path): no such file or directory"
        case .unreadableFolder(let path, let reason): return "\(path): cannot read the folder (\(reason))"
        case .unreadableConfiguration(let path): return "\(path): cannot read the configuration file"
        case .invalidYAML(let path, let line?, let problem): return "\(path): invalid YAML: line \(line): \(problem)"
        case .invalidYAML(let path, nil, let problem): return "\(path): invalid YAML: \(problem)"
        case .configurationNotAMapping(let path): return "\(path): the configuration must be a mapping of keys to values"
        case .configurationTooLarge(let path, let limit):
            return "\(path): the configuration file is over the \(limit >> 20) MiB limit, so it was not parsed"
        case .configurationAlias(let path, let line):
            return "\(path): line \(line): YAML anchors and aliases (&name, *name, <<: *name) are not allowed in the configuration; "
                + "quote a value that starts with '&' or '*'"
        case .unknownOnlyRules(let path, let names):
            return "\(path): 'only_rules' names no rule called " + names.map { "'\($0)'" }.joined(separator: ", ")
                + "; it runs exactly the rules it names, so a misspelt one would not run"
        case .emptyOnlyRules(let path): return "\(path): 'only_rules' is empty, so no rule would run"
        case .invalidConfiguredGlob(let path, let key, let pattern, let problem):
            return "\(path): '\(key)': '\(pattern)' is not a glob: \(problem)"
        case .invalidGlob(let pattern, let problem): return "'\(pattern)' is not a glob: \(problem)"
        case .invalidSetting(let path, let key, let expected): return "\(path): '\(key)' must be \(expected.wording)"
        case .unknownConfiguredReporter(let name, let choices):
            return "unknown reporter '\(name)' in configuration; use one of: \(choices.joined(separator: ", "))"
        case .unreadableBaseline(let path): return "\(path): cannot read the baseline"
        case .unreadableSnapshot(let path): return "\(path): cannot read the navigation snapshot"
        case .invalidBaseline(let path, let reason): return "\(path): not a stepgraph baseline (\(reason))"
        case .unwritableOutput(let path, let reason): return "\(path): cannot write (\(reason))"
        case .unencodable(let reason): return "the report could not be encoded: \(reason)"
        case .unknownMapTarget(.focus, let name, let choices):
            return "\(name): no such flow, flow function or screen (\(choices))"
        case .unknownMapTarget(.reaches, let name, let choices), .unknownMapTarget(.to, let name, let choices),
             .unknownMapTarget(.from, let name, let choices):
            return "\(name): no step, flow, flow function or screen of that name (\(choices))"
        case .emptyMap(let flows, let screens):
            return "the map would be empty: the code has \(flows) flow(s) and \(screens) screen(s), "
                + "but none has an arm, an entry or a screen to draw"
        case .layoutNotStarted(let reason): return "cannot start the layout process: \(reason)"
        case .layoutTimedOut(let what, let seconds):
            let shown = seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
            return "the Graphviz layout of \(what) took longer than \(shown) s and was stopped"
        case .layoutCrashed(let what, let signal, let message):
            return "Graphviz crashed (signal \(signal)) while laying out \(what)" + detail(message)
        case .layoutFailed(let what, let message): return message ?? "the layout of \(what) failed"
        case .graphviz(let stage, let message): return "Graphviz \(stage.rawValue) failed: \(message)"
        case .unmeasurableDrawing: return "the map's SVG has no size"
        }
    }

    /// `: ` and a tool's message, or nothing.
    private func detail(_ message: String?) -> String {
        message.map { ": " + $0 } ?? ""
    }
}

extension StepGraphError.SettingKind {
    fileprivate var wording: String {
        switch self {
        case .boolean: return "true or false"
        case .string: return "a string"
        case .strings: return "a list of strings"
        case .severity: return "'warning', 'error' or {severity: warning|error}"
        }
    }
}
