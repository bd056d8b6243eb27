#!/usr/bin/env python3
"""Writes the keyboard benchmark's scenario to standard output: a consumable source of ten items
and a target of 99,990 slots (the 100,000-cell limit in all), the first item picked up with the
keyboard, then 2,000 right arrows and 800 down arrows over the target's places (issue "speed,
fifth pass": the work of one event must not grow with the collection's size)."""
import json

events = [{"type": "key", "key": "tab", "t": 0}, {"type": "key", "key": "space", "t": 0.1}]
for i in range(2800):
    events.append({"type": "key", "key": "arrowRight" if i < 2000 else "arrowDown", "t": round(0.2 + i * 0.01, 2)})
print(json.dumps({
    "canvas": {"width": 390, "height": 844, "scale": 1},
    "config": {"fixedCellSize": [40, 40], "sourceItemsConsumable": True},
    "collections": [
        {"id": "source", "role": "source", "frame": [0, 0, 390, 200], "items": [{"id": f"s{i}"} for i in range(10)]},
        {"id": "target", "role": "target", "frame": [0, 200, 390, 644], "config": {"numberOfTargetItems": 99990}},
    ],
    "events": events,
}))
