#!/usr/bin/env python3
"""Writes a PNG of every colour type and bit depth (with and without tRNS, with and without Adam7
interlacing) into Tests/DropShotRasterTests/Fixtures/colortypes, with this script's own encoder,
and records the 8-bit straight RGBA that each must decode to in expected.json.

The expected values come from the source samples, not from a decoder: 1-, 2- and 4-bit gray are
scaled by 255 / (2^depth - 1), 16-bit samples to round(v * 255 / 65535), tRNS marks the one
transparent colour (or gives each palette entry its alpha). Pillow then reads every file back as
an independent decoder and must see the same samples (8-bit files exactly; 16-bit files as the raw
16-bit gray values, or the high bytes of RGB, which is what Pillow keeps; 1- to 4-bit gray with
tRNS by its gray values only, as Pillow misplaces their transparent key).

Needs numpy and Pillow (pip install numpy pillow); run from the repository root. Never a runtime
dependency of DropShot.
"""
import json
import os
import struct
import zlib

import numpy as np
from PIL import Image

OUT = "Tests/DropShotRasterTests/Fixtures/colortypes"
WIDTH, HEIGHT = 13, 7  # odd sizes: partial bytes at low depths, every Adam7 pass non-trivial
ADAM7 = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]


def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)


def pack_row(samples, depth):
    """One scanline of samples (ints) at `depth` bits, big-endian, padded to whole bytes."""
    if depth == 16:
        return b"".join(struct.pack(">H", int(v)) for v in samples)
    if depth == 8:
        return bytes(int(v) for v in samples)
    out, acc, bits = bytearray(), 0, 0
    for v in samples:
        acc = (acc << depth) | int(v)
        bits += depth
        if bits == 8:
            out.append(acc)
            acc, bits = 0, 0
    if bits:
        out.append(acc << (8 - bits))
    return bytes(out)


def encode(samples, color_type, depth, palette=None, trns=None, interlace=False):
    """samples: HEIGHT x WIDTH x channels array of ints at `depth` bits."""
    def scanlines(image):
        return b"".join(b"\x00" + pack_row(row.reshape(-1), depth) for row in image)

    if interlace:
        raw = b""
        for x0, y0, dx, dy in ADAM7:
            sub = samples[y0::dy, x0::dx]
            if sub.shape[0] and sub.shape[1]:
                raw += scanlines(sub)
    else:
        raw = scanlines(samples)
    png = b"\x89PNG\r\n\x1a\n"
    png += chunk(b"IHDR", struct.pack(">IIBBBBB", WIDTH, HEIGHT, depth, color_type, 0, 0, 1 if interlace else 0))
    if palette is not None:
        png += chunk(b"PLTE", bytes(int(c) for entry in palette for c in entry))
    if trns is not None:
        png += chunk(b"tRNS", trns)
    png += chunk(b"IDAT", zlib.compress(raw, 9))
    return png + chunk(b"IEND", b"")


def to8(values, depth):
    values = values.astype(np.int64)
    if depth == 16:
        return (values * 255 + 32767) // 65535  # round(v * 255 / 65535); no ties exist
    return values * 255 // ((1 << depth) - 1)


def cases(rng):
    for depth in (1, 2, 4, 8, 16):
        gray = rng.integers(0, 1 << depth, size=(HEIGHT, WIDTH, 1))
        yield f"gray{depth}", gray, 0, depth, None, None
        key = int(gray[0, 0, 0])
        yield f"gray{depth}-trns", gray, 0, depth, None, struct.pack(">H", key)
    for depth in (8, 16):
        rgb = rng.integers(0, 1 << depth, size=(HEIGHT, WIDTH, 3))
        yield f"rgb{depth}", rgb, 2, depth, None, None
        if depth == 8:
            # The same picture at 16 bits (each sample times 257): must decode to the same bytes.
            yield "rgb16-twin-of-rgb8", rgb * 257, 2, 16, None, None
        yield f"rgb{depth}-trns", rgb, 2, depth, None, struct.pack(">HHH", *(int(v) for v in rgb[1, 2]))
        yield f"grayalpha{depth}", rng.integers(0, 1 << depth, size=(HEIGHT, WIDTH, 2)), 4, depth, None, None
        yield f"rgba{depth}", rng.integers(0, 1 << depth, size=(HEIGHT, WIDTH, 4)), 6, depth, None, None
    for depth in (1, 2, 4, 8):
        entries = 1 << depth
        palette = rng.integers(0, 256, size=(entries, 3))
        indices = rng.integers(0, entries, size=(HEIGHT, WIDTH, 1))
        yield f"palette{depth}", indices, 3, depth, palette, None
        alphas = bytes(int(a) for a in rng.integers(0, 256, size=max(1, entries - 1)))  # shorter than PLTE: rest opaque
        yield f"palette{depth}-trns", indices, 3, depth, palette, alphas


def expected_rgba(samples, color_type, depth, palette, trns):
    h, w = samples.shape[:2]
    out = np.zeros((h, w, 4), dtype=np.int64)
    if color_type == 3:
        idx = samples[:, :, 0]
        out[:, :, :3] = palette[idx]
        alpha = np.full(len(palette), 255)
        if trns is not None:
            alpha[: len(trns)] = list(trns)
        out[:, :, 3] = alpha[idx]
        return out
    channels = samples.shape[2]
    color = channels >= 3
    scaled = to8(samples, depth)
    if color:
        out[:, :, :3] = scaled[:, :, :3]
    else:
        out[:, :, :3] = scaled[:, :, :1]
    if channels in (2, 4):
        out[:, :, 3] = scaled[:, :, channels - 1]
    elif trns is not None:
        key = struct.unpack(">HHH" if color else ">H", trns)
        match = np.all(samples == np.array(key).reshape(1, 1, -1), axis=2)
        out[:, :, 3] = np.where(match, 0, 255)
    else:
        out[:, :, 3] = 255
    return out


def pillow_agrees(path, samples, color_type, depth, expected):
    image = Image.open(path)
    image.load()
    if depth == 16 and color_type == 0:
        return np.array_equal(np.array(image).astype(np.int64), samples[:, :, 0])
    if depth == 16:
        mode = {2: "RGB", 4: "LA", 6: "RGBA"}[color_type]
        return np.array_equal(np.array(image.convert(mode)).astype(np.int64).reshape(samples.shape), samples >> 8)
    decoded = np.array(image.convert("RGBA")).astype(np.int64)
    if color_type == 0 and depth < 8 and "transparency" in image.info:
        # Pillow compares the tRNS key of 1- to 4-bit gray with the samples scaled to 8 bits, so it
        # misses the transparent pixels; only the gray values are its to confirm.
        return np.array_equal(decoded[:, :, :3], expected[:, :, :3])
    return np.array_equal(decoded, expected)


def main():
    os.makedirs(OUT, exist_ok=True)
    rng = np.random.default_rng(20261123)
    expected = {}
    for name, samples, color_type, depth, palette, trns in cases(rng):
        for interlace in (False, True):
            full = name + ("-interlaced" if interlace else "")
            path = os.path.join(OUT, full + ".png")
            with open(path, "wb") as f:
                f.write(encode(samples, color_type, depth, palette, trns, interlace))
            rgba = expected_rgba(samples, color_type, depth, palette, trns)
            assert pillow_agrees(path, samples, color_type, depth, rgba), f"Pillow reads {full} differently"
            expected[full] = bytes(rgba.astype(np.uint8).reshape(-1)).hex()
    with open(os.path.join(OUT, "expected.json"), "w") as f:
        json.dump({"width": WIDTH, "height": HEIGHT, "rgba": expected}, f, indent=1, sort_keys=True)
        f.write("\n")
    print(f"wrote {len(expected)} fixtures to {OUT}")


if __name__ == "__main__":
    main()
