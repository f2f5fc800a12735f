/// A worker's token buffers, kept from one file to the next: the tokens, their bracket pairs
/// (`SourceView.match`), the pairing stack and the landmarks (`SourceView.landmarks`), all with room
/// for the same number of tokens (the landmarks for one more). A fresh allocation per file faulted its pages in again for most
/// files; these grow to the largest file's need and are given back after an outsized one
/// (`shrink(above:)`).
package struct TokenBuffers {
    package private(set) var tokens = UnsafeMutableBufferPointer<Token>(start: nil, count: 0)
    package private(set) var match = UnsafeMutableBufferPointer<Int32>(start: nil, count: 0)
    package private(set) var stack = UnsafeMutableBufferPointer<Int32>(start: nil, count: 0)
    package private(set) var landmarks = UnsafeMutableBufferPointer<Int32>(start: nil, count: 0)
    /// How many landmarks the last file tokenized into these buffers has.
    package var landmarkCount = 0

    package init() {}

    /// Room for this many tokens.
    package var capacity: Int { tokens.count }

    /// Makes room for at least `count` tokens (what the buffers held is not kept).
    package mutating func reserve(_ count: Int) {
        guard count > capacity else { return }
        deallocate()
        tokens = .allocate(capacity: count)
        match = .allocate(capacity: count)
        stack = .allocate(capacity: count)
        landmarks = .allocate(capacity: count + 1)  // one more: see `Lexer.landmarks`
    }

    /// Gives back buffers with room for more than `limit` tokens (after a generated file of megabytes).
    package mutating func shrink(above limit: Int) {
        if capacity > limit { deallocate() }
    }

    /// Frees the buffers; they are empty afterwards.
    package mutating func deallocate() {
        tokens.deallocate()
        match.deallocate()
        stack.deallocate()
        landmarks.deallocate()
        tokens = UnsafeMutableBufferPointer(start: nil, count: 0)
        match = UnsafeMutableBufferPointer(start: nil, count: 0)
        stack = UnsafeMutableBufferPointer(start: nil, count: 0)
        landmarks = UnsafeMutableBufferPointer(start: nil, count: 0)
        landmarkCount = 0
    }
}
