/// A front end's facts about one file (names and lines only: the file's tokens are gone by the time
/// they are linked).
package protocol FrontEndFacts: Sendable {}

/// Everything linking needs besides each front end's own facts: every file's type facts, indexed.
package struct LinkContext {
    /// In the order `index.modules` was made from (`ModuleTable.module(ofFileAt:)`).
    package let files: [FileFacts]
    package let index: TypeIndex
    /// Type names some file uses as values (`TypeNameHash`).
    package let constructed: Set<UInt64>
    /// The frameworks whose sources the code base vendors (`VendoredLibraries`), with the modules
    /// (`ModuleTable`) the files of each copy are in.
    package let vendored: [Framework: Set<String>]

    /// The files that can see `frontEnd`'s library: those importing one of its modules, and, when
    /// the code base vendors it, those compiled with the copy without an import: files of the
    /// copy's own module, or, where the copy sits in an open module (boundaries not known), files
    /// of any open module. A file of a named module (a package target) sees a copy elsewhere only
    /// through an import. A name of the library spelled in any other file is not the library's.
    package func filesSeeingLibrary(of frontEnd: any NavigationFrontEnd) -> Set<String> {
        let modules = index.modules
        let copies = vendored[frontEnd.framework] ?? []
        let copyIsOpen = copies.contains(where: modules.isOpen)
        // Each file read in place (copying a `FileFacts` retains every field).
        return files.withUnsafeBufferPointer { files in
            Set(files.indices.lazy.filter { file in
                if !files[file].imports.isDisjoint(with: frontEnd.libraryModules) { return true }
                let own = modules.module(ofFileAt: file)  // the table was made from these files, in this order
                return copies.contains(own) || (copyIsOpen && modules.isOpen(own))
            }.map { files[$0].path })
        }
    }
}

/// One navigation framework: which files it reads, what it extracts from each, and how it links the
/// facts of all files into the shared model. The analyzer runs every front end on every file it
/// claims; a code base that uses two frameworks gets both.
package protocol NavigationFrontEnd: Sendable {
    var framework: Framework { get }
    /// The words the tokenizer should tag for this front end (its `VocabularyWord`'s spellings; the
    /// registry gives them their ids).
    var vocabulary: [String] { get }
    /// Module names whose qualified names (`RxFlow.Step`) are the library's own types.
    var libraryModules: Set<String> { get }
    /// The declarations that give away a copy of the library's sources committed with the app
    /// (`VendoredLibraries`): those files are the library, not the app.
    var librarySignature: LibrarySignature { get }
    /// Whether the file is worth this front end's analysis, from its tokens and the vocabulary words
    /// they spell. Asked before the file is scanned: a file no front end claims gets a lighter scan
    /// (`OutlineDetail.declarations`).
    func claims(_ src: SourceView, words: VocabularyMask) -> Bool
    /// Once every file's types are indexed and the claimed files' facts are in: names (of the code
    /// base's own navigation vocabulary, such as its step enums or its screens) whose mention makes
    /// a file this front end did not claim worth its analysis after all. Asked again after each
    /// such look, with the new facts, until it names nothing new. Empty when there is nothing to look for.
    func followUpNames(_ index: TypeIndex, files: [FileFacts]) -> Set<String>
    /// This front end's facts about a claimed file.
    func extract(_ file: ParsedFile) -> any FrontEndFacts
    /// Links the facts of every claimed file into `model`.
    func link(_ context: LinkContext, into model: inout NavigationModel)

    // After the model: the graph, the rules, the map, the diff.

    /// Adds its frames, nodes and edges for `model` to the graph, and any part of the graph only it
    /// reads (`GraphAssembly.attach`: RxFlow's routing).
    func buildGraph(_ model: NavigationModel, into graph: inout GraphAssembly)
    /// Its rules, those over several front ends that read it included. A rule's framework is the
    /// first front end that lists it; `FrontEndRegistry.rules` keeps the documentation order.
    var rules: [LintRule] { get }
    /// What its code calls a step and emitting one, and how the map's key names its edges.
    var words: FrontEndWords { get }
    /// Whether its flows are types that something must create (RxFlow flows, XCoordinator
    /// coordinators: `unreachable_flow` reports them, the diff compares their root), not functions.
    var flowsAreTypes: Bool { get }
    /// Whether a focused map keeps its nodes that sit in no frame (entries) when the focus does not
    /// lead to them; false where those are flow functions and the starts of their own trees.
    var focusKeepsFramelessNodes: Bool { get }
    /// `--focus name` when `name` is one of its flows: the frames to draw; nil when it is not.
    func mapFocus(on name: String, in graph: NavigationGraph) -> MapFocus?
    /// The nodes `--focus`/`--reaches name` stands for beyond those `NavigationPaths` finds by name
    /// (an FNFK flow function: the screens it shows).
    func mapTargets(named name: String, in graph: NavigationGraph) -> [String]
    /// Its diff elements beyond those of the shared model (XCoordinator: the window's roots).
    func addDiffElements(of model: NavigationModel, to elements: inout NavigationElements)
    /// What its rules enabled in this lint (`enabledRules`, ids) cannot check in `model`, beyond what
    /// the model's ambiguities and `unresolved` entries say (RxFlow: deprecated names with no version known).
    func notCheckedNotes(of model: NavigationModel, enabledRules: Set<String>) -> [NotChecked]
}

/// A front end's words for findings and the map's key.
package struct FrontEndWords: Codable, Sendable, Equatable {
    /// What a step is called (`Step`, `Route`).
    package var step: String
    /// What code does to a step to send it (`emits`, `triggers`).
    package var emits: String
    /// The map key's words for an `emits` edge.
    package var emitsEdge: String
    /// What a frame that is not a container is called in the key (`flow`, `coordinator`).
    package var frame: String

    package init(step: String, emits: String, emitsEdge: String, frame: String = "flow") {
        (self.step, self.emits, self.emitsEdge, self.frame) = (step, emits, emitsEdge, frame)
    }
}

/// What `--focus` keeps: frames, and nodes outside them (a mixed app: the FNFK screens an RxFlow flow runs).
package struct MapFocus {
    package var frames: Set<String>
    package var alsoKept: Set<String>

    package init(frames: Set<String>, alsoKept: Set<String> = []) {
        (self.frames, self.alsoKept) = (frames, alsoKept)
    }
}

extension NavigationFrontEnd {
    package var flowsAreTypes: Bool { true }
    package var focusKeepsFramelessNodes: Bool { true }
    package func mapFocus(on name: String, in graph: NavigationGraph) -> MapFocus? { nil }
    package func mapTargets(named name: String, in graph: NavigationGraph) -> [String] { [] }
    package func addDiffElements(of model: NavigationModel, to elements: inout NavigationElements) {}
    package func notCheckedNotes(of model: NavigationModel, enabledRules: Set<String>) -> [NotChecked] { [] }
}
