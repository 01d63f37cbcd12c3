#!/usr/bin/env bash
# Cuts the lari sign (₾, U+20BE) out of Noto Sans' variable extended-Latin file (168 KB), and the numero
# sign (№, U+2116: "გადახდა №5") out of its Cyrillic file (20 KB), each into a tiny WOFF2 face that keeps
# the weight axis (about 1.5 KB), used by apps/web/src/styles/fonts.css. Run once
# when @fontsource-variable/noto-sans changes; needs Debian's Python with fontTools and brotli (apt-get install
# python3-fonttools python3-brotli).
set -euo pipefail
cd "$(dirname "$0")/.."
/usr/bin/python3 -m fontTools.subset "node_modules/@fontsource-variable/noto-sans/files/noto-sans-latin-ext-wght-normal.woff2" \
  --unicodes=U+20BE --flavor=woff2 --layout-features='' \
  --output-file="apps/web/src/styles/fonts/noto-sans-lari-wght.woff2"
/usr/bin/python3 -m fontTools.subset "node_modules/@fontsource-variable/noto-sans/files/noto-sans-cyrillic-wght-normal.woff2" \
  --unicodes=U+2116 --flavor=woff2 --layout-features='' \
  --output-file="apps/web/src/styles/fonts/noto-sans-numero-wght.woff2"
