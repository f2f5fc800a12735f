/// One argument of a call or element of a collection literal: its label (nil when unlabeled) and
/// its value's token range.
package struct CallArgument: Sendable {
    package var label: String?
    package var labelToken: Int?
    package var value: TokenRange
}

extension SourceView {
    /// The arguments of the parenthesised or bracketed group opened at `open`.
    package func arguments(ofGroupAt open: Int) -> [CallArgument] {
        let close = closer(open)
        var result: [CallArgument] = []
        var start = open + 1
        var k = open + 1
        while k <= close {
            if k == close || tokens[k].kind == .comma {
                if k > start {
                    if isKind(start, .identifier) && isKind(start + 1, .colon) && start + 2 <= k {
                        result.append(CallArgument(label: text(start), labelToken: start, value: TokenRange(start + 2, k)))
                    } else {
                        result.append(CallArgument(label: nil, labelToken: nil, value: TokenRange(start, k)))
                    }
                }
                start = k + 1
                k += 1
                continue
            }
            k = skipGroup(k)
        }
        return result
    }

    /// The value of the argument labelled `label` in the group opened at `open`.
    package func argument(_ label: StaticString, ofGroupAt open: Int) -> TokenRange? {
        argument(ofGroupAt: open) { spells($0, label) }
    }

    /// The value of the argument labelled with the vocabulary word `label` in the group opened at `open`.
    package func argument<W: VocabularyWord>(_ label: W, ofGroupAt open: Int) -> TokenRange? {
        argument(ofGroupAt: open) { spells($0, label) }
    }

    private func argument(ofGroupAt open: Int, labelled matches: (Int) -> Bool) -> TokenRange? {
        for argument in arguments(ofGroupAt: open) {
            if let token = argument.labelToken, matches(token) { return argument.value }
        }
        return nil
    }
}
