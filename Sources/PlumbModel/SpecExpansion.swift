/// What resolving one component has built so far, for the tree budgets: the `use:` chain
/// (cycles and `Limits.useNesting`), the views on the current path (`Limits.treeDepth`) and
/// the views built in all (`Limits.viewsPerComponent`). Each is checked before the view it
/// would admit is built, so a `use:` bomb (a component using another ten times, sixteen
/// levels deep) stops at the first view over budget instead of expanding 10¹⁶ of them.
struct SpecExpansion {
    /// The component being resolved, then each component `use`d on the current path.
    var uses: [String]
    /// Views on the current path, the one being built included.
    private(set) var depth = 0
    /// Views built so far.
    private(set) var views = 0

    init(component: String) {
        uses = [component]
    }

    /// Admits one more view at `loc` below the current path; call `leaveView` when it is built.
    mutating func enterView(at loc: SourceLocation) throws {
        guard depth < Limits.treeDepth else {
            throw PlumbError.overLimit("a view nested \(depth + 1) deep", "tree-depth", Limits.treeDepth, unit: " views", at: loc)
        }
        guard views < Limits.viewsPerComponent else {
            throw PlumbError.overLimit("component '\(uses[0])' with more than \(PlumbError.grouped(views)) views",
                                       "views-per-component", Limits.viewsPerComponent, unit: " views", at: loc)
        }
        depth += 1
        views += 1
    }

    mutating func leaveView() {
        depth -= 1
    }
}
