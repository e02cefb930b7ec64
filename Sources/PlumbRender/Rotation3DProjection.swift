import Foundation
import PlumbLayout
import PlumbModel
import PlumbRaster

/// The plane projective transform SwiftUI's `rotation3DEffect` draws a view through, in
/// points: each point of the view (depth 0) is moved to the anchor's origin, rotated about the
/// axis by the angle (Core Animation's `CATransform3DRotate`: right-handed in x right, y down,
/// z toward the viewer), seen through a perspective whose vanishing distance is
/// `max(width, height) / perspective` (`m34 = -perspective / max(width, height)`), and moved
/// back — the composition OpenSwiftUI's `_Rotation3DEffect` documents for SwiftUI. A right-to-left
/// layout mirrors it about the view's vertical centre line. Points it puts behind the eye have no
/// image.
enum Rotation3DProjection {
    static func homography(_ r: Rotation3D, frame f: Rect, rightToLeft: Bool) -> Homography {
        let length = (r.axis.x * r.axis.x + r.axis.y * r.axis.y + r.axis.z * r.axis.z).squareRoot()
        guard length > 0, length.isFinite, r.degrees.isFinite else { return .identity }
        let (ux, uy, uz) = (r.axis.x / length, r.axis.y / length, r.axis.z / length)
        let (c, s) = Transform.cosSin(degrees: r.degrees)
        let k = 1 - c
        // Rodrigues' rotation about (ux, uy, uz), acting on column vectors.
        let rot = [c + ux * ux * k, ux * uy * k - uz * s, ux * uz * k + uy * s,
                   uy * ux * k + uz * s, c + uy * uy * k, uy * uz * k - ux * s,
                   uz * ux * k - uy * s, uz * uy * k + ux * s, c + uz * uz * k]
        let ax = f.x + r.anchor.x * f.width, ay = f.y + r.anchor.y * f.height, az = r.anchorZ
        let side = max(f.width, f.height)
        let inverseDistance = side > 0 && r.perspective.isFinite ? r.perspective / side : 0
        // The image of homogeneous (x, y, w): linear in it, so three images make the matrix.
        func image(_ x: Double, _ y: Double, _ w: Double) -> (Double, Double, Double) {
            let v = (x - ax * w, y - ay * w, -az * w)
            let rx = rot[0] * v.0 + rot[1] * v.1 + rot[2] * v.2
            let ry = rot[3] * v.0 + rot[4] * v.1 + rot[5] * v.2
            let rz = rot[6] * v.0 + rot[7] * v.1 + rot[8] * v.2
            let depth = w - rz * inverseDistance
            return (rx + ax * depth, ry + ay * depth, depth)
        }
        let ex = image(1, 0, 0), ey = image(0, 1, 0), e1 = image(0, 0, 1)
        let h = Homography([ex.0, ey.0, e1.0, ex.1, ey.1, e1.1, ex.2, ey.2, e1.2])
        guard rightToLeft else { return h }
        let mirror = Homography([-1, 0, 2 * f.x + f.width, 0, 1, 0, 0, 0, 1])
        return mirror.then(h).then(mirror)
    }
}
