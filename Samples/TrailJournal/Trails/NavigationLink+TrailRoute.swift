import SwiftUI

extension NavigationLink where Label == Text, Destination == Never {
    /// A plain text link to a Trails screen, so call sites can write `NavigationLink("Reviews", value: .reviews(id))`.
    init(_ titleKey: LocalizedStringKey, value: TrailRoute) {
        self.init(titleKey, value: Optional(value))
    }
}
