import SwiftUI

/// A share row for an article: a pill-shaped share button, a tooltip bubble drawn with tangent
/// arcs, and a presenter that keeps its observers in an `NSHashTable`, as app code does.

extension Notification.Name {
    static let articleShared = Notification.Name("articleShared")
    var logLabel: String { "notification: " + rawValue }
}

final class ShareObserver {
    let name: String
    init(name: String) { self.name = name }
}

final class SharePresenter {
    private let observers = NSHashTable<AnyObject>(options: .weakMemory)

    func add(_ observer: ShareObserver) {
        guard !observers.allObjects.contains(where: { $0 === observer }) else { return }
        observers.add(observer)
    }

    var summary: String {
        let names = observers.allObjects.compactMap { ($0 as? ShareObserver)?.name }
        return "\(names.count) watching · " + Notification.Name.articleShared.logLabel
    }
}

/// How far the tooltip's arrow sits along its edge.
enum ArrowOffset {
    case constant(CGFloat)
    case fraction(CGFloat)

    func x(in width: CGFloat) -> CGFloat {
        switch self {
        case let .constant(value): return value
        case let .fraction(f): return width * f
        }
    }
}

struct TooltipBubble: Shape {
    var arrow: ArrowOffset = .constant(24)
    var radius: CGFloat = 8

    func path(in rect: CGRect) -> Path {
        var p = Path()
        let top = rect.minY + 6
        let tip = arrow.x(in: rect.width)
        p.move(to: CGPoint(x: rect.minX + radius, y: top))
        p.addLine(to: CGPoint(x: tip - 6, y: top))
        p.addLine(to: CGPoint(x: tip, y: rect.minY))
        p.addLine(to: CGPoint(x: tip + 6, y: top))
        p.addArc(tangent1End: .init(x: rect.maxX, y: top), tangent2End: .init(x: rect.maxX, y: rect.maxY), radius: radius)
        p.addArc(tangent1End: .init(x: rect.maxX, y: rect.maxY), tangent2End: .init(x: rect.minX, y: rect.maxY), radius: radius)
        p.addArc(tangent1End: .init(x: rect.minX, y: rect.maxY), tangent2End: .init(x: rect.minX, y: top), radius: radius)
        p.addArc(tangent1End: .init(x: rect.minX, y: top), tangent2End: .init(x: rect.maxX, y: top), radius: radius)
        p.closeSubpath()
        return p
    }
}

struct SharePill: View {
    let url: URL
    var presenter = SharePresenter()
    var arrow: ArrowOffset = .constant(24)

    var body: some View {
        VStack(alignment: .leading, spacing: Spacing.sm) {
            HStack(spacing: Spacing.sm) {
                // An avatar slot with no picture yet.
                Image("")
                    .resizable()
                    .frame(width: 28, height: 28)
                    .background(Color.gray.opacity(0.2))
                    .clipShape(Circle())
                ShareLink(item: url)
                    .font(.subheadline.weight(.semibold))
                    .padding(.horizontal, 14)
                    .padding(.vertical, 8)
                    .background(Color.blue.opacity(0.12))
                    .clipShape(RoundedRectangle(cornerRadius: .infinity))
            }
            Text(presenter.summary)
                .font(.caption)
                .padding(.horizontal, 10)
                .padding(.top, 12)
                .padding(.bottom, 6)
                .background(TooltipBubble(arrow: arrow).fill(Color.yellow.opacity(0.3)))
        }
        .padding(Spacing.md)
    }
}

extension SharePresenter {
    /// Two observers, one of them added twice (the table keeps it once).
    static var sample: SharePresenter {
        let presenter = SharePresenter()
        let reader = ShareObserver(name: "reader")
        presenter.add(reader)
        presenter.add(reader)
        presenter.add(ShareObserver(name: "analytics"))
        return presenter
    }
}

#Preview("Share pill") {
    @Previewable @Environment(\.layoutDirection) var direction
    SharePill(url: URL(string: "https://example.com/article")!, presenter: .sample,
              arrow: direction == .leftToRight ? .constant(20) : .fraction(0.8))
}
