import Foundation
import FuzzDriver
import PlumbFuzz

@_cdecl("FuzzPNG_main")
func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv) { bytes, count in
        FuzzTargets.png(bytes.map { Data(bytes: $0, count: count) } ?? Data())
        return 0
    }
}
