/// Apple's published tracking for its system font where it differs from the `trak` table of the
/// SF Pro files Apple distributes (docs/reference/system-fonts.md).
///
/// The downloadable SF Pro Text's table says −47 units (−0.39 pt) at 17 pt; Apple's typography
/// guidelines publish −26/1000 em (−0.442 pt), and the iOS 18 and 26 simulators set 17 pt text
/// that tight: RSSReader's navigation title "feed_list_rss_feeds" (17 pt semibold, 19 glyphs) is
/// 156.67 pt of ink on iOS, 157.33 with the file's table and 156.4 with the guidelines'. From 6
/// to 16 pt and at 18 pt the file and the guidelines agree to the hundredth of a point, so only
/// the 17 pt entry is replaced (18 pt keeps the file's value); sizes from 16 to 18 pt interpolate
/// to it.
enum PublishedTracking {
    /// SF Pro Text's tracking at 17 pt in 1/1000 em, as Apple's guidelines publish it.
    static let sfProText17 = -26.0

    /// `table` with Apple's published values for `family` in place of the file's.
    static func corrected(_ table: TrackingTable, family: String) -> TrackingTable {
        guard family == "SF Pro Text" else { return table }
        // 18 pt keeps the file's value (listed, so the new 17 pt entry does not move it).
        let units18 = table.tracking(size: 18) * Double(table.unitsPerEm) / 18
        return table.setting(units18, at: 18).setting(sfProText17 / 1000 * Double(table.unitsPerEm), at: 17)
    }
}
