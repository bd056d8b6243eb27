"""Writes Tests/DropShotRenderTests/Fixtures/fonts/Stems-VF.ttf: a tiny TrueType variable font
(fontTools' FontBuilder) with a `wght` axis from 100 to 900 (default 400) and named instances
Thin, Regular, Bold and Black. Its glyphs are boxes: "I" a stem, "H" two stems and a bar, "o" a
ring, and a space. Stems, bars and advances grow with the weight (gvar deltas, phantom points
included), so a test can tell which instance was drawn by its ink and its width.

Run: PYENV_VERSION=3.12.1 python3 Tools/variable-font-fixture.py (needs fonttools).
"""
import pathlib
from fontTools.fontBuilder import FontBuilder
from fontTools.pens.ttGlyphPen import TTGlyphPen
from fontTools.ttLib.tables.TupleVariation import TupleVariation

UPEM = 1000
OUT = pathlib.Path(__file__).resolve().parent.parent / "Tests/DropShotRenderTests/Fixtures/fonts/Stems-VF.ttf"


def box(pen, x0, y0, x1, y1):
    """A clockwise rectangle (TrueType outer contour)."""
    pen.moveTo((x0, y0)); pen.lineTo((x0, y1)); pen.lineTo((x1, y1)); pen.lineTo((x1, y0)); pen.closePath()


def hole(pen, x0, y0, x1, y1):
    """A counter-clockwise rectangle (a hole)."""
    pen.moveTo((x0, y0)); pen.lineTo((x1, y0)); pen.lineTo((x1, y1)); pen.lineTo((x0, y1)); pen.closePath()


def glyph(draw):
    pen = TTGlyphPen(None)
    draw(pen)
    return pen.glyph()


# Regular (default) stems are 100 units; at wght 900 they are 300. Deltas move the right edges of
# stems, so every point right of a stem's left edge moves by the stem's growth.
glyphs = {
    ".notdef": glyph(lambda p: box(p, 50, 0, 450, 700)),
    "space": glyph(lambda p: None),
    "I": glyph(lambda p: box(p, 50, 0, 150, 700)),
    "H": glyph(lambda p: (box(p, 50, 0, 150, 700), box(p, 150, 300, 450, 400), box(p, 450, 0, 550, 700))),
    "o": glyph(lambda p: (box(p, 50, 0, 450, 500), hole(p, 150, 100, 350, 400))),
}
advances = {".notdef": 500, "space": 300, "I": 200, "H": 600, "o": 500}

fb = FontBuilder(UPEM, isTTF=True)
fb.setupGlyphOrder(list(glyphs))
fb.setupCharacterMap({0x20: "space", 0x49: "I", 0x48: "H", 0x6F: "o"})
fb.setupGlyf(glyphs)
fb.setupHorizontalMetrics({name: (advances[name], glyphs[name].xMin if glyphs[name].numberOfContours else 0) for name in glyphs})
fb.setupHorizontalHeader(ascent=800, descent=-200)
fb.setupNameTable({"familyName": "Stems VF", "styleName": "Regular"})
fb.setupOS2(sTypoAscender=800, sTypoDescender=-200, usWinAscent=800, usWinDescent=200, usWeightClass=400)
fb.setupPost()
fb.setupFvar(axes=[("wght", 100, 400, 900, "Weight")],
             instances=[{"stylename": name, "location": {"wght": w}} for name, w in
                        [("Thin", 100), ("Regular", 400), ("Bold", 700), ("Black", 900)]])


def deltas(name, grow):
    """Per point (and the four phantom points) the x delta at weight `grow` x 200 units of growth."""
    g = glyphs[name]
    coords = list(g.coordinates) if g.numberOfContours else []
    if name == "I":
        moved = [grow if x >= 150 else 0 for x, _ in coords]
    elif name == "H":
        # The bar and the right stem move with the left stem; the right stem widens too.
        moved = [grow * (2 if x >= 550 else 1) if x >= 150 else 0 for x, _ in coords]
    elif name == "o":
        moved = [grow * (2 if x >= 450 else 1) if x >= 150 else 0 for x, _ in coords]
    else:
        moved = [0 for _ in coords]
    advance = {"I": grow, "H": 2 * grow, "o": 2 * grow}.get(name, 0)
    return [(dx, 0) for dx in moved] + [(0, 0), (advance, 0), (0, 0), (0, 0)]


variations = {}
for name in glyphs:
    # Towards 900: stems grow by 200 units; towards 100: they shrink by 60.
    variations[name] = [TupleVariation({"wght": (0, 1.0, 1.0)}, deltas(name, 200)),
                        TupleVariation({"wght": (-1.0, -1.0, 0)}, deltas(name, -60))]
fb.setupGvar(variations)
fb.save(str(OUT))
print(OUT, OUT.stat().st_size, "bytes")
