#!/usr/bin/env python3
"""Copies each `// snippet: NAME` block of Tests/ReadmeTests/ReadmeTests.swift
into the README's `<!-- snippet: NAME -->` code block, so that the README
shows exactly the code the tests compile and run (ReadmeTests checks it)."""
import os
import re

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
code = open(os.path.join(root, "Tests/ReadmeTests/ReadmeTests.swift")).read().split("\n")
snippets, name, body = {}, None, []
for line in code:
    t = line.strip()
    if t.startswith("// snippet: "):
        name, body = t[len("// snippet: "):], []
    elif t == "// end snippet" and name:
        indent = min((len(b) - len(b.lstrip(" ")) for b in body if b.strip()), default=0)
        snippets[name] = "\n".join(b[indent:] for b in body)
        name = None
    elif name:
        body.append(line)
path = os.path.join(root, "README.md")
readme = open(path).read().split("\n")
out, i = [], 0
while i < len(readme):
    out.append(readme[i])
    m = re.match(r"<!-- snippet: (.+) -->$", readme[i])
    if m and m.group(1) in snippets and i + 1 < len(readme) and readme[i + 1].startswith("```"):
        out.append(readme[i + 1])
        i += 2
        while i < len(readme) and readme[i] != "```":
            i += 1
        out.extend(snippets[m.group(1)].split("\n"))
        continue
    i += 1
open(path, "w").write("\n".join(out))
