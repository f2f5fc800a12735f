import Testing
@testable import StepGraphCore
@testable import StepGraphKit
@testable import StepGraphRxFlow
@testable import StepGraphFNFK
@testable import StepGraphXCoordinator
@testable import StepGraphSwiftUI
import StepGraphTestSupport

/// What a project the tool does not use says about itself: an outer project that compiles no Swift
/// file is skipped (not "unreadable"), and a `projectDirPath` leading above the analysed folder is
/// named in a note instead of being silently replaced.
@Suite struct XcodeProjectNotesTests {
    typealias Shop = XcodeProjectReaderTests

    /// The shop app in `App/` with its own project, inside an outer project.
    static func nested(outer: [XcodeProjectFixture.Target]) -> [String: String] {
        var files = Shop.shop("App/")
        files["App/Shop.xcodeproj/project.pbxproj"] = XcodeProjectFixture(targets: Shop.shopTargets).text
        files["Outer.xcodeproj/project.pbxproj"] = XcodeProjectFixture(targets: outer).text
        return files
    }

    @Test(arguments: [
        // A project with no target at all (a workspace's container project).
        [XcodeProjectFixture.Target](),
        // An aggregate framework target with an empty Sources phase.
        [XcodeProjectFixture.Target(name: "Umbrella", productType: XcodeProjectFixture.framework)],
        // An Objective-C target: its sources are no Swift files.
        [XcodeProjectFixture.Target(name: "LegacyBridge", productType: XcodeProjectFixture.framework,
                                    files: ["Bridge/LegacyBridge.m", "Bridge/LegacyBridge.h"])],
    ])
    func anOuterProjectWithoutSwiftIsSkippedNotUnreadable(outer: [XcodeProjectFixture.Target]) {
        let files = Self.nested(outer: outer)
        let notes = Shop.notes(files)
        #expect(notes.contains("project_without_swift Outer.xcodeproj: Outer.xcodeproj is a project with no Swift sources: skipped "
            + "(the files under its folder are placed by the other projects and folder names)"))
        #expect(!notes.contains { $0.contains("cannot be read") })
        // The inner project still decides: the stale copy is left out, the app's mistake is found.
        #expect(notes.contains { $0.hasPrefix("not_in_target App/Shop.xcodeproj: 1 file") })
        #expect(findings(files) == ["unhandled_step|ShopStep.settings"])
    }

    /// A project whose listed Swift files are not where its groups lead is still not understood.
    @Test func aProjectListingSwiftFilesElsewhereIsStillUnreadable() {
        let files = Self.nested(outer: [
            XcodeProjectFixture.Target(name: "Tool", productType: XcodeProjectFixture.framework, files: ["Elsewhere/Tool.swift"]),
        ])
        #expect(Shop.notes(files).contains { $0.hasPrefix("unreadable_project Outer.xcodeproj: Outer.xcodeproj cannot be read (") })
    }

    @Test(arguments: [
        ("Shop.xcodeproj", "", "../.."),
        ("Shop.xcodeproj", "", "/Users/dev/Projects/Shop"),
        ("Mobile/Shop.xcodeproj", "Mobile/", "../../Shop"),
    ])
    func aProjectDirPathAboveTheRootIsSaid(bundle: String, prefix: String, projectDirPath: String) {
        var files = Shop.shop(prefix)
        files[bundle + "/project.pbxproj"] = XcodeProjectFixture(targets: Shop.shopTargets).text
            .replacingOccurrences(of: "projectDirPath = \"\";", with: "projectDirPath = \"\(projectDirPath)\";")
        let name = String(bundle.split(separator: "/").last!)
        #expect(Shop.notes(files).contains("project_root_outside \(bundle): \(name)'s projectDirPath '\(projectDirPath)' points above "
            + "the analysed folder: its file paths are resolved from the project's own folder instead"))
        // Resolved from the project's folder, its targets compile the app.
        #expect(findings(files) == ["unhandled_step|ShopStep.settings"])
    }

    /// A `projectDirPath` inside the checkout is followed, without a note.
    @Test func aProjectDirPathInsideTheRootIsFollowedSilently() {
        var files = Shop.shop("Mobile/")
        files["Mobile/Xcode/Shop.xcodeproj/project.pbxproj"] = XcodeProjectFixture(targets: Shop.shopTargets).text
            .replacingOccurrences(of: "projectDirPath = \"\";", with: "projectDirPath = \"..\";")
        let notes = Shop.notes(files)
        #expect(!notes.contains { $0.hasPrefix("project_root_outside") || $0.hasPrefix("unreadable_project") })
    }
}
