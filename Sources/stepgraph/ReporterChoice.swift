import ArgumentParser
import StepGraphCore
import StepGraphKit

/// `--reporter NAME` for `lint` and `diff`: a reporter of the registry (`Reporters.all`), which
/// also gives `--help` its list of values and the usage error for an unknown name.
struct ReporterChoice: ExpressibleByArgument {
    let reporter: any Reporter.Type

    init?(argument: String) {
        guard let reporter = Reporters.reporter(argument) else { return nil }
        self.reporter = reporter
    }

    static var allValueStrings: [String] { Reporters.all.map { $0.identifier } }

    var defaultValueDescription: String { reporter.identifier }

    /// The reporter given on the command line, else the configuration's `reporter:`, else `fallback`.
    static func chosen(_ option: ReporterChoice?, configured: String?, fallback: String) throws -> any Reporter.Type {
        if let option { return option.reporter }
        let name = configured ?? fallback
        guard let reporter = Reporters.reporter(name) else {
            throw StepGraphError.unknownConfiguredReporter(name, choices: Reporters.all.map { $0.identifier })
        }
        return reporter
    }
}
