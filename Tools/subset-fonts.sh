#!/usr/bin/env bash
# Makes the Japanese subset fonts bundled in fonts/ from Debian's fonts-noto-cjk, with fontTools
# (PyPI). Tooling only: run by hand when the subset should cover more characters, then commit.
#   apt-get install fonts-noto-cjk unicode-data && pip install fonttools && Tools/subset-fonts.sh
set -euo pipefail
cd "$(dirname "$0")/.."
# Kana, CJK punctuation, full-width forms, and the kanji below (the gallery's and the tests', and
# common ones for a screen: days, months, places, actions).
kanji="日本語東京大阪名前今日明後週月火水木金土曜年時分上下左右中小入出口山川田人新古写真買物完了未済作業中止開始終保存削除編集設定一覧予定会議"
# The Joyo kanji (the 2,136 of Japan's everyday-use list, as Unihan's kJoyoKanji gives them).
joyo="$(bzcat /usr/share/unicode/Unihan_OtherMappings.txt.bz2 | awk '$2 == "kJoyoKanji" && $1 ~ /^U\+/ { print $1 }' | paste -sd, -)"
unicodes="U+3000-303F,U+3040-309F,U+30A0-30FF,U+FF00-FFEF,$joyo"
for weight in Regular Bold; do
    pyftsubset "/usr/share/fonts/opentype/noto/NotoSansCJK-$weight.ttc" --font-number=0 \
        --unicodes="$unicodes" --text="$kanji" --layout-features='*' --no-hinting --desubroutinize \
        --output-file="fonts/NotoSansJP-Subset-$weight.otf"
done
# The colour emoji test font (CBDT bitmaps of four emoji), from Debian's fonts-noto-color-emoji.
pyftsubset /usr/share/fonts/truetype/noto/NotoColorEmoji.ttf --text="☕😀🎉👍" \
    --output-file=Tests/DropShotRenderTests/Fixtures/fonts/NotoColorEmoji-Subset.ttf
# Two flags (regional-indicator pairs, joined by the font's ligatures), for the segmentation tests.
pyftsubset /usr/share/fonts/truetype/noto/NotoColorEmoji.ttf --text="🇯🇵🇫🇷" --layout-features='*' \
    --output-file=Tests/DropShotRenderTests/Fixtures/fonts/NotoColorEmoji-Flags.ttf
# Emoji sequences (text-default characters with U+FE0F, keycaps, ZWJ and skin-tone sequences), for
# the tests of font choice by cluster and presentation.
pyftsubset /usr/share/fonts/truetype/noto/NotoColorEmoji.ttf --text="❤️✈️1️⃣#️⃣👩🏽‍⚕️🤷‍♀️☕" --unicodes="U+FE0F,U+200D,U+20E3" \
    --layout-features='*' --output-file=Tests/DropShotRenderTests/Fixtures/fonts/NotoColorEmoji-Sequences.ttf
