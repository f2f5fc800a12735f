/// Counts as messages print them: digits in groups of three ("49,980"), the same on every machine
/// (no locale is read).
package enum NumberText {
    package static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var out = value < 0 ? "-" : ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { out.append(",") }
            out.append(digit)
        }
        return out
    }
}
