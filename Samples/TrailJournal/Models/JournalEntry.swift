import Foundation

struct JournalEntry: Identifiable, Hashable {
    let id: UUID
    var title: String
    var date: Date
    var trailID: Trail.ID?
    var notes: String
    var photos: [JournalPhoto] = []
    /// When the entry was edited, newest last.
    var revisions: [Date] = []
}

struct JournalPhoto: Identifiable, Hashable {
    let id: UUID
    var caption: String
    var imageName: String
}
