import SwiftUI

extension JournalEntryView {
    /// The pages an entry opens.
    enum Destination: Hashable {
        case photo(JournalPhoto)
        case weather(Date)
        case editHistory(JournalEntry.ID)

        @ViewBuilder
        var destination: some View {
            switch self {
            case .photo(let photo):
                JournalPhotoView(photo: photo)
            case .weather(let date):
                WeatherLookbackView(date: date)
            case .editHistory(let entryID):
                EditHistoryView(entryID: entryID)
            }
        }
    }
}
