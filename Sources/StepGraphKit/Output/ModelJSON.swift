import Foundation

/// JSON for the model and reports: sorted keys and no escaped slashes, so equal input gives
/// byte-identical output.
public enum StableJSON {
    /// `value` as JSON with sorted keys and unescaped slashes; `pretty` indents it.
    public static func encode<T: Encodable>(_ value: T, pretty: Bool) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = pretty ? [.sortedKeys, .withoutEscapingSlashes, .prettyPrinted]
            : [.sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(value)
        data.append(UInt8(ascii: "\n"))
        return data
    }
}
