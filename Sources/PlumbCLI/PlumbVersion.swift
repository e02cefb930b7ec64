import PlumbSnapshot

/// Plumb's release version: the one place it is written (`plumb --version`, the README).
public enum PlumbVersion {
    /// The release, bumped when a tag is cut.
    public static let version = "0.9.0"

    /// What `plumb --version` prints: the release and the engine version that the layout dumps
    /// record, since references are only comparable within one engine version.
    public static let description = "plumb \(version) (\(SnapshotDump.engineVersion))"
}
