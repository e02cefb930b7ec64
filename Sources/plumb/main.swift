import PlumbCLI
