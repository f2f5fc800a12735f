import Dispatch

/// `map` over independent items on all cores; results keep the input order.
package enum ConcurrentMap {
    package static func map<T, R>(_ items: [T], _ transform: (T) -> R) -> [R] {
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

    /// `first()` and `second()` side by side (one after the other with fewer than two `threads`).
    package static func both<A, B>(threads: Int, _ first: () -> A, _ second: () -> B) -> (A, B) {
        guard threads > 1 else { return (first(), second()) }
        var results: (A?, B?) = (nil, nil)
        withoutActuallyEscaping(first) { first in
            withoutActuallyEscaping(second) { second in
                withUnsafeMutablePointer(to: &results) { results in
                    let work = PairBox(first, second, results)
                    DispatchQueue.concurrentPerform(iterations: 2) { index in
                        if index == 0 { work.results.pointee.0 = work.first() } else { work.results.pointee.1 = work.second() }
                    }
                }
            }
        }
        return (results.0!, results.1!)
    }

    /// `both`'s closures and where each writes its result (a field of its own).
    private final class PairBox<A, B>: @unchecked Sendable {
        let first: () -> A
        let second: () -> B
        let results: UnsafeMutablePointer<(A?, B?)>
        init(_ first: @escaping () -> A, _ second: @escaping () -> B, _ results: UnsafeMutablePointer<(A?, B?)>) {
            (self.first, self.second, self.results) = (first, second, results)
        }
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
