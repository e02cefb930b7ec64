import Foundation
import FuzzDriver
import PlumbFuzz

@_cdecl("FuzzLayoutDump_main")
func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv) { bytes, count in
        FuzzTargets.layoutDump(bytes.map { Data(bytes: $0, count: count) } ?? Data())
        return 0
    }
}
