/// Where an angle falls in a conic gradient's sweep, by SwiftUI's rules for `AngularGradient`
/// (its documentation): within the sweep, the fraction of it; a sweep shorter than a turn fills
/// the rest with the last location's colour, then the first's, meeting halfway across the gap;
/// a sweep longer than a turn draws only its last complete turn.
public enum ConicSweep {
    /// - Parameters:
    ///   - angle: the point's angle about the centre, radians, clockwise from +x (y down).
    ///   - start: the sweep's start angle, radians.
    ///   - sweep: its length, radians, > 0.
    /// - Returns: the gradient location, 0…1.
    @inline(__always)
    public static func parameter(angle: Double, start: Double, sweep: Double) -> Double {
        let turn = 2 * Double.pi
        guard sweep > 0, sweep.isFinite, angle.isFinite, start.isFinite else { return 0 }
        if sweep >= turn {
            // Only the last complete turn: the angle taken in [end − 2π, end).
            let end = start + sweep
            var a = (angle - (end - turn)).truncatingRemainder(dividingBy: turn)
            if a < 0 { a += turn }
            return min(max((end - turn + a - start) / sweep, 0), 1)
        }
        var a = (angle - start).truncatingRemainder(dividingBy: turn)
        if a < 0 { a += turn }
        if a <= sweep { return a / sweep }
        return a - sweep < (turn - sweep) / 2 ? 1 : 0
    }
}
