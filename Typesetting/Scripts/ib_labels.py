#!/usr/bin/env python3
"""Lists the single-line labels in the system font of a folder of .xib and
.storyboard files, one per line, tab-separated: file, id, point size, stored
width, stored height, text (escaped). Feeds the opt-in test that compares
Inter's widths with the frames Xcode stored (see
Documentation/Text-Measurement.md).

    python3 Typesetting/Scripts/ib_labels.py FOLDER > labels.tsv
"""
import os
import sys
import xml.etree.ElementTree as ET


def labels(path):
    try:
        root = ET.parse(path).getroot()
    except ET.ParseError:
        return
    for label in root.iter("label"):
        font = label.find("fontDescription")
        rect = label.find("rect")
        text = label.get("text")
        if font is None or rect is None or not text or "\n" in text or "\t" in text:
            continue
        if font.get("type") != "system" or label.get("numberOfLines", "1") != "1":
            continue
        if label.get("adjustsFontSizeToFit") == "YES" or label.get("misplaced") == "YES":
            continue
        yield (os.path.basename(path), label.get("id", ""), font.get("pointSize", ""),
               rect.get("width", ""), rect.get("height", ""), text)


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: ib_labels.py FOLDER")
    for folder, _, files in os.walk(sys.argv[1]):
        for name in sorted(files):
            if name.endswith((".xib", ".storyboard")):
                for row in labels(os.path.join(folder, name)):
                    print("\t".join(row))


main()
