import AutoLayoutCLI

Tool.runAndExit()
