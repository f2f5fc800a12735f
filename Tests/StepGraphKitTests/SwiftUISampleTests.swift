import Foundation
import Testing
@testable import StepGraphCore
@testable import StepGraphKit
@testable import StepGraphRxFlow
@testable import StepGraphFNFK
@testable import StepGraphXCoordinator
@testable import StepGraphSwiftUI
import StepGraphTestSupport

/// Samples/TrailJournal against its ground truth (/work/briefs/swiftui-sample-truth.md): the dump's
/// route types, registrations with their arms, the 26 push and presentation sites, and exactly one
/// finding per planted mistake, through the command line with `--framework swiftui`.
@Suite struct SwiftUISampleTests {
    func dump() throws -> NavigationModel {
        let run = try runTool(["dump", "Samples/TrailJournal", "--framework", "swiftui"])
        #expect(run.status == 0)
        return try JSONDecoder().decode(NavigationModel.self, from: Data(run.stdout.utf8))
    }

    @Test func dumpHasTheSamplesRouteTypesRegistrationsAndSites() throws {
        let m = try dump()
        #expect(m.stepEnums.map { "\($0.name)(\($0.cases.map(\.name).joined(separator: ",")))" } == [
            "BadgeRoute(badge,leaderboard)", "JournalEntry()", "JournalEntryView.Destination(photo,weather,editHistory)", "String()", "Trail()",
            "TrailRoute(detail,map,reviews,author,photos,conditions,elevationProfile)", "TrailSheet(newEntry,share)",
        ])
        #expect(m.stepEnums.allSatisfy { $0.framework == .swiftui })
        #expect(m.flows.map { "\($0.name) \($0.file):\($0.line)" } == [
            // The `extension View` helper's modifier, named after the views applying it (the truth's `View.…`, before issue 35's round 4).
            "AuthorView+TrailsTab.navigationDestination(TrailRoute) Trails/View+TrailDestinations.swift:6",
            "BadgeDestinations.navigationDestination(BadgeRoute) Packages/TrailKit/Sources/TrailKit/BadgeDestinations.swift:9",
            "JournalEntryView.navigationDestination(JournalEntryView.Destination) Journal/JournalEntryView.swift:33",
            "JournalListView.navigationDestination(JournalEntry) Journal/JournalListView.swift:13",
            "PhotoGalleryView.navigationDestination(String) Trails/PhotoGalleryView.swift:26",
            // The truth's uncounted Bool-form sheet, now a direct edge (issue 35's old API), and the
            // privacy link whose destination a computed property builds (issue 35's round 4).
            "SettingsView.direct Profile/ProfileScreens.swift:31",
            "TrailDetailView.fullScreenCover(Trail) Trails/TrailDetailView.swift:53",
            "TrailsTab.sheet(TrailSheet) Trails/TrailsTab.swift:12",
        ])
        #expect(m.suiArms("AuthorView+TrailsTab.navigationDestination(TrailRoute)") == [
            "TrailRoute.detail: push", "TrailRoute.map: push", "TrailRoute.reviews: push", "TrailRoute.author: push", "TrailRoute.photos: push",
            "TrailRoute.elevationProfile: push", "default: none",
        ])
        #expect(m.suiArms("JournalEntryView.navigationDestination(JournalEntryView.Destination)") == [
            "JournalEntryView.Destination.photo: push", "JournalEntryView.Destination.weather: push", "JournalEntryView.Destination.editHistory: push",
        ])
        #expect(m.suiArms("TrailsTab.sheet(TrailSheet)") == ["TrailSheet.newEntry: present", "TrailSheet.share: present"])
        #expect(m.suiArms("TrailDetailView.fullScreenCover(Trail)") == ["Trail: present"])
        #expect(m.flows.reduce(0) { $0 + $1.arms.count } == 17 + 2)
        let sites = m.emissions.filter { $0.how != .reference }.map { "\($0.file):\($0.line) \($0.step)" }
        #expect(sites.count == 26 + 2)
        #expect(Set(sites).isSuperset(of: [
            "App/RootTabView.swift:34 TrailRoute.detail", "App/RootTabView.swift:41 TrailSheet.newEntry",
            "Trails/TrailListView.swift:20 TrailRoute.detail", "Trails/TrailDetailView.swift:29 TrailRoute.conditions",
            "Trails/TrailDetailView.swift:49 Trail", "Trails/PhotoGalleryView.swift:16 String", "Journal/JournalListView.swift:24 JournalEntry",
            "Journal/JournalEntryView.swift:28 JournalEntryView.Destination.editHistory",
            "Packages/TrailKit/Sources/TrailKit/BadgeScreens.swift:19 BadgeRoute.badge",
        ]))
        // The split view's sidebar link is no push; the privacy link pushes the view its property returns;
        // the acknowledgements sheet presents its inline `Text`.
        #expect(sites.filter { $0.hasPrefix("Profile/") } == ["Profile/ProfileScreens.swift:31 PrivacyPolicyView", "Profile/ProfileScreens.swift:35 Text"])
        #expect(m.unresolved.isEmpty && m.ambiguities.isEmpty)
    }

    @Test func lintFindsExactlyThePlantedMistakes() throws {
        let run = try runTool(["lint", "Samples/TrailJournal", "--framework", "swiftui", "--reporter", "json"])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let findings = (json["findings"] as? [[String: Any]] ?? []).map { finding in
            "\(finding["ruleID"]!) \(finding["severity"]!) \((finding["file"] as! String).replacingOccurrences(of: "Samples/TrailJournal/", with: "")):\(finding["line"]!)"
        }
        #expect(findings.sorted() == [
            "dead_step warning Trails/TrailRoute.swift:11",
            "duplicate_navigation_destination warning Trails/AuthorView.swift:25",
            "misplaced_navigation_destination warning Journal/JournalListView.swift:13",
            "missing_navigation_destination error Trails/NewEntrySheet.swift:23",
            "nested_navigation_stack error Trails/PhotoGalleryView.swift:12",
            "swallowed_route_case warning Trails/View+TrailDestinations.swift:20",
        ])
        #expect(run.status == 1)
    }
}
