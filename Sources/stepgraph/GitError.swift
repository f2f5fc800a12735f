/// What stops the command line from reading a revision through git (`diff`, `lint --new-since`):
/// the tool cannot do its job (exit 2), with git's own first line where it printed one.
enum GitError: Error, Equatable, CustomStringConvertible {
    /// A path whose folder is not in a git repository (`gitMessage`: the first line git printed).
    case notAGitRepository(path: String, gitMessage: String?)
    /// git failed on the repository holding `path` for another reason (dubious ownership, a
    /// repository git cannot read): `gitMessage`, the first line git printed, says why.
    case gitFailed(path: String, gitMessage: String?)
    /// A revision git cannot resolve to a commit (`gitMessage`: git's, when it gave one).
    case unknownRevision(String, repository: String, repositoryIsEmpty: Bool, gitMessage: String?)
    /// A revision a shallow clone does not have.
    case revisionNotInShallowClone(String)
    /// `git ls-tree` failed on a revision.
    case unlistableRevision(String, gitMessage: String?)
    /// `git cat-file` failed on a revision's files (`path`: the file it stopped at, when known).
    case unreadableRevision(String, path: String?, gitMessage: String?)
    /// Swift files of a revision whose blobs git's object store lacks (a blob-filtered clone whose
    /// promisor remote cannot be reached, a damaged repository): the first, by path, and how many
    /// others; `object` is what git was asked for (a blob id, or `commit:path` for a link).
    case missingBlob(revision: String, path: String, object: String, others: Int, gitMessage: String?)
    /// git could not be started.
    case gitNotRunnable(reason: String)

    var description: String {
        switch self {
        case .notAGitRepository(let path, let gitMessage): return "\(path) is not inside a git repository" + detail(gitMessage)
        case .gitFailed(let path, let gitMessage): return "git cannot read the repository holding \(path)" + detail(gitMessage)
        case .unknownRevision(let revision, let repository, let isEmpty, let gitMessage):
            return "unknown revision '\(revision)' in \(repository)" + (isEmpty ? ": the repository has no commits yet" : "")
                + detail(gitMessage)
        case .revisionNotInShallowClone(let revision):
            return "revision '\(revision)' is not in this shallow clone; fetch it first "
                + "(git fetch --unshallow, or actions/checkout with fetch-depth: 0)"
        case .unlistableRevision(let revision, let gitMessage): return "cannot list \(revision)" + detail(gitMessage)
        case .unreadableRevision(let revision, let path, let gitMessage):
            return "cannot read \(path.map { $0 + " at " } ?? "")\(revision): git cat-file failed" + detail(gitMessage)
        case .missingBlob(let revision, let path, let object, let others, let gitMessage):
            return "cannot read \(path) at \(revision): object \(object) is missing from git's object store"
                + (others > 0 ? ", and so are those of \(others) other Swift file(s)" : "")
                + " (a partial clone that could not fetch it, or a damaged repository)" + detail(gitMessage)
        case .gitNotRunnable(let reason): return "cannot run git: \(reason)"
        }
    }

    /// `: ` and git's message, or nothing.
    private func detail(_ message: String?) -> String {
        message.map { ": " + $0 } ?? ""
    }
}
