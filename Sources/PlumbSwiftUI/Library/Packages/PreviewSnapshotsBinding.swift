import SwiftSyntax

/// PreviewSnapshots (DoorDash), with which a preview and its snapshot test share states:
/// `PreviewSnapshots(configurations: [.init(name: "Empty", state: …)], configure: { state in
/// View(state) })`, shown by `snapshots.previews`: each configuration's view, made by
/// `configure` from its state, side by side in a group as the canvas lists them.
enum PreviewSnapshotsBinding {
    static let typeName = "PreviewSnapshots"
    static let typeNames: Set<String> = [typeName, "\(typeName).Configuration"]
}

extension SwiftEvaluator {
    /// `PreviewSnapshots(configurations:configure:)` and `PreviewSnapshots.Configuration(name:state:)`.
    func previewSnapshotsConstruct(_ name: String, _ args: [Argument]) -> SwiftValue? {
        switch name {
        case PreviewSnapshotsBinding.typeName:
            guard let configurations = args.first(where: { $0.label == "configurations" })?.value,
                  let configure = args.first(where: { $0.label == "configure" || $0.label == nil })?.value else { return nil }
            return .instance(Instance(type: PreviewSnapshotsBinding.typeName, fields: ["configurations": configurations, "configure": configure]))
        case "\(PreviewSnapshotsBinding.typeName).Configuration":
            return configuration(args)
        default:
            return nil
        }
    }

    private func configuration(_ args: [Argument]) -> SwiftValue {
        .instance(Instance(type: "\(PreviewSnapshotsBinding.typeName).Configuration",
                           fields: ["name": args.first { $0.label == "name" }?.value ?? .string(""),
                                    "state": args.first { $0.label == "state" }?.value ?? .void]))
    }

    /// `snapshots.previews`: every configuration's view.
    func previewSnapshotsProperty(_ receiver: SwiftValue, _ name: String, node: some SyntaxProtocol, _ file: SwiftSourceFile) throws -> SwiftValue? {
        guard name == "previews", case .instance(let i) = receiver, i.type == PreviewSnapshotsBinding.typeName,
              case .array(let configurations)? = i.fields["configurations"], let configure = i.fields["configure"] else { return nil }
        var views: [ViewDescription] = []
        for c in configurations {
            // `.init(name:state:)` in the array literal is a Configuration.
            let made: SwiftValue
            if case .implicitMember("init", let args?) = c { made = configuration(args) } else { made = c }
            guard case .instance(let config) = made else { throw fail("a PreviewSnapshots configuration is \(c.kindName)", at: node, file) }
            let view = try invoke(configure, [Argument(label: nil, value: config.fields["state"] ?? .void, syntax: nil)], node: node, file)
            views.append(asView(view, at: node, file))
        }
        return .view(ViewDescription(.group(views), name: "Group", location: file.location(of: node)))
    }
}
