#!/usr/bin/env bash
# Writes Tests/DropShotRasterTests/Fixtures/shaping-reference.txt: HarfBuzz's own shaping
# (hb-shape, from Debian's libharfbuzz-bin) of a corpus of strings in the bundled fonts, as
# "font<TAB>direction<TAB>text<TAB>hb-shape output" lines. The test shapes the same strings through
# DropShot and compares glyph ids, clusters, advances and offsets. Rerun after changing the corpus.
set -euo pipefail
cd "$(dirname "$0")/.."
out=Tests/DropShotRasterTests/Fixtures/shaping-reference.txt
corpus=(
    "DejaVuSans.ttf	ltr	Crème brûlée"
    "DejaVuSans.ttf	ltr	AVATAR Wave To"
    "DejaVuSans-Bold.ttf	ltr	Offsite office"
    "DejaVuSans.ttf	ltr	Ελληνικά ἀρχή"
    "DejaVuSans-Bold.ttf	ltr	Русский язык"
    "DejaVuSans.ttf	rtl	العربية"
    "DejaVuSans-Bold.ttf	rtl	مرحبا بالعالم"
    "DejaVuSans.ttf	rtl	עברית"
    "DejaVuSans.ttf	rtl	שָׁלוֹם"
    "NotoSansDevanagari-Regular.ttf	ltr	हिन्दी"
    "NotoSansDevanagari-Bold.ttf	ltr	क्षत्रिय संस्कृत"
    "NotoSansJP-Subset-Regular.otf	ltr	日本語のテキスト"
    "NotoSansJP-Subset-Bold.otf	ltr	東京、会議。"
    "DejaVuSans.ttf	ltr	e\u0301 a\u0308 combining"
)
: > "$out.tmp"
for entry in "${corpus[@]}"; do
    IFS=$'\t' read -r font direction text <<<"$(printf '%b' "$entry")"
    shaped="$(hb-shape --no-glyph-names --cluster-level=1 --direction="$direction" "fonts/$font" "$text")"
    printf '%s\t%s\t%s\t%s\n' "$font" "$direction" "$text" "$shaped" >> "$out.tmp"
done
mv "$out.tmp" "$out"
