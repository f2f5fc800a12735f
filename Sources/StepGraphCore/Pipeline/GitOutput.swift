/// The output of the two git commands that read a revision (`git ls-tree -r -z` and `git cat-file
/// --batch --follow-symlinks`), read byte by byte. The command line runs git (`GitRevision`: the
/// library never spawns a process); the parsing is here, where the fuzz target reaches it too.
package enum GitOutput {
    /// One entry of `git ls-tree -r -z`: `<mode> <type> <object>\t<path>`.
    package struct TreeEntry: Equatable {
        package var mode: String
        package var object: String
        /// As shown: a name that is not UTF-8 has its other bytes escaped (`PathBytes`).
        package var path: String
        /// The path's bytes when `path` escapes some (nil: `path` spells them).
        package var pathBytes: [UInt8]?

        package var isFile: Bool { mode == "100644" || mode == "100755" }
        package var isLink: Bool { mode == "120000" }
    }

    /// The listing's blob entries (a listing is large: one line per file, so bytes, not characters).
    package static func treeEntries(_ listing: UnsafeBufferPointer<UInt8>) -> [TreeEntry] {
        var entries: [TreeEntry] = []
        var start = 0
        while start < listing.count {
            let end = listing[start...].firstIndex(of: 0) ?? listing.count
            defer { start = end + 1 }
            guard let tab = listing[start..<end].firstIndex(of: UInt8(ascii: "\t")) else { continue }
            let fields = listing[start..<tab].split(separator: UInt8(ascii: " "))
            guard fields.count == 3, fields[1].elementsEqual("blob".utf8) else { continue }
            let path = UnsafeBufferPointer(rebasing: listing[(tab + 1)..<end])
            let (shown, isExact) = PathBytes.text(path)
            entries.append(TreeEntry(mode: text(fields[0]), object: text(fields[2]), path: shown, pathBytes: isExact ? nil : Array(path)))
        }
        return entries
    }

    /// One answer of `git cat-file --batch --follow-symlinks`.
    package enum BatchAnswer: Equatable {
        /// A blob: its bytes' place in the output.
        case blob(Range<Int>)
        /// The object is not in git's object store (`<request> missing`; `ambiguous`, which a full
        /// object id or `commit:path` never is, alike).
        case missing
        /// A link to something that is not a blob (a folder): not a file.
        case notAFile
        /// A link that loops (`loop`), or leads nowhere in the revision (`dangling`, `notdir`,
        /// `symlink`: outside the repository).
        case brokenLink(loops: Bool)
    }

    /// The answers `output` holds in full, in order, up to `count`: fewer when git stopped early,
    /// or when an answer does not have the shape git gives (the first such one and those after are left out).
    package static func batchAnswers(_ output: UnsafeBufferPointer<UInt8>, count: Int) -> [BatchAnswer] {
        var answers: [BatchAnswer] = []
        var position = 0
        while answers.count < count {
            guard let newline = output[position...].firstIndex(of: UInt8(ascii: "\n")) else { break }
            // The header's fields, as bytes: one answer per file, and a String's characters cost far more.
            let fields = output[position..<newline].split(separator: UInt8(ascii: " "))
            if fields.count >= 2, fields.last!.elementsEqual("missing".utf8) || fields.last!.elementsEqual("ambiguous".utf8) {
                answers.append(.missing)
                position = newline + 1
                continue
            }
            // The size, then the content and its closing newline (compared without adding: a size may be any number).
            guard fields.count == 2 || fields.count == 3, let size = Int(text(fields.last!)), size >= 0,
                  size < output.count - newline - 1, output[newline + 1 + size] == UInt8(ascii: "\n") else { break }
            let body = (newline + 1)..<(newline + 1 + size)
            position = body.upperBound + 1
            switch fields.count {
            case 3 where fields[1].elementsEqual("blob".utf8): answers.append(.blob(body))
            case 3: answers.append(.notAFile)
            default: answers.append(.brokenLink(loops: fields[0].elementsEqual("loop".utf8)))
            }
        }
        return answers
    }

    private static func text(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes), as: UTF8.self)
    }
}
