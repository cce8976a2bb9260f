import AutoLayoutCLI

ServeHook.start = { port, limit in try PlaygroundServer.run(port: port, timeLimit: limit) }
Tool.runAndExit()
