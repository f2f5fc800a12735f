/// Order-keeping de-duplication, shared by the front ends and the map.
extension Array where Element: Hashable {
    /// The elements in order, without later duplicates.
    package func uniqued() -> [Element] {
        var seen: Set<Element> = []
        return filter { seen.insert($0).inserted }
    }
}
