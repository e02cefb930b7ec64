import SwiftUI
import UIKit

/// An avatar drawn into a `UIImage` the way UIKit-era helpers do: a filled square and the
/// person's initials centred with a paragraph style, shown with `Image(uiImage:)`.
enum InitialsImage {
    static func make(for name: String, side: CGFloat = 40, fill: UIColor = .systemIndigo) -> UIImage {
        let initials = name.split(separator: " ").compactMap(\.first).prefix(2).map(String.init).joined().localizedUppercase
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: side, height: side))
        return renderer.image { context in
            fill.setFill()
            context.fill(CGRect(x: 0, y: 0, width: side, height: side))
            let style = NSMutableParagraphStyle()
            style.alignment = .center
            let text = NSAttributedString(string: initials, attributes: [
                .font: UIFont.systemFont(ofSize: side * 0.4, weight: .semibold),
                .foregroundColor: UIColor.white,
                .paragraphStyle: style,
            ])
            text.draw(in: CGRect(x: 0, y: side * 0.26, width: side, height: side * 0.5))
        }
    }
}

#Preview("Initials", traits: .sizeThatFitsLayout) {
    HStack(spacing: 12) {
        Image(uiImage: InitialsImage.make(for: "ada lovelace"))
        Image(uiImage: InitialsImage.make(for: "Grace Hopper", side: 56, fill: .systemTeal))
    }
    .padding()
}
