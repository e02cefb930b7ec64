/// A premultiplied RGBA8 image, rows top to bottom, tightly packed (stride = width × 4).
public struct Pixmap: Hashable, Sendable {
    public let width: Int
    public let height: Int
    /// RGBA bytes, premultiplied alpha.
    public var data: [UInt8]

    /// Largest pixmap side accepted (16,384 pt × 3 would be absurd; this bounds allocation).
    public static let maxSide = 32_768
    /// Largest pixel count accepted (about 1 GiB of RGBA).
    public static let maxPixels = 1 << 28

    /// A transparent pixmap; nil for a zero or absurd size.
    public init?(width: Int, height: Int) {
        guard width > 0, height > 0, width <= Self.maxSide, height <= Self.maxSide,
              width * height <= Self.maxPixels else { return nil }
        self.width = width
        self.height = height
        data = [UInt8](repeating: 0, count: width * height * 4)
    }

    /// A pixmap with every pixel `c`, written once (no zeroing first); nil for a zero or absurd size.
    public init?(width: Int, height: Int, filledWith c: Color8) {
        guard width > 0, height > 0, width <= Self.maxSide, height <= Self.maxSide,
              width * height <= Self.maxPixels else { return nil }
        self.width = width
        self.height = height
        data = [UInt8](unsafeUninitializedCapacity: width * height * 4) { buf, count in
            Compositing.fillSpan(c, count: width * height, into: buf.baseAddress!)
            count = width * height * 4
        }
    }

    /// Wraps existing premultiplied bytes (count must be width × height × 4).
    public init?(width: Int, height: Int, data: [UInt8]) {
        guard width > 0, height > 0, data.count == width * height * 4 else { return nil }
        self.width = width
        self.height = height
        self.data = data
    }

    public subscript(x: Int, y: Int) -> Color8 {
        get {
            let i = (y * width + x) * 4
            return Color8(r: data[i], g: data[i + 1], b: data[i + 2], a: data[i + 3])
        }
        set {
            let i = (y * width + x) * 4
            data[i] = newValue.r; data[i + 1] = newValue.g; data[i + 2] = newValue.b; data[i + 3] = newValue.a
        }
    }

    /// Fills every pixel with `c` (32-bit stores).
    public mutating func fill(_ c: Color8) {
        data.withUnsafeMutableBufferPointer { buf in
            guard let base = buf.baseAddress else { return }
            Compositing.fillSpan(c, count: buf.count / 4, into: base)
        }
    }
}
