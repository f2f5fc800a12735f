import Foundation
import StepGraphCore
import StepGraphKit

/// The sides `diff` compares and `lint --new-since` lints against, read with the input options.
extension LintedSide {
    /// A folder analysed with `input`'s options and linted. `memo`: facts shared with the other side.
    init(root: String, input: InputOptions, configuration: LintConfiguration, configurationFolder: String,
         memo: FileFactsMemo? = nil) throws {
        var options = input
        options.paths = [root]
        self.init(analysis: try options.analyse(configuration: configuration, configurationFolder: configurationFolder, memo: memo),
                  configuration: configuration)
    }

    /// A revision's files at the place `GitRevision.resolve` found (`configurationFolder` names the same place in it).
    init(revision place: RevisionPlace, input: InputOptions, configuration: LintConfiguration, configurationFolder: String,
         memo: FileFactsMemo? = nil) throws {
        self.init(analysis: try input.analyse(revision: place, configuration: configuration,
                                              configurationFolder: configurationFolder, memo: memo),
                  configuration: configuration)
    }
}

/// Work started on another thread; `value()` waits for it.
final class Concurrently<Value>: @unchecked Sendable {
    private var result: Result<Value, any Error>?
    private let done = DispatchSemaphore(value: 0)

    init(_ work: @escaping @Sendable () throws -> Value) {
        Thread { [self] in
            result = Result(catching: work)
            done.signal()
        }.start()
    }

    func value() throws -> Value {
        done.wait()
        return try result!.get()
    }
}
