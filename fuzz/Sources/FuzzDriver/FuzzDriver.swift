/// libFuzzer's driver, entered from each target's `<Target>_main`.
///
/// SwiftPM links an executable with `--defsym main=<Target>_main`, so libFuzzer's own `main`
/// is never linked in; each target defines `<Target>_main` and hands over to
/// `LLVMFuzzerRunDriver` (part of libFuzzer's public interface) with its test callback.
public typealias FuzzCallback = @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt

@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(_ argc: UnsafeMutablePointer<CInt>,
                         _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
                         _ callback: FuzzCallback) -> CInt

/// Runs libFuzzer with the process arguments and `callback` as the target.
public func runFuzzer(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ callback: FuzzCallback) -> CInt {
    var count = argc
    var values = argv
    return LLVMFuzzerRunDriver(&count, &values, callback)
}
