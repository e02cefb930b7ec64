import PlumbModel

/// A preview with something presented, drawn as the phone's screen (393 × 852 pt, the preview
/// device) with the presentation over it. Plumb's measurements — UIKit's standard sizes as
/// Plumb knows them, not yet checked pixel by pixel against an iOS reference (issue 26):
/// - the presenting view is laid out in the whole screen, from the top, under a 20 % black
///   dimming layer (a full-screen cover hides it; iOS also scales it back slightly behind a
///   large sheet, which Plumb does not);
/// - a sheet rises from the bottom edge to its detent's height (large: to 10 pt below the
///   59 pt top safe area), on the system background (dark: the elevated #1C1C1E) with 10 pt
///   top corners; its content is offered the sheet less the 34 pt bottom safe area, centred;
///   the grabber is a 36 × 5 pt `tertiaryLabel` capsule 5 pt from its top;
/// - a full-screen cover fills the screen on the system background, its content offered the
///   screen less both safe areas, centred;
/// - an alert is a 270 pt card with 14 pt continuous corners on #F2F2F2 (dark: #2C2C2E),
///   centred: the title (17 pt semibold) and message (13 pt) centred, 16 pt from the sides and
///   19 pt from the top and the buttons, 2 pt apart; 44 pt buttons in 17 pt in the tint
///   (a `.cancel` one semibold, a `.destructive` one `systemRed`) below 0.5 pt `separator`
///   lines — two side by side (the cancel one leading), else stacked (the cancel one last);
///   none: "OK";
/// - a confirmation dialog is an action sheet 8 pt from the sides above the bottom safe area:
///   a card of 57 pt buttons in 20 pt (the title, when `titleVisibility: .visible`, and the
///   message above them in 13 pt `secondaryLabel`), and 8 pt below it a card with the cancel
///   button in 20 pt semibold ("Cancel" when none is given); 13 pt corners.
enum PresentationChrome {
    static let topSafeArea = 59.0
    static let bottomSafeArea = 34.0
    static let sheetTopGap = 10.0
    static let sheetCorner = 10.0
    static let dimming = 0.2
    static let alertWidth = 270.0
    static let alertButtonHeight = 44.0
    static let dialogButtonHeight = 57.0

    /// The screen: `root` (the preview as materialised) with `presented` over it.
    static func screen(root: ViewNode, presented: PresentedView, _ env: SwiftEnvironment) -> ViewDescription {
        let loc = presented.location
        let black = RGBA(r: 0, g: 0, b: 0, a: 1)
        func fill(_ d: ViewDescription, _ alignment: Alignment) -> ViewDescription {
            d.framed { $0.maxWidth = .infinity; $0.maxHeight = .infinity; $0.alignment = alignment }
        }
        let base = fill(.holding(root, name: "Presenting", at: loc), Alignment(horizontal: .center, vertical: .top))
        let dim = ViewDescription.shape(.rectangle, at: loc).fill(.solid(black.withOpacity(dimming)))
        let content = ViewDescription.holding(presented.node, name: "Presented", at: loc)
        var layers: [ViewDescription]
        switch presented.kind {
        case .sheet(let detent, let grabber, let radius, let background):
            let r = radius ?? sheetCorner
            var card = fill(content, .center)
                .modified(.modifier(.padding(EdgeInsets(top: 0, leading: 0, bottom: bottomSafeArea, trailing: 0)), token: nil))
                .framed { $0.height = detent.points }
                .modified(.background(.shape(.roundedRectangle(CornerRadii(topLeading: r, topTrailing: r, bottomLeading: 0, bottomTrailing: 0),
                                                               .continuous), at: loc).fill(background ?? elevatedBackground(env)), alignment: .center))
            if grabber {
                let handle = ViewDescription.shape(.capsule(.circular), at: loc).fill(system("tertiaryLabel", env))
                    .framed { $0.width = 36; $0.height = 5 }
                    .modified(.modifier(.padding(EdgeInsets(top: 5, leading: 0, bottom: 0, trailing: 0)), token: nil))
                card = card.modified(.overlay(handle, alignment: Alignment(horizontal: .center, vertical: .top)))
            }
            layers = [base, dim, fill(card.renamed("Sheet"), Alignment(horizontal: .center, vertical: .bottom))]
        case .fullScreenCover:
            let cover = fill(content, .center)
                .modified(.modifier(.padding(EdgeInsets(top: topSafeArea, leading: 0, bottom: bottomSafeArea, trailing: 0)), token: nil))
                .modified(.background(.shape(.rectangle, at: loc).fill(system("systemBackground", env)), alignment: .center))
            layers = [base, cover.renamed("FullScreenCover")]
        case .alert:
            layers = [base, dim, fill(content, .center)]
        case .confirmationDialog:
            layers = [base, dim, fill(content.modified(.modifier(.padding(EdgeInsets(top: 0, leading: 8, bottom: bottomSafeArea, trailing: 8)), token: nil)),
                                      Alignment(horizontal: .center, vertical: .bottom))]
        }
        return ViewDescription(.zstack(.center, children: layers), name: "Screen", location: loc)
            .framed { $0.width = PreviewDevice.width; $0.height = PreviewDevice.height }
    }

    // MARK: Alert

    static func alert(title: ViewDescription?, message: ViewDescription?, actions: [ViewDescription],
                      _ env: SwiftEnvironment, at loc: SourceLocation) -> ViewDescription {
        var header: [ViewDescription] = []
        if let title { header.append(styled(title, size: 17, weight: .semibold, system("label", env))) }
        if let message { header.append(styled(message, size: 13, weight: .regular, system("label", env))) }
        let text = ViewDescription(.stack(.vertical, spacing: 2, alignment: .horizontal(.center), children: header), name: "VStack", location: loc)
            .modified(.modifier(.padding(EdgeInsets(top: 19, leading: 16, bottom: 19, trailing: 16)), token: nil))
            .framed { $0.maxWidth = .infinity }
        var buttons = actions.isEmpty ? [ViewDescription(.button(label: .text("OK", at: loc), role: nil), name: "Button", location: loc)] : actions
        let cancel = buttons.firstIndex { $0.buttonRole == "cancel" }
        if let cancel {
            let b = buttons.remove(at: cancel)
            if buttons.count == 1 { buttons.insert(b, at: 0) } else { buttons.append(b) }
        }
        let made = buttons.map { alertButton($0, size: 17, height: alertButtonHeight, env, at: loc) }
        var rows = [text]
        if made.count == 2 {
            rows.append(line(height: 0.5, env, at: loc))
            rows.append(ViewDescription(.stack(.horizontal, spacing: 0, alignment: .vertical(.center), children: [
                made[0], line(width: 0.5, env, at: loc).framed { $0.height = alertButtonHeight }, made[1],
            ]), name: "HStack", location: loc))
        } else {
            for b in made { rows += [line(height: 0.5, env, at: loc), b] }
        }
        return ViewDescription(.stack(.vertical, spacing: 0, alignment: .horizontal(.center), children: rows), name: "Alert", location: loc)
            .framed { $0.width = alertWidth }
            .modified(.background(.shape(.roundedRectangle(CornerRadii(all: 14), .continuous), at: loc).fill(cardFill(env)), alignment: .center))
    }

    // MARK: Confirmation dialog

    static func confirmationDialog(title: ViewDescription?, message: ViewDescription?, actions: [ViewDescription],
                                   _ env: SwiftEnvironment, at loc: SourceLocation) -> ViewDescription {
        var group: [ViewDescription] = []
        var header: [ViewDescription] = []
        if let title { header.append(styled(title, size: 13, weight: .semibold, system("secondaryLabel", env))) }
        if let message { header.append(styled(message, size: 13, weight: .regular, system("secondaryLabel", env))) }
        if !header.isEmpty {
            group.append(ViewDescription(.stack(.vertical, spacing: 4, alignment: .horizontal(.center), children: header), name: "VStack", location: loc)
                .modified(.modifier(.padding(EdgeInsets(top: 14, leading: 16, bottom: 14, trailing: 16)), token: nil))
                .framed { $0.maxWidth = .infinity })
        }
        var cancel: ViewDescription?
        for a in actions {
            if a.buttonRole == "cancel", cancel == nil { cancel = a; continue }
            if !group.isEmpty { group.append(line(height: 0.5, env, at: loc)) }
            group.append(alertButton(a, size: 20, height: dialogButtonHeight, env, at: loc))
        }
        let corner = ShapeKind.roundedRectangle(CornerRadii(all: 13), .continuous)
        let card = ViewDescription(.stack(.vertical, spacing: 0, alignment: .horizontal(.center), children: group), name: "VStack", location: loc)
            .modified(.background(.shape(corner, at: loc).fill(cardFill(env)), alignment: .center))
        let cancelButton = alertButton(cancel ?? ViewDescription(.button(label: .text("Cancel", at: loc), role: "cancel"), name: "Button", location: loc),
                                       size: 20, height: dialogButtonHeight, env, at: loc)
            .modified(.background(.shape(corner, at: loc).fill(env.colorScheme == .dark ? .solid(hex(0x2C2C2E)) : .solid(hex(0xFFFFFF))), alignment: .center))
        return ViewDescription(.stack(.vertical, spacing: 8, alignment: .horizontal(.center), children: group.isEmpty ? [cancelButton] : [card, cancelButton]),
                               name: "ConfirmationDialog", location: loc)
    }

    // MARK: Parts

    /// A button of an alert or dialog: its label centred in the row, in the tint (`.cancel`
    /// semibold, `.destructive` red); another view stands as it is.
    private static func alertButton(_ b: ViewDescription, size: Double, height: Double, _ env: SwiftEnvironment, at loc: SourceLocation) -> ViewDescription {
        guard case .button(let label, let role) = b.content else { return b.framed { $0.maxWidth = .infinity } }
        let colour: Paint = role == "destructive" ? system("systemRed", env) : env.tintOrAccent
        return styled(label, size: size, weight: role == "cancel" ? .semibold : .regular, colour)
            .framed { $0.height = height }.framed { $0.maxWidth = .infinity }
            .renamed("Button")
    }

    private static func styled(_ v: ViewDescription, size: Double, weight: FontWeight, _ colour: Paint) -> ViewDescription {
        v.modified(.modifier(.font(ResolvedFont(size: size, weight: weight)), token: nil))
            .modified(.modifier(.foregroundColor(colour), token: nil))
            .modified(.modifier(.multilineTextAlignment(.center), token: nil))
    }

    private static func line(width: Double? = nil, height: Double? = nil, _ env: SwiftEnvironment, at loc: SourceLocation) -> ViewDescription {
        ViewDescription.shape(.rectangle, at: loc).fill(system("separator", env)).framed { $0.width = width; $0.height = height }
    }

    private static func cardFill(_ env: SwiftEnvironment) -> Paint {
        .solid(env.colorScheme == .dark ? hex(0x2C2C2E) : hex(0xF2F2F2))
    }

    /// A sheet's background: the system background, elevated in dark mode.
    private static func elevatedBackground(_ env: SwiftEnvironment) -> Paint {
        system(env.colorScheme == .dark ? "secondarySystemBackground" : "systemBackground", env)
    }

    private static func system(_ name: String, _ env: SwiftEnvironment) -> Paint { ControlLooks.system(name, env) }

    private static func hex(_ v: Int) -> RGBA {
        RGBA(r: Double(v >> 16 & 0xFF) / 255, g: Double(v >> 8 & 0xFF) / 255, b: Double(v & 0xFF) / 255, a: 1)
    }
}

/// A presentation as materialised: what to draw over the screen.
struct PresentedView {
    var kind: Presentation.Kind
    var node: ViewNode
    var location: SourceLocation
}

extension ViewDescription {
    /// A button's role (`.cancel`, `.destructive`), nil for another view.
    var buttonRole: String? {
        if case .button(_, let role) = content { return role }
        return nil
    }
}

extension SwiftEvaluator {
    /// Materialises a presentation noted on a view, in the environment where the view stands:
    /// the first one a preview presents is drawn; another is a warning (iOS presents one at a
    /// time).
    func present(_ p: Presentation, path: String) throws {
        guard presented == nil else {
            warn("only the first presentation a preview shows is drawn", at: p.location)
            return
        }
        guard let node = try materialize(p.content, path: path) else { return }
        presented = PresentedView(kind: p.kind, node: node, location: p.location)
    }
}
