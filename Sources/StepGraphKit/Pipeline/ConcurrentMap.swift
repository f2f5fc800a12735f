import Dispatch

/// `map` over independent items on all cores; results keep the input order.
enum ConcurrentMap {
    static func map<T, R>(_ items: [T], _ transform: (T) -> R) -> [R] {
        guard items.count > 1 else { return items.map(transform) }
        let slots = UnsafeMutableBufferPointer<R?>.allocate(capacity: items.count)
        slots.initialize(repeating: nil)
        defer { slots.deinitialize(); slots.deallocate() }
        let box = SlotBox(slots)
        withoutActuallyEscaping(transform) { transform in
            let work = TransformBox(transform, items)
            DispatchQueue.concurrentPerform(iterations: items.count) { index in
                box.slots[index] = work.transform(work.items[index])
            }
        }
        return slots.map { $0! }
    }

    private final class SlotBox<R>: @unchecked Sendable {
        let slots: UnsafeMutableBufferPointer<R?>
        init(_ slots: UnsafeMutableBufferPointer<R?>) { self.slots = slots }
    }

    /// The transform and its input, shared read-only by the workers.
    private final class TransformBox<T, R>: @unchecked Sendable {
        let transform: (T) -> R
        let items: [T]
        init(_ transform: @escaping (T) -> R, _ items: [T]) {
            self.transform = transform
            self.items = items
        }
    }
}
