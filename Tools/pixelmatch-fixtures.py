#!/usr/bin/env python3
"""Builds the image pairs in Tests/DropShotTestingTests/Fixtures/pixelmatch and records what the
Python `pixelmatch` package (a port of mapbox/pixelmatch) counts for them, so that the Swift tests
can check that DropShot's comparison agrees with it.

Needs Pillow and pixelmatch (pip install pillow pixelmatch); run from the repository root after
`dropshot docs -o gallery`. Never a runtime dependency of DropShot.
"""
import json
import os
import sys

from PIL import Image, ImageDraw, ImageFilter
from pixelmatch import pixelmatch

OUT = "Tests/DropShotTestingTests/Fixtures/pixelmatch"
GALLERY = sys.argv[1] if len(sys.argv) > 1 else "gallery"


def crop(name, box):
    return Image.open(os.path.join(GALLERY, name + ".png")).convert("RGBA").crop(box)


def pairs():
    # Two states of the arena: a drag in progress against the start (ghost, touched slot, borders).
    box = (0, 560, 780, 1000)
    yield "drag-vs-start", crop("01-start", box), crop("02-hover-target", box)
    # A drop against the start, at the top of the source.
    box = (0, 0, 780, 400)
    yield "drop-vs-start", crop("01-start", box), crop("03-dropped", box)
    # The same drawing shifted by one pixel: mostly anti-aliased edges.
    base = Image.new("RGBA", (160, 120), (255, 255, 255, 255))
    draw = ImageDraw.Draw(base)
    draw.ellipse((20, 20, 100, 100), fill=(30, 90, 200, 255))
    draw.line((0, 110, 160, 10), fill=(200, 40, 40, 255), width=3)
    smooth = base.resize((640, 480)).filter(ImageFilter.GaussianBlur(2)).resize((160, 120), Image.LANCZOS)
    shifted = Image.new("RGBA", (160, 120), (255, 255, 255, 255))
    shifted.paste(smooth.crop((0, 0, 159, 120)), (1, 0))
    yield "shifted-shapes", smooth, shifted
    # Translucent pixels: alpha is blended with white before measuring.
    a = Image.new("RGBA", (64, 64), (0, 0, 0, 0))
    b = Image.new("RGBA", (64, 64), (0, 0, 0, 0))
    for y in range(64):
        for x in range(64):
            a.putpixel((x, y), (x * 4, y * 4, 128, (x * 3 + y) % 256))
            b.putpixel((x, y), (x * 4, y * 4 + (x % 3), 128, (x * 3 + y + (y % 5)) % 256))
    yield "translucent", a, b


def main():
    os.makedirs(OUT, exist_ok=True)
    expected = []
    for name, a, b in pairs():
        a.save(os.path.join(OUT, name + "-a.png"))
        b.save(os.path.join(OUT, name + "-b.png"))
        # Count on the files as written, as the Swift side reads them.
        a = Image.open(os.path.join(OUT, name + "-a.png")).convert("RGBA")
        b = Image.open(os.path.join(OUT, name + "-b.png")).convert("RGBA")
        for threshold in (0.0, 0.05, 0.1, 0.3):
            for include_aa in (False, True):
                count = pixelmatch(list(a.tobytes()), list(b.tobytes()), a.width, a.height,
                                   threshold=threshold, includeAA=include_aa)
                expected.append({"pair": name, "threshold": threshold, "includeAA": include_aa, "differing": count})
    with open(os.path.join(OUT, "expected.json"), "w") as f:
        json.dump(expected, f, indent=1)
        f.write("\n")


if __name__ == "__main__":
    main()
