#!/usr/bin/env bash
# Writes the shop's body font (frontend/src/styles/fonts/) from @fontsource-variable/inter: only
# the Latin characters, the weights the CSS uses (400-800) and the OpenType features it needs
# (kerning, accents, contextual forms such as the raised colon of "17:00", tabular figures): 29 KB
# instead of the package's 48 KB Latin file, which a phone waits for before the menu's text is
# final. Playfair Display stays the package's own file: its licence reserves the name for
# unmodified fonts. Needs fontTools and brotli for Python (Debian: python3-fonttools python3-brotli).
# Usage: bash scripts/subset-fonts.sh   (then commit the .woff2 files)
set -euo pipefail
cd "$(dirname "$0")/.."
out=frontend/src/styles/fonts
py=${PYTHON:-/usr/bin/python3}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# The Latin range of the @fontsource packages: German text, € and typographic quotes and dashes.
latin='U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD'

"$py" -m fontTools.varLib.instancer node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2 wght=400:800 -q -o "$tmp/inter.ttf"
"$py" -m fontTools.subset "$tmp/inter.ttf" --unicodes="$latin" --layout-features='kern,mark,mkmk,ccmp,locl,calt,tnum' \
  --no-hinting --name-IDs='*' --flavor=woff2 --output-file="$out/inter-latin-wght-400-800.woff2"
cp node_modules/@fontsource-variable/inter/LICENSE "$out/inter-LICENSE.txt"
ls -l "$out"
