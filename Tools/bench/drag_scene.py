#!/usr/bin/env python3
"""Writes a drag benchmark's scenario to standard output: a list of ITEMS items (first argument)
and DRAGS press/move/release drags (second argument), each moving one of the first ten rows five
rows down, a history step each (issue "speed, sixth pass": the work of a drag must not grow with
the collection). `state` of it with and without the drags, for 1,000 and 100,000 items, gives
what the drags cost at each size."""
import json
import sys

items, drags = int(sys.argv[1]), int(sys.argv[2])
events, t = [], 0.0
for d in range(drags):
    y = 20 + (d % 10) * 40
    events += [
        {"type": "press", "at": [100, y], "t": round(t, 3)},
        {"type": "move", "at": [100, y + 100], "t": round(t + 0.05, 3)},
        {"type": "move", "at": [100, y + 200], "t": round(t + 0.1, 3)},
        {"type": "release", "at": [100, y + 200], "t": round(t + 0.15, 3)},
    ]
    t += 0.2
print(json.dumps({
    "canvas": {"width": 390, "height": 844, "scale": 1},
    "config": {"fixedCellSize": [370, 40], "rearrange": "move"},
    "collections": [{"id": "l", "role": "list", "frame": [10, 0, 370, 844], "items": [{"id": f"i{i}"} for i in range(items)]}],
    "events": events,
}))
