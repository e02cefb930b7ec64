/// The device a preview stands on when its code asks (`UIScreen.main.bounds`, a
/// `GeometryReader` at the top level, `GridItem.adaptive`): an iPhone 15 / 16 in portrait,
/// 393 × 852 points at 3 pixels a point, running iOS 17.5.
public enum PreviewDevice {
    public static let width = 393.0
    public static let height = 852.0
    /// Pixels a point (`UIScreen.main.scale`, `displayScale`).
    public static let scale = 3.0
    public static let name = "iPhone"
    public static let model = "iPhone"
    public static let systemName = "iOS"
    /// The one iOS version every preview reports (`UIDevice.current.systemVersion`).
    public static let systemVersion = "17.5"
    /// The radius of the screen's rounded corners in points: 55 on the iPhone 15 and 16
    /// (UIKit's private `_displayCornerRadius`, which design systems read to match sheets and
    /// cards to the screen's corners).
    public static let displayCornerRadius = 55.0
}
