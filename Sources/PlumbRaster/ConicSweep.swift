/// Where an angle falls in a conic gradient's sweep, by SwiftUI's rules for `AngularGradient`
/// (its documentation): within the sweep, the fraction of it; a sweep shorter than a turn fills
/// the rest with the last location's colour, then the first's, meeting halfway across the gap;
/// a sweep longer than a turn draws only its last complete turn; a zero sweep (`.zero` to
/// `.zero`, SwiftUI's default) is one turn; an anticlockwise one (end before start) counts its
/// locations from the end.
public enum ConicSweep {
    /// - Parameters:
    ///   - angle: the point's angle about the centre, radians, clockwise from +x (y down).
    ///   - start: the sweep's start angle, radians.
    ///   - end: its end angle, radians.
    /// - Returns: the gradient location, 0…1 (0 for non-finite input).
    @inline(__always)
    public static func parameter(angle: Double, from start: Double, to end: Double) -> Double {
        guard start.isFinite, end.isFinite else { return 0 }
        if end < start { return 1 - parameter(angle: angle, from: end, to: start) }
        let turn = 2 * Double.pi
        let sweep = end == start ? turn : end - start
        guard sweep.isFinite, angle.isFinite else { return 0 }
        if sweep >= turn {
            // Only the last complete turn: the angle taken in [end − 2π, end).
            let last = start + sweep
            var a = (angle - (last - turn)).truncatingRemainder(dividingBy: turn)
            if a < 0 { a += turn }
            return min(max((last - turn + a - start) / sweep, 0), 1)
        }
        var a = (angle - start).truncatingRemainder(dividingBy: turn)
        if a < 0 { a += turn }
        if a <= sweep { return a / sweep }
        return a - sweep < (turn - sweep) / 2 ? 1 : 0
    }
}
