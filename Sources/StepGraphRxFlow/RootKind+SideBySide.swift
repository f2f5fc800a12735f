import StepGraphCore
extension RootKind {
    /// Tabs, pages and split columns: the containers whose children are displayed side by side
    /// (RxFlow listens to every one of them at once; a child flow started into one is embedded).
    var showsChildrenSideBySide: Bool { self == .tabBar || self == .page || self == .splitView }
}
