/// A front end's facts about one file (names and lines only: the file's tokens are gone by the time
/// they are linked).
protocol FrontEndFacts: Sendable {}

/// Everything linking needs besides each front end's own facts: every file's type facts, indexed.
struct LinkContext {
    let files: [FileFacts]
    let index: TypeIndex
    /// Type names some file uses as values (`TypeNameHash`).
    let constructed: Set<UInt64>
}

/// One navigation framework: which files it reads, what it extracts from each, and how it links the
/// facts of all files into the shared model. The analyzer runs every front end on every file it
/// claims; a code base that uses two frameworks gets both.
protocol NavigationFrontEnd: Sendable {
    var framework: Framework { get }
    /// The words the tokenizer should tag for this front end.
    var vocabulary: [(spelling: String, id: UInt8)] { get }
    /// Module names whose qualified names (`RxFlow.Step`) are the library's own types.
    var libraryModules: Set<String> { get }
    /// The declarations that give away a copy of the library's sources committed with the app
    /// (`VendoredLibraries`): those files are the library, not the app.
    var librarySignature: LibrarySignature { get }
    /// Whether the file is worth this front end's analysis (its imports and vocabulary).
    func claims(_ file: ParsedFile) -> Bool
    /// Once every file's types are indexed and the claimed files' facts are in: names (of the code
    /// base's own navigation vocabulary, such as its step enums or its screens) whose mention makes
    /// a file this front end did not claim worth its analysis after all. Asked again after each
    /// such look, with the new facts, until it names nothing new. Empty when there is nothing to look for.
    func followUpNames(_ index: TypeIndex, files: [FileFacts]) -> Set<String>
    /// This front end's facts about a claimed file.
    func extract(_ file: ParsedFile) -> any FrontEndFacts
    /// Links the facts of every claimed file into `model`.
    func link(_ context: LinkContext, into model: inout NavigationModel)
}

/// The front ends StepGraph runs, and the word table built from their vocabularies.
enum FrontEnds {
    static let all: [any NavigationFrontEnd] = [RxFlowFrontEnd(), FNFKFrontEnd(), XCoordinatorFrontEnd()]

    /// Swift keywords plus every front end's words: what the tokenizer tags identifiers with.
    static let vocabulary = Vocabulary(words: UIKitWord.entries + all.flatMap(\.vocabulary))

    static let libraryModules: Set<String> = all.reduce(into: []) { $0.formUnion($1.libraryModules) }

    /// Every front end's library signature names: what each file is asked whether it declares.
    static let librarySignatureNames: Set<String> = all.reduce(into: []) { $0.formUnion($1.librarySignature.names) }
    static let librarySignatureHashes = Set(librarySignatureNames.map(TypeNameHash.of))

    /// The front ends `selection` asks for.
    static func selected(_ selection: Set<Framework>?) -> [any NavigationFrontEnd] {
        guard let selection else { return all }
        return all.filter { selection.contains($0.framework) }
    }
}
