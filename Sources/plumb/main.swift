import Foundation
import PlumbCLI

exit(PlumbCommand.run(arguments: Array(CommandLine.arguments.dropFirst())))
