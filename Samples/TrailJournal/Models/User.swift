import Foundation

struct User: Identifiable, Hashable {
    let id: UUID
    var displayName: String
    var hometown: String
    var joined: Date
}
