/// A cause that keeps rules from deciding about some steps or flows: said once, where it is, in
/// every report (`note:` on standard error, "Not checked" in Markdown, `summary.notChecked` in JSON,
/// SARIF's tool notifications). Never a finding: it sets no exit status and enters no baseline.
public struct NotChecked: Codable, Sendable, Equatable {
    /// Why rules could not decide.
    public enum Cause: String, ModelVocabulary {
        /// A type declared in several files of one module, as separate apps or targets do.
        case declaredTwice = "declared_twice"
        /// A name that can denote several steps or types.
        case ambiguousReference = "ambiguous_reference"
        /// A flow hands the step to code the tool does not follow.
        case unreadDispatch = "unread_dispatch"
        /// A flow matches the step with a pattern the tool does not read.
        case unreadPattern = "unread_pattern"
        /// A flow rebinds the step through a member the tool does not follow.
        case unreadConversion = "unread_conversion"
        /// A stepper emits a value the tool cannot read.
        case unreadEmission = "unread_emission"
        /// FunctionalNavigationFlowKit code the walk could not follow to its end.
        case unfollowedNavigation = "unfollowed_navigation"
        /// An XCoordinator arm returns a transition the tool cannot read.
        case unreadTransition = "unread_transition"
        /// XCoordinator lifecycle code the tool cannot follow.
        case unreadLifecycle = "unread_lifecycle"
        /// Where a flow starts depends on a value the tool cannot read.
        case unreadStart = "unread_start"
        /// An RxFlow arm builds its contributors through code the tool does not follow.
        case unreadContribution = "unread_contribution"
        /// No front end found any navigation in the files read.
        case noNavigation = "no_navigation"
        /// No lock file or code says which version of a library the app builds with.
        case unknownLibraryVersion = "unknown_library_version"
        /// A folder below a path argument that could not be listed.
        case unreadableFolder = "unreadable_folder"
        /// Swift files under an Xcode project's folder that no project of the checkout compiles: left out.
        case notInTarget = "not_in_target"
        /// An Xcode project file that could not be read: its folder's files are placed by folder names.
        case unreadableProject = "unreadable_project"
        /// An Xcode project whose targets compile no Swift file: skipped.
        case projectWithoutSwift = "project_without_swift"
        /// An Xcode project whose `projectDirPath` leads above the analysed folder.
        case projectRootOutside = "project_root_outside"
    }

    /// Why rules could not decide.
    public var cause: Cause
    /// Where the cause is, relative to the analysed root; nil for the whole run.
    public var file: String?
    /// The line of `file`, from 1.
    public var line: Int?
    /// One sentence: the cause, then what it leaves unchecked.
    public var message: String
    /// The steps and flows whose findings it can silence, sorted (how `diff` tells a finding whose
    /// subject stopped being checked from one that was fixed).
    package var subjects: [String]

    /// The note as standard error prints it: `file:line: note: message`, as compilers do.
    package func line(path: (String) -> String) -> String {
        guard let file else { return "note: " + message }
        return path(file) + (line.map { ":\($0)" } ?? "") + ": note: " + message
    }

    /// Whether the note can silence a finding about `subject` (one of its symbols is a subject of the note).
    package func covers(_ subject: FindingSubject) -> Bool {
        !Set(subject.symbols).isDisjoint(with: subjects)
    }

    /// Every stored property (the memberwise initializer, for the package's other targets).
    package init(cause: Cause, file: String? = nil, line: Int? = nil, message: String, subjects: [String]) {
        self.cause = cause
        self.file = file
        self.line = line
        self.message = message
        self.subjects = subjects
    }
}
