/// The front ends StepGraph runs, and the word table built from their vocabularies.
enum FrontEnds {
    /// Swift keywords plus every front end's words: what the tokenizer tags identifiers with.
    static let vocabulary = Vocabulary(words: UIKitWord.entries + RxFlowWord.entries)
}
