#!/usr/bin/env node
/**
 * Renders the storefront's media (content/media) from SVG drawings with sharp: product UI mockups,
 * hardware and service illustrations, banners in three sizes, partner wordmarks and the share image.
 * Nothing is downloaded. Run: node scripts/build-media.mjs (the output is committed).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../content/media');
const C = {
  primary: '#2f3bcb',
  strong: '#222c9e',
  soft: '#eceefe',
  accent: '#0e8f8f',
  accentSoft: '#e3f5f4',
  star: '#ffd36b',
  night: '#111433',
  nightSoft: '#1c2150',
  line: '#e2e5f0',
  white: '#ffffff',
  muted: '#9aa0c3',
};

const svg = (w, h, body) => `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;
const defs = `<defs>
  <linearGradient id="night" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${C.night}"/><stop offset="0.6" stop-color="${C.nightSoft}"/><stop offset="1" stop-color="${C.strong}"/></linearGradient>
  <linearGradient id="soft" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${C.soft}"/><stop offset="1" stop-color="${C.accentSoft}"/></linearGradient>
  <radialGradient id="glow" cx="0.8" cy="0.2" r="0.6"><stop offset="0" stop-color="${C.star}" stop-opacity="0.45"/><stop offset="1" stop-color="${C.star}" stop-opacity="0"/></radialGradient>
</defs>`;

function stars(w, h, n, seed) {
  let s = seed;
  const rnd = () => (s = (s * 9301 + 49297) % 233280) / 233280;
  return Array.from(
    { length: n },
    () =>
      `<circle cx="${(rnd() * w).toFixed(1)}" cy="${(rnd() * h).toFixed(1)}" r="${(rnd() * 1.8 + 0.4).toFixed(1)}" fill="#fff" opacity="${(rnd() * 0.6 + 0.2).toFixed(2)}"/>`,
  ).join('');
}

/** An application window: sidebar, KPI cards and a chart or table (variant 0..3). */
function appWindow(x, y, w, h, accent, variant) {
  const side = w * 0.2;
  const cw = (w - side - 60) / 3;
  const kpis = [0, 1, 2]
    .map(
      (
        i,
      ) => `<rect x="${x + side + 20 + i * (cw + 10)}" y="${y + 60}" width="${cw}" height="60" rx="8" fill="${i === 0 ? accent : C.soft}"/>
    <rect x="${x + side + 32 + i * (cw + 10)}" y="${y + 74}" width="${cw * 0.4}" height="8" rx="4" fill="${i === 0 ? '#fff' : C.muted}" opacity="0.8"/>
    <rect x="${x + side + 32 + i * (cw + 10)}" y="${y + 92}" width="${cw * 0.6}" height="14" rx="5" fill="${i === 0 ? '#fff' : C.night}"/>`,
    )
    .join('');
  const area = { x: x + side + 20, y: y + 135, w: w - side - 40, h: h - 155 };
  let chart = '';
  if (variant % 2 === 0) {
    const bars = 9;
    chart = Array.from({ length: bars }, (_, i) => {
      const bh = area.h * (0.3 + 0.6 * Math.abs(Math.sin(i * 1.3 + variant)));
      return `<rect x="${area.x + 10 + (i * (area.w - 20)) / bars}" y="${area.y + area.h - bh}" width="${(area.w - 20) / bars - 10}" height="${bh}" rx="5" fill="${i % 3 === 2 ? C.star : accent}" opacity="${i % 3 === 2 ? 1 : 0.85}"/>`;
    }).join('');
  } else {
    chart = Array.from(
      { length: 6 },
      (
        _,
        i,
      ) => `<rect x="${area.x}" y="${area.y + i * (area.h / 6)}" width="${area.w}" height="${area.h / 6 - 6}" rx="5" fill="${i === 0 ? C.soft : '#fff'}" stroke="${C.line}"/>
      <rect x="${area.x + 12}" y="${area.y + i * (area.h / 6) + area.h / 12 - 7}" width="${area.w * 0.3}" height="8" rx="4" fill="${i === 0 ? C.primary : C.muted}"/>
      <rect x="${area.x + area.w * 0.7}" y="${area.y + i * (area.h / 6) + area.h / 12 - 7}" width="${area.w * 0.2}" height="8" rx="4" fill="${i % 2 ? accent : C.night}" opacity="0.7"/>`,
    ).join('');
  }
  const menu = Array.from(
    { length: 6 },
    (_, i) =>
      `<rect x="${x + 18}" y="${y + 64 + i * 28}" width="${side - 36}" height="10" rx="5" fill="#fff" opacity="${i === 1 ? 0.95 : 0.35}"/>`,
  ).join('');
  return `<g>
    <rect x="${x + 6}" y="${y + 10}" width="${w}" height="${h}" rx="16" fill="${C.night}" opacity="0.25"/>
    <rect x="${x}" y="${y}" width="${w}" height="${h}" rx="16" fill="#fff"/>
    <path d="M${x} ${y + 16}a16 16 0 0 1 16 -16h${side - 16}v${h}h${-side + 16}a16 16 0 0 1 -16 -16z" fill="${C.nightSoft}"/>
    <circle cx="${x + 22}" cy="${y + 26}" r="9" fill="${C.star}"/>
    <rect x="${x + 38}" y="${y + 21}" width="${side - 56}" height="10" rx="5" fill="#fff" opacity="0.9"/>
    ${menu}
    <rect x="${x + side + 20}" y="${y + 20}" width="${w * 0.3}" height="14" rx="7" fill="${C.night}"/>
    <circle cx="${x + w - 30}" cy="${y + 27}" r="11" fill="${C.soft}"/>
    ${kpis}${chart}
  </g>`;
}

function solutionArt(w, h, accent, variant) {
  return svg(
    w,
    h,
    `${defs}<rect width="${w}" height="${h}" fill="url(#soft)"/>
    <circle cx="${w * 0.85}" cy="${h * 0.15}" r="${h * 0.35}" fill="${accent}" opacity="0.12"/>
    <circle cx="${w * 0.1}" cy="${h * 0.95}" r="${h * 0.3}" fill="${C.star}" opacity="0.25"/>
    ${appWindow(w * 0.08, h * 0.12, w * 0.84, h * 0.76, accent, variant)}`,
  );
}

function hardwareArt(w, h, kind) {
  const cx = w / 2;
  const cy = h / 2;
  const shapes = {
    'receipt-printer': `<rect x="${cx - 120}" y="${cy - 40}" width="240" height="150" rx="24" fill="${C.nightSoft}"/><rect x="${cx - 80}" y="${cy - 150}" width="160" height="130" rx="6" fill="#fff" stroke="${C.line}" stroke-width="3"/>${[0, 1, 2, 3, 4].map((i) => `<rect x="${cx - 60}" y="${cy - 130 + i * 20}" width="${i === 4 ? 60 : 120}" height="8" rx="4" fill="${C.muted}"/>`).join('')}<rect x="${cx - 100}" y="${cy - 30}" width="200" height="12" rx="6" fill="${C.night}"/><circle cx="${cx + 80}" cy="${cy + 70}" r="10" fill="${C.accent}"/>`,
    'barcode-scanner': `<path d="M${cx - 40} ${cy + 150} L${cx - 10} ${cy - 10} L${cx + 50} ${cy - 10} L${cx + 30} ${cy + 150} Z" fill="${C.nightSoft}"/><rect x="${cx - 100}" y="${cy - 110}" width="200" height="110" rx="40" fill="${C.night}"/><rect x="${cx - 80}" y="${cy - 95}" width="40" height="80" rx="12" fill="${C.primary}"/>${Array.from({ length: 14 }, (_, i) => `<rect x="${cx + 130 + i * 9}" y="${cy - 120}" width="${i % 3 ? 4 : 7}" height="120" fill="${C.night}"/>`).join('')}<path d="M${cx - 100} ${cy - 60} L${cx + 125} ${cy - 100} L${cx + 125} ${cy - 20} Z" fill="#e5484d" opacity="0.35"/>`,
    'pos-terminal': `<rect x="${cx - 150}" y="${cy - 150}" width="300" height="210" rx="14" fill="${C.night}"/><rect x="${cx - 135}" y="${cy - 136}" width="270" height="182" rx="6" fill="#fff"/>${appWindow(cx - 130, cy - 130, 260, 170, C.accent, 0).replace(/rx="16"/g, 'rx="4"')}<rect x="${cx - 20}" y="${cy + 60}" width="40" height="60" fill="${C.nightSoft}"/><rect x="${cx - 100}" y="${cy + 115}" width="200" height="20" rx="10" fill="${C.nightSoft}"/>`,
    'cash-drawer': `<rect x="${cx - 170}" y="${cy - 60}" width="340" height="130" rx="14" fill="${C.nightSoft}"/><rect x="${cx - 150}" y="${cy + 10}" width="300" height="90" rx="8" fill="${C.night}"/>${[0, 1, 2, 3, 4].map((i) => `<rect x="${cx - 140 + i * 57}" y="${cy - 110}" width="50" height="70" rx="4" fill="${i % 2 ? C.accent : C.primary}" opacity="0.85"/>`).join('')}<rect x="${cx - 30}" y="${cy + 45}" width="60" height="10" rx="5" fill="${C.star}"/>`,
  };
  return svg(
    w,
    h,
    `${defs}<rect width="${w}" height="${h}" fill="url(#soft)"/><ellipse cx="${cx}" cy="${h * 0.85}" rx="${w * 0.32}" ry="18" fill="${C.night}" opacity="0.12"/><g transform="translate(0 ${h * 0.04})">${shapes[kind]}</g>`,
  );
}

function serviceArt(w, h, kind) {
  const people = [0, 1, 2, 3]
    .map(
      (i) =>
        `<circle cx="${w * 0.22 + i * w * 0.18}" cy="${h * 0.7}" r="${h * 0.07}" fill="${[C.primary, C.accent, C.strong, C.star][i]}"/><rect x="${w * 0.22 + i * w * 0.18 - h * 0.1}" y="${h * 0.78}" width="${h * 0.2}" height="${h * 0.2}" rx="${h * 0.08}" fill="${[C.primary, C.accent, C.strong, C.star][i]}" opacity="0.7"/>`,
    )
    .join('');
  const board =
    kind === 'trainings'
      ? `<rect x="${w * 0.2}" y="${h * 0.1}" width="${w * 0.6}" height="${h * 0.42}" rx="12" fill="#fff" stroke="${C.line}" stroke-width="3"/>${[0, 1, 2, 3, 4, 5].map((i) => `<rect x="${w * 0.26 + i * w * 0.085}" y="${h * (0.44 - 0.04 * (i + 1))}" width="${w * 0.05}" height="${h * 0.04 * (i + 1)}" rx="4" fill="${i % 2 ? C.accent : C.primary}"/>`).join('')}${people}`
      : `<circle cx="${w * 0.35}" cy="${h * 0.45}" r="${h * 0.2}" fill="none" stroke="${C.nightSoft}" stroke-width="22"/><rect x="${w * 0.35 - h * 0.25}" y="${h * 0.42}" width="${h * 0.12}" height="${h * 0.2}" rx="16" fill="${C.primary}"/><rect x="${w * 0.35 + h * 0.13}" y="${h * 0.42}" width="${h * 0.12}" height="${h * 0.2}" rx="16" fill="${C.primary}"/><rect x="${w * 0.55}" y="${h * 0.2}" width="${w * 0.3}" height="${h * 0.16}" rx="20" fill="${C.accent}"/><rect x="${w * 0.5}" y="${h * 0.44}" width="${w * 0.35}" height="${h * 0.16}" rx="20" fill="#fff" stroke="${C.line}" stroke-width="3"/><rect x="${w * 0.58}" y="${h * 0.26}" width="${w * 0.2}" height="10" rx="5" fill="#fff"/><rect x="${w * 0.54}" y="${h * 0.5}" width="${w * 0.24}" height="10" rx="5" fill="${C.muted}"/><circle cx="${w * 0.8}" cy="${h * 0.78}" r="${h * 0.08}" fill="${C.star}"/>`;
  return svg(w, h, `${defs}<rect width="${w}" height="${h}" fill="url(#soft)"/>${board}`);
}

function bannerArt(w, h, n) {
  const accent = [C.primary, C.accent, C.star][n - 1];
  const win = Math.min(w * 0.45, h * 1.1);
  const wx = w - win - w * 0.06;
  const mobile = w < 900;
  const winBlock = mobile
    ? appWindow(w * 0.1, h * 0.42, w * 0.8, h * 0.5, n === 3 ? C.accent : accent, n)
    : appWindow(wx, h * 0.14, win, h * 0.72, n === 3 ? C.accent : accent, n);
  return svg(
    w,
    h,
    `${defs}<rect width="${w}" height="${h}" fill="url(#night)"/><rect width="${w}" height="${h}" fill="url(#glow)"/>${stars(w, h, Math.round(w / 12), n * 17)}
    <circle cx="${w * 0.08}" cy="${h * 1.05}" r="${h * 0.6}" fill="${accent}" opacity="0.18"/>${winBlock}`,
  );
}

function partnerLogo(name, mark, color) {
  return svg(
    240,
    80,
    `<rect width="240" height="80" rx="12" fill="#fff"/><g transform="translate(18 22)">${mark(color)}</g><text x="70" y="49" font-family="DejaVu Sans, Arial, sans-serif" font-size="19" font-weight="700" fill="${C.night}">${name}</text>`,
  );
}

function avatar(n) {
  const colors = [C.primary, C.accent, C.strong];
  return svg(
    96,
    96,
    `<rect width="96" height="96" rx="48" fill="${C.soft}"/><circle cx="48" cy="38" r="18" fill="${colors[n - 1]}"/><path d="M16 88c4-20 18-30 32-30s28 10 32 30z" fill="${colors[n - 1]}" opacity="0.8"/>`,
  );
}

async function write(file, svgText, { width, height, format = 'webp', quality = 72 }) {
  const target = path.join(out, file);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  let img = sharp(Buffer.from(svgText)).resize(width, height);
  img = format === 'png' ? img.png({ compressionLevel: 9, palette: true }) : img.webp({ quality, effort: 6 });
  await img.toFile(target);
}

const SOLUTIONS = {
  'orioni-erp': [C.primary, 0, 3],
  'orioni-accounting': [C.accent, 1, 2],
  'orioni-retail': [C.strong, 2, 2],
  'orioni-hr': ['#7a4cc2', 3, 2],
};
const SERVICES = {
  'training-erp-accountants': 'trainings',
  'training-retail-cashiers': 'trainings',
  'support-standard': 'supports',
  'support-plus': 'supports',
  'data-porting': 'supports',
};
const HARDWARE = ['receipt-printer', 'barcode-scanner', 'pos-terminal', 'cash-drawer'];

fs.rmSync(out, { recursive: true, force: true });
for (const [slug, [accent, variant, blocks]] of Object.entries(SOLUTIONS)) {
  await write(`products/${slug}.webp`, solutionArt(720, 480, accent, variant), { width: 720, height: 480 });
  await write(`products/${slug}-sm.webp`, solutionArt(720, 480, accent, variant), { width: 480, height: 320 });
  for (let i = 1; i <= blocks; i++)
    await write(`solutions/${slug}-${i}.webp`, solutionArt(720, 480, accent, variant + i), { width: 720, height: 480 });
}
for (const [slug, kind] of Object.entries(SERVICES)) {
  await write(`products/${slug}.webp`, serviceArt(720, 480, kind), { width: 720, height: 480 });
  await write(`products/${slug}-sm.webp`, serviceArt(720, 480, kind), { width: 480, height: 320 });
}
for (const slug of HARDWARE) {
  await write(`products/${slug}.webp`, hardwareArt(720, 480, slug), { width: 720, height: 480 });
  await write(`products/${slug}-sm.webp`, hardwareArt(720, 480, slug), { width: 480, height: 320 });
}
for (const n of [1, 2, 3]) {
  await write(`banners/banner-${n}-lg.webp`, bannerArt(1440, 400, n), { width: 1440, height: 400 });
  await write(`banners/banner-${n}-md.webp`, bannerArt(1100, 400, n), { width: 1100, height: 400 });
  await write(`banners/banner-${n}-xs.webp`, bannerArt(720, 540, n), { width: 720, height: 540 });
}
await write('home/hero.webp', solutionArt(720, 480, C.primary, 0), { width: 720, height: 480 });
await write('solutions/features-bg.webp', bannerArt(1440, 720, 2), { width: 1440, height: 720, quality: 60 });
await write('solutions/banner.webp', bannerArt(1200, 400, 1), { width: 1200, height: 400 });
for (const n of [1, 2, 3]) await write(`reviews/reviewer-${n}.webp`, avatar(n), { width: 96, height: 96 });
await write('og/orioni.png', bannerArt(1200, 630, 1), { width: 1200, height: 630, format: 'png' });

const marks = {
  circle: (c) => `<circle cx="18" cy="18" r="18" fill="${c}"/><circle cx="18" cy="18" r="8" fill="#fff"/>`,
  square: (c) => `<rect width="36" height="36" rx="8" fill="${c}"/><rect x="10" y="10" width="16" height="16" rx="3" fill="#fff"/>`,
  leaf: (c) => `<path d="M2 34C2 12 18 2 36 2c0 22-14 34-34 32z" fill="${c}"/>`,
  cross: (c) => `<rect x="12" width="12" height="36" rx="4" fill="${c}"/><rect y="12" width="36" height="12" rx="4" fill="${c}"/>`,
  roof: (c) => `<path d="M0 20L18 2l18 18v16H0z" fill="${c}"/>`,
  wave: (c) => `<path d="M0 22c6-10 12-10 18 0s12 10 18 0v14H0z" fill="${c}"/><circle cx="18" cy="8" r="7" fill="${c}"/>`,
};
const PARTNERS = [
  ['kartli-bank', 'Kartli Bank', marks.square, C.primary],
  ['mtatsminda-logistics', 'Mtatsminda', marks.roof, C.nightSoft],
  ['rioni-foods', 'Rioni Foods', marks.leaf, C.accent],
  ['alazani-pharm', 'Alazani Pharm', marks.cross, '#0f7a45'],
  ['tbilisi-build', 'Tbilisi Build', marks.circle, '#b45309'],
  ['kolkheti-retail', 'Kolkheti', marks.wave, C.strong],
];
fs.mkdirSync(path.join(out, 'partners'), { recursive: true });
for (const [slug, name, mark, color] of PARTNERS) fs.writeFileSync(path.join(out, `partners/${slug}.svg`), partnerLogo(name, mark, color));

let total = 0;
const walk = (d) =>
  fs
    .readdirSync(d, { withFileTypes: true })
    .forEach((e) => (e.isDirectory() ? walk(path.join(d, e.name)) : (total += fs.statSync(path.join(d, e.name)).size)));
walk(out);
console.log(`media written to ${path.relative(process.cwd(), out)}: ${(total / 1024).toFixed(0)} KiB`);
