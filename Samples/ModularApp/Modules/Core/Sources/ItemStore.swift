import Foundation

public final class ItemStore {
    public init() {}
    public func itemIds() -> [Int] { return [1, 2, 3] }
    public func title(of id: Int) -> String { return "Item \(id)" }
}
