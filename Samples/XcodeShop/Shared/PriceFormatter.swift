import Foundation

/// Prices as the shop shows them (in the project relative to SOURCE_ROOT, not to its group).
enum PriceFormatter {
    private static let formatter: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        return formatter
    }()

    static func text(cents: Int) -> String {
        formatter.string(from: NSNumber(value: Double(cents) / 100)) ?? "\(cents)"
    }
}
