#!/usr/bin/env bash
# Cuts the lari sign (₾, U+20BE) out of Noto Sans' extended-Latin files into three tiny WOFF2 faces
# (about 0.8 KB each) used by apps/web/src/styles/fonts.css. Run once when @fontsource/noto-sans
# changes; needs fontTools with brotli (Debian: apt-get install python3-fonttools python3-brotli).
set -euo pipefail
cd "$(dirname "$0")/.."
for weight in 400 600 700; do
  python3 -m fontTools.subset "node_modules/@fontsource/noto-sans/files/noto-sans-latin-ext-${weight}-normal.woff2" \
    --unicodes=U+20BE --flavor=woff2 --layout-features='' \
    --output-file="apps/web/src/styles/fonts/noto-sans-lari-${weight}.woff2"
done
