import CZlib
import Foundation
import PlumbLayout
import PlumbModel
import PlumbPNG
import PlumbRender
import PlumbSnapshot

/// The entry points the fuzzers in `fuzz/` drive, kept here so that `swift test` replays the
/// regression corpus through exactly the same code. Each takes arbitrary bytes and must
/// return (invalid input is an error, caught here), never crash, hang or exhaust memory.
public enum FuzzTargets {
    /// Separates `tokens.yaml` from the component in a spec input (a line of its own).
    public static let specSeparator = "\n---8<---\n"

    /// A target by its name in `fuzz/` (`spec`, `pipeline`, `layout-dump`, `png`).
    public static func named(_ name: String) -> (@Sendable (Data) -> Void)? {
        switch name {
        case "spec": return spec
        case "pipeline": return pipeline
        case "layout-dump": return layoutDump
        case "png": return png
        default: return nil
        }
    }

    /// Runs `target` on `data` the way the `plumb` command runs its work: on a large-stack
    /// thread (see LargeStack). The fuzzers call the targets directly instead — a thread per
    /// input would cost most of their speed — and get the same stack from `ulimit -s` in
    /// `fuzz/run.sh`.
    public static func run(_ target: @escaping @Sendable (Data) -> Void, _ data: Data) {
        _ = try? LargeStack.run { target(data) }
    }

    /// Parses tokens and one component and resolves every variant in both appearances at
    /// three Dynamic Type sizes.
    public static func spec(_ data: Data) {
        guard let system = system(data) else { return }
        for name in system.componentNames {
            guard let spec = try? system.component(named: name) else { continue }
            for v in spec.variants {
                for a in [Appearance.light, .dark] {
                    for d in [DynamicTypeSize.xSmall, .large, .accessibility5] {
                        _ = try? SpecResolver(system: system, appearance: a, dynamicType: d).resolve(name, variant: v.name)
                    }
                }
            }
        }
    }

    /// Parses, resolves, lays out and renders the default variant at @1x.
    public static func pipeline(_ data: Data) {
        guard let system = system(data), let name = system.componentNames.first else { return }
        let renderer = ComponentRenderer(system: system)
        _ = try? renderer.render(component: name, variant: "default", appearance: .light, dynamicType: .large, scale: 1)
    }

    /// Decodes a `.layout.json` and diffs it, as `verify` does with a reference, against itself
    /// and against a small rendered component in both directions.
    public static func layoutDump(_ data: Data) {
        guard let dump = try? SnapshotDump.decode(data, file: "fuzz.layout.json") else { return }
        _ = LayoutDiff.causes(old: dump, new: dump)
        if let baseline = try? SnapshotDump.decode(Data(baselineDump.utf8), file: "baseline.layout.json") {
            _ = LayoutDiff.causes(old: dump, new: baseline)
            _ = LayoutDiff.causes(old: baseline, new: dump)
        }
    }

    /// A two-node dump for the diff to compare fuzzed dumps with.
    static let baselineDump = """
    {"engine": "plumb-engine 4", "snapshot": "fuzz/c/default-light-large@1x", "width": 40, "height": 20,
     "image": {"width": 40, "height": 20, "scale": 1, "originX": 0, "originY": 0}, "fonts": {},
     "pixelsHash": "0", "pngHash": "0",
     "root": {"path": "body/hstack", "kind": "hstack", "z": 0, "frame": [0, 0, 40, 20], "spacing": 4,
              "padding": [{"top": 2, "leading": 2, "bottom": 2, "trailing": 2}],
              "children": [{"path": "body/hstack/0/circle", "kind": "circle", "z": 1, "frame": [2, 2, 16, 16],
                            "fills": [{"value": "#E89B3C", "token": "accent"}]},
                           {"path": "body/hstack/1/text", "kind": "text", "z": 2, "frame": [22, 2, 16, 16], "text": "Hi",
                            "lines": ["Hi"], "font": {"face": "Inter-Regular.otf", "size": 13, "weight": "regular",
                            "design": "default", "leading": 16, "tracking": 0}}]}}
    """

    /// Decodes a PNG (as `verify` and `plumb diff` read references), then the same bytes as
    /// the filtered rows of a well-formed RGBA PNG (`wrappedRows`): mutated files rarely get
    /// past the chunk CRCs and the zlib checksum, so without it the fuzzer would seldom reach
    /// the unfiltering of `PNGDirectDecoder`.
    /// Whatever decodes must also survive a round trip through Plumb's encoder unchanged.
    public static func png(_ data: Data) {
        for file in [[UInt8](data), wrappedRows(data)] {
            guard let file, let pixmap = try? PNGCodec.decode(file) else { continue }
            guard let again = try? PNGCodec.decode(PNGCodec.encode(pixmap)), again.data == pixmap.data else {
                fatalError("a \(pixmap.width)×\(pixmap.height) image did not survive encoding and decoding")
            }
        }
    }

    /// An 8-bit RGBA PNG whose width and height (1…64) are the first two bytes of `data` and
    /// whose image data is the rest, compressed (32 KiB window) with valid checksums: filter
    /// bytes, pixels and row count as the fuzzer wrote them.
    static func wrappedRows(_ data: Data) -> [UInt8]? {
        guard data.count >= 2 else { return nil }
        let bytes = [UInt8](data)
        let width = UInt32(1 + bytes[0] % 64), height = UInt32(1 + bytes[1] % 64)
        let rows = Array(bytes[2...])
        var size = compressBound(uLong(rows.count))
        var stream = [UInt8](repeating: 0, count: Int(size))
        guard compress(&stream, &size, rows, uLong(rows.count)) == Z_OK else { return nil }
        stream.removeSubrange(Int(size)...)
        func bigEndian(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)] }
        func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
            let typed = Array(type.utf8) + body
            return bigEndian(UInt32(body.count)) + typed + bigEndian(UInt32(crc32(0, typed, uInt(typed.count))))
        }
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
            + chunk("IHDR", bigEndian(width) + bigEndian(height) + [8, 6, 0, 0, 0])
            + chunk("IDAT", stream) + chunk("IEND", [])
    }

    /// The design system in a spec input: `tokens.yaml`, the separator, one component.
    static func system(_ data: Data) -> DesignSystem? {
        guard let text = String(data: data, encoding: .utf8) else { return nil }
        let parts = text.components(separatedBy: specSeparator)
        guard parts.count == 2 else { return nil }
        do {
            let tokens = try Tokens.parse(YAMLReader().parse(parts[0], file: "tokens.yaml"), file: "tokens.yaml")
            let component = try ComponentSpec.parse(YAMLReader().parse(parts[1], file: "component.yaml"), file: "component.yaml")
            return DesignSystem(name: "fuzz", directory: "/nonexistent/fuzz", tokens: tokens, components: [component.name: component])
        } catch {
            return nil
        }
    }
}
