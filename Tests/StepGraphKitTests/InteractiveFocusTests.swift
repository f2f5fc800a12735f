import Foundation
import Testing
import StepGraphTestSupport

/// `--focus` in a real browser: the page is one drawing of the flow, its parent and its children,
/// each arm named with the screen it shows, whether the arm contributes it or only pushes it.
@Suite(.serialized) struct InteractiveFocusTests {
    @Test(.enabled(if: InteractiveMapTests.chromium != nil, "chromium is needed (make test installs it)"))
    func aFocusedPageShowsTheFlowWithItsScreens() throws {
        let browser = InteractiveMapTests()
        let (path, _) = try browser.page("RecipeBox", arguments: ["--focus", "AuthFlow"])
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let dom = try browser.dumpDOM("file://" + path)
        #expect(dom.contains("<body class=\"single\" data-ready=\"true\">"))
        let labels = dom.matches(of: /aria-label="([^"]*)"/).map { String($0.1) }
        // AuthFlow's arms with their screens (only pushed, never contributed), and its parent AppFlow's arm that starts it.
        #expect(labels.contains("AppStep.Auth.welcome → WelcomeViewController"), "\(labels)")
        #expect(labels.contains("AppStep.Auth.signIn AppStep.Auth.signUp → SignInViewController"), "\(labels)")
        #expect(labels.contains("AppStep.Auth.welcome AppStep.loggedOut"), "\(labels)")
        // Flows neither parent nor child of AuthFlow are not drawn.
        #expect(!labels.contains { $0.contains("SettingsViewController") || $0.contains("RecipeListViewController") }, "\(labels)")
    }
}
