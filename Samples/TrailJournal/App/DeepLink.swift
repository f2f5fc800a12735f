import Foundation

/// The links the widget and shared trail URLs open, e.g. `trailjournal://trail/<uuid>`.
enum DeepLink: Equatable {
    case trail(Trail.ID)
    case region(String)
    case newEntry
    case journal

    init?(url: URL) {
        guard url.scheme == "trailjournal", let host = url.host() else { return nil }
        let argument = url.pathComponents.dropFirst().first
        switch host {
        case "trail":
            guard let argument, let id = UUID(uuidString: argument) else { return nil }
            self = .trail(id)
        case "region":
            guard let argument, !argument.isEmpty else { return nil }
            self = .region(argument.removingPercentEncoding ?? argument)
        case "new-entry":
            self = .newEntry
        case "journal":
            self = .journal
        default:
            return nil
        }
    }
}
