#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Words the scanner and extractor compare against: Swift keywords and RxFlow/UIKit vocabulary.
/// The tokenizer tags each identifier with its `Word` through a hash table, so later passes
/// compare one byte instead of text.
public enum Word: UInt8, CaseIterable, Sendable {
    /// Not one of the listed words.
    case plain = 0
    // Swift declarations and statements
    case `class`, `struct`, `enum`, `extension`, `protocol`, actor, `func`, `init`, `deinit`, `subscript`
    case `var`, `let`, `case`, `default`, `switch`, `if`, `guard`, `else`, `return`, `typealias`
    case `associatedtype`, indirect, `where`, `in`, `is`, `as`, `self`, `Self`, `super`, `static`
    case `import`, `for`, `while`, `repeat`, `do`, `catch`, `throw`, `throws`, `rethrows`, async
    case await, `try`, get, set, willSet, didSet, `operator`, prefix, postfix, infix, unknown
    case `true`, `false`, `nil`, some, any, `break`, `continue`, `fallthrough`, `defer`, elseif, endif
    case selector, keyPath, available, lazy, weak, unowned, `private`, `fileprivate`, `internal`, `public`
    case open, final, override, mutating, nonmutating, convenience, required, dynamic, nonisolated
    case objc, package, macro
    // RxFlow vocabulary
    case Step, Stepper, Flow, Flows, Presentable, steps, step, accept, onNext, bind, drive, emit, to
    case map, flatMap, compactMap, flatMapLatest, just, of, navigate, coordinate, flow, with, withStepper
    case withSingleStep, steppers, OneStepper, CompositeStepper, DefaultStepper, NoneStepper, initialStep
    case root, adapt, contribute, withNext, withNextPresentable, withNextStepper
    case forwardToParentFlowWithStep, withStepForParentFlow, triggerParentFlow, forwardToParentFlow
    case forwardToCurrentFlow, withStep, stepNotHandled, end, none, one, multiple
    case flowContributor, flowContributors, flowItem, flowItems, FlowContributors, FlowContributor
    case NextFlowItems, NextFlowItem, Flowable, nextPresentable, nextStepper, use, whenReady, when
    case FlowCoordinator, Coordinator, RxFlowStep, RxFlow, Single, Observable, resolve, instantiate
    case Reactor, reactor
    // UIKit navigation vocabulary
    case pushViewController, present, setViewControllers, dismiss, popViewController
    case popToRootViewController, popToViewController, rootViewController, show, showDetailViewController
    case viewControllers, setRoot, pushRoot
}

/// Open-addressing table from an identifier's bytes to its `Word`, built once and never freed, read
/// through raw pointers on the tokenizer's hot path (no array retain/release per lookup).
struct WordTable: @unchecked Sendable {
    static let shared = WordTable()
    static let mask: UInt32 = 1023

    /// Slot → word raw value (0 = empty).
    let slots: UnsafeMutablePointer<UInt8>
    /// Word raw value → offset of its spelling in `spellingBytes`, and its length.
    let offsets: UnsafeMutablePointer<UInt16>
    let lengths: UnsafeMutablePointer<UInt8>
    let spellingBytes: UnsafeMutablePointer<UInt8>

    private init() {
        slots = .allocate(capacity: Int(WordTable.mask) + 1)
        slots.initialize(repeating: 0, count: Int(WordTable.mask) + 1)
        offsets = .allocate(capacity: 256)
        offsets.initialize(repeating: 0, count: 256)
        lengths = .allocate(capacity: 256)
        lengths.initialize(repeating: 0, count: 256)
        var all: [UInt8] = []
        for word in Word.allCases where word != .plain {
            let bytes = Array(String(describing: word).utf8)
            offsets[Int(word.rawValue)] = UInt16(all.count)
            lengths[Int(word.rawValue)] = UInt8(bytes.count)
            all += bytes
            var slot = WordTable.hash(bytes) & WordTable.mask
            while slots[Int(slot)] != 0 { slot = (slot + 1) & WordTable.mask }
            slots[Int(slot)] = word.rawValue
        }
        spellingBytes = .allocate(capacity: all.count)
        spellingBytes.initialize(from: all, count: all.count)
    }

    @inline(__always) static func mix(_ h: UInt32, _ byte: UInt8) -> UInt32 {
        (h ^ UInt32(byte)) &* 16_777_619
    }
    static let seed: UInt32 = 2_166_136_261

    static func hash(_ bytes: [UInt8]) -> UInt32 {
        bytes.reduce(seed, mix)
    }

    /// The word spelled by `base[start..<end]`, whose FNV-1a hash is `hash`.
    @inline(__always)
    func lookup(_ base: UnsafePointer<UInt8>, _ start: Int, _ end: Int, hash: UInt32) -> Word {
        let length = end - start
        guard length <= 40 else { return .plain }
        var slot = hash & WordTable.mask
        while true {
            let raw = slots[Int(slot)]
            if raw == 0 { return .plain }
            if Int(lengths[Int(raw)]) == length && memcmp(spellingBytes + Int(offsets[Int(raw)]), base + start, length) == 0 {
                return Word(rawValue: raw)!
            }
            slot = (slot + 1) & WordTable.mask
        }
    }
}
