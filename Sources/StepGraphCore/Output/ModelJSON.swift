import Foundation

/// JSON for the model and reports: sorted keys and no escaped slashes, so equal input gives
/// byte-identical output.
public enum StableJSON {
    /// Throws `StepGraphError.unencodable` (a value JSON cannot hold, such as a non-finite number).
    public static func encode<T: Encodable>(_ value: T, pretty: Bool) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = pretty ? [.sortedKeys, .withoutEscapingSlashes, .prettyPrinted]
            : [.sortedKeys, .withoutEscapingSlashes]
        var data: Data
        do { data = try encoder.encode(value) } catch { throw StepGraphError.unencodable(reason: "\(error)") }
        data.append(UInt8(ascii: "\n"))
        return data
    }
}
