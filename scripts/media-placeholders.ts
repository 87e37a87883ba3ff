/**
 * Generated stand-in images and videos for every entry in `content/media.ts` (architecture ruling 12), written to
 * `public/media/` under the names the pages use, so the school can later drop in its own files under the
 * same names (docs/media.md).
 *
 *   npx tsx scripts/media-placeholders.ts                      # write the files that are missing
 *   npx tsx scripts/media-placeholders.ts --force              # rewrite every placeholder
 *   npx tsx scripts/media-placeholders.ts --only award-1,home-hero --force
 *   npx tsx scripts/media-placeholders.ts --from photo.jpg home-banner-1     # a real photo, every size
 *   npx tsx scripts/media-placeholders.ts --from clip.mov testimonial-2      # a real video and poster
 *
 * Images: an SVG drawn at each width (a school-colour gradient and a flat illustration of what the
 * caption names, see `subjectOf`; no caption, label or "placeholder" wording on it, so the pictures look
 * finished until the school's own replace them; wide title pictures are a calm navy banner), rasterised
 * with libvips into AVIF (Q 45, effort 4) and WebP (Q 70). `imageSvg` and `videoPosterSvg` are pure and
 * tested (scripts/media-placeholders.test.ts). Videos: a scene wider than the frame, panned slowly (out
 * and back, so the clip loops), encoded with ffmpeg as H.264 MP4 (yuv420p, CRF 32, faststart, no audio),
 * and a poster of the first frame (the image `<name>-poster`: AVIF and WebP at the video's widths, like
 * any image).
 *
 * Needs `vips` (with SVG, AVIF and WebP support), `ffmpeg` (with libx264) and the DejaVu Sans font; on
 * Debian: `apt-get install -y libvips-tools ffmpeg fonts-dejavu-core`. Exits non-zero when one is missing.
 */
import { execFile, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs, promisify } from "node:util";
import { images, type MediaImage, type MediaVideo, posterImage, videos, widths } from "../content/media";

const OUT_DIR = path.resolve(import.meta.dirname, "../public/media");
const run = promisify(execFile);

// ---------------------------------------------------------------------------------------------------
// Colours and themes

const C = {
  navy0: "#0f2042",
  navy1: "#152c5a",
  navy2: "#1c3a76",
  navy3: "#23478f",
  light0: "#d9e4f5",
  light1: "#eef3fb",
  gold0: "#efbf4a",
  gold1: "#f5d27a",
  white: "#ffffff",
} as const;

type Theme = {
  dark: boolean;
  /** Background gradient, from top-left to bottom-right. */
  bg: [string, string];
  /** Main shapes of the illustration. */
  fg: string;
  /** Secondary shapes (roofs, frames, far objects). */
  fg2: string;
  /** Small details drawn on top of fg (windows, board, silhouette). */
  ink: string;
  accent: string;
  accent2: string;
  text: string;
  subtext: string;
};

const THEMES: Theme[] = [
  {
    dark: true,
    bg: [C.navy0, C.navy2],
    fg: C.light1,
    fg2: C.light0,
    ink: C.navy1,
    accent: C.gold0,
    accent2: C.gold1,
    text: C.white,
    subtext: C.light0,
  },
  {
    dark: false,
    bg: [C.light1, C.light0],
    fg: C.navy2,
    fg2: C.navy3,
    ink: C.light1,
    accent: C.gold0,
    accent2: C.gold1,
    text: C.navy0,
    subtext: C.navy2,
  },
  {
    dark: true,
    bg: [C.navy2, C.navy3],
    fg: C.light1,
    fg2: C.light0,
    ink: C.navy0,
    accent: C.gold1,
    accent2: C.gold0,
    text: C.white,
    subtext: C.light0,
  },
  {
    dark: true,
    bg: [C.navy1, C.navy3],
    fg: C.light1,
    fg2: C.light0,
    ink: C.navy1,
    accent: C.gold0,
    accent2: C.gold1,
    text: C.white,
    subtext: C.light0,
  },
];

function theme(index: number): Theme {
  return THEMES[((index % THEMES.length) + THEMES.length) % THEMES.length] as Theme;
}

// ---------------------------------------------------------------------------------------------------
// Deterministic variety: every image gets the same drawing on every run.

function hash(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ (ch.codePointAt(0) ?? 0), 16777619);
  return h >>> 0;
}

function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The number at the end of a name (`classroom-3` → 3), or a number from the name's hash. */
function ordinal(name: string): number {
  const match = /-(\d+)$/.exec(name);
  return match ? Number(match[1]) : (hash(name) % 7) + 1;
}

const r1 = (n: number) => Math.round(n * 10) / 10;

const FONT = `font-family="DejaVu Sans, sans-serif"`;

// ---------------------------------------------------------------------------------------------------
// Illustrations, each in a 200 × 200 box with the ground at y = 180.

type Draw = (t: Theme, variant: number) => string;

function window(x: number, y: number, w: number, h: number, t: Theme): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="1.5" fill="${t.ink}"/><rect x="${x}" y="${y + h / 2 - 0.6}" width="${w}" height="1.2" fill="${t.fg2}" opacity="0.5"/>`;
}

function tree(x: number, ground: number, size: number, t: Theme, fill = t.fg2): string {
  const s = size;
  return `<rect x="${r1(x - s * 0.06)}" y="${r1(ground - s * 0.55)}" width="${r1(s * 0.12)}" height="${r1(s * 0.55)}" fill="${t.fg2}" opacity="0.9"/>
<circle cx="${x}" cy="${r1(ground - s * 0.7)}" r="${r1(s * 0.32)}" fill="${fill}" opacity="0.85"/>
<circle cx="${r1(x - s * 0.2)}" cy="${r1(ground - s * 0.52)}" r="${r1(s * 0.24)}" fill="${fill}" opacity="0.85"/>
<circle cx="${r1(x + s * 0.2)}" cy="${r1(ground - s * 0.52)}" r="${r1(s * 0.24)}" fill="${fill}" opacity="0.85"/>`;
}

const building: Draw = (t, v) => {
  const wings = v % 2 === 0;
  const parts: string[] = [];
  if (wings) {
    for (const x of [12, 150]) {
      parts.push(`<rect x="${x}" y="112" width="38" height="68" fill="${t.fg2}"/>`);
      parts.push(`<rect x="${x - 2}" y="108" width="42" height="6" fill="${t.accent}"/>`);
      for (const wy of [122, 148]) for (const wx of [x + 6, x + 22]) parts.push(window(wx, wy, 10, 14, t));
    }
  } else {
    parts.push(tree(22, 180, 46, t));
    parts.push(tree(178, 180, 40, t));
  }
  parts.push(`<rect x="46" y="84" width="108" height="96" fill="${t.fg}"/>`);
  parts.push(`<rect x="40" y="78" width="120" height="8" fill="${t.accent}"/>`);
  parts.push(`<polygon points="46,78 100,46 154,78" fill="${t.fg2}"/>`);
  parts.push(
    `<circle cx="100" cy="64" r="9" fill="${t.ink}"/><path d="M100 64 V58 M100 64 L104 66" stroke="${t.fg}" stroke-width="1.6" stroke-linecap="round"/>`,
  );
  parts.push(`<rect x="99" y="14" width="2" height="33" fill="${t.fg2}"/>`);
  parts.push(`<path d="M101 15 Q113 11 124 17 Q113 22 101 24 Z" fill="${t.accent}"/>`);
  for (const wy of [96, 120]) for (const wx of [56, 74, 114, 132]) parts.push(window(wx, wy, 11, 15, t));
  for (const wx of [56, 132]) parts.push(window(wx, 146, 11, 15, t));
  parts.push(`<path d="M88 180 V152 A12 12 0 0 1 112 152 V180 Z" fill="${t.ink}"/>`);
  parts.push(`<rect x="99.2" y="144" width="1.6" height="36" fill="${t.fg2}" opacity="0.5"/>`);
  parts.push(`<rect x="80" y="176" width="40" height="4" fill="${t.fg2}"/>`);
  parts.push(`<rect x="0" y="180" width="200" height="3" fill="${t.fg2}" opacity="0.6"/>`);
  return parts.join("\n");
};

const classroom: Draw = (t, v) => {
  const board = t.dark ? C.navy0 : C.navy1;
  const chalk = C.light1;
  const parts: string[] = [];
  parts.push(`<rect x="18" y="12" width="164" height="96" rx="4" fill="${t.fg2}"/>`);
  parts.push(`<rect x="24" y="18" width="152" height="84" rx="2" fill="${board}"/>`);
  parts.push(`<rect x="30" y="106" width="140" height="5" rx="1" fill="${t.fg2}"/>`);
  parts.push(`<rect x="120" y="102" width="14" height="4" rx="1" fill="${chalk}"/>`);
  const kindOfBoard = v % 4;
  if (kindOfBoard === 0) {
    parts.push(
      `<text x="42" y="58" ${FONT} font-weight="700" font-size="26" fill="${chalk}">A B C</text>`,
      `<path d="M42 74 H118 M42 86 H100" stroke="${chalk}" stroke-width="2" stroke-linecap="round" opacity="0.6"/>`,
      `<path d="M146 34 l4 8 9 1 -7 6 2 9 -8 -5 -8 5 2 -9 -7 -6 9 -1 z" fill="${t.accent}"/>`,
    );
  } else if (kindOfBoard === 1) {
    parts.push(
      `<text x="40" y="56" ${FONT} font-weight="700" font-size="22" fill="${chalk}">2 + 3 = 5</text>`,
      `<text x="40" y="86" ${FONT} font-size="16" fill="${chalk}" opacity="0.7">a² + b² = c²</text>`,
      `<circle cx="156" cy="80" r="11" fill="none" stroke="${t.accent}" stroke-width="2.5"/>`,
    );
  } else if (kindOfBoard === 2) {
    for (const [i, h] of [26, 42, 34, 56].entries())
      parts.push(
        `<rect x="${44 + i * 22}" y="${92 - h}" width="14" height="${h}" fill="${i === 3 ? t.accent : chalk}" opacity="${i === 3 ? 1 : 0.75}"/>`,
      );
    parts.push(
      `<path d="M38 92 H138" stroke="${chalk}" stroke-width="2" stroke-linecap="round"/>`,
      `<path d="M146 80 L160 34 L172 80 Z" fill="none" stroke="${chalk}" stroke-width="2" stroke-linejoin="round" opacity="0.8"/>`,
    );
  } else {
    parts.push(
      `<path d="M40 40 H108 M40 54 H126 M40 68 H96 M40 82 H116" stroke="${chalk}" stroke-width="2.4" stroke-linecap="round" opacity="0.75"/>`,
      `<circle cx="150" cy="58" r="16" fill="${t.accent}"/>`,
      `<path d="M150 36 v-6 M150 86 v-6 M128 58 h-6 M178 58 h-6" stroke="${t.accent}" stroke-width="2.4" stroke-linecap="round"/>`,
    );
  }
  // Desk with books and a globe.
  parts.push(`<rect x="34" y="150" width="132" height="8" rx="2" fill="${t.accent}"/>`);
  parts.push(`<rect x="44" y="158" width="7" height="22" fill="${t.fg2}"/>`);
  parts.push(`<rect x="149" y="158" width="7" height="22" fill="${t.fg2}"/>`);
  parts.push(`<rect x="52" y="141" width="38" height="9" rx="1.5" fill="${t.fg}"/>`);
  parts.push(`<rect x="56" y="133" width="32" height="8" rx="1.5" fill="${t.fg2}"/>`);
  parts.push(`<rect x="54" y="126" width="30" height="7" rx="1.5" fill="${t.accent2}"/>`);
  parts.push(
    `<rect x="128" y="144" width="20" height="6" rx="1.5" fill="${t.fg2}"/><rect x="136.8" y="136" width="2.4" height="9" fill="${t.fg2}"/>`,
  );
  parts.push(`<circle cx="138" cy="126" r="13" fill="${t.fg}"/>`);
  parts.push(
    `<path d="M125 126 H151 M138 113 C131 120 131 132 138 139 M138 113 C145 120 145 132 138 139" stroke="${t.ink}" stroke-width="1.4" fill="none" opacity="0.7"/>`,
  );
  parts.push(`<rect x="0" y="180" width="200" height="3" fill="${t.fg2}" opacity="0.6"/>`);
  return parts.join("\n");
};

const event: Draw = (t, v) => {
  const curtain = v % 2 === 0 ? t.accent : t.fg2;
  const parts: string[] = [];
  // Light beams.
  parts.push(
    `<path d="M100 30 L58 150 H142 Z" fill="${t.fg}" opacity="0.10"/>`,
    `<ellipse cx="100" cy="150" rx="42" ry="6" fill="${t.fg}" opacity="0.18"/>`,
  );
  // Curtains.
  parts.push(
    `<path d="M8 20 H44 C40 70 48 110 62 150 H8 Z" fill="${curtain}"/>`,
    `<path d="M192 20 H156 C160 70 152 110 138 150 H192 Z" fill="${curtain}"/>`,
    `<path d="M20 24 C20 80 24 120 30 150 M32 24 C32 80 38 120 46 150 M180 24 C180 80 176 120 170 150 M168 24 C168 80 162 120 154 150" stroke="${t.ink}" stroke-width="1.4" fill="none" opacity="0.25"/>`,
  );
  // Valance with scallops.
  parts.push(`<rect x="4" y="12" width="192" height="12" fill="${t.fg2}"/>`);
  for (let x = 4; x < 196; x += 16) parts.push(`<circle cx="${x + 8}" cy="24" r="8" fill="${t.fg2}"/>`);
  // Bunting.
  const count = 7 + (v % 3);
  parts.push(
    `<path d="M48 40 Q100 62 152 40" stroke="${t.fg}" stroke-width="1.2" fill="none" opacity="0.8"/>`,
  );
  for (let i = 0; i < count; i++) {
    const s = (i + 0.5) / count;
    const x = 48 + 104 * s;
    const y = 40 + 44 * s * (1 - s);
    parts.push(
      `<path d="M${r1(x - 5)} ${r1(y)} H${r1(x + 5)} L${r1(x)} ${r1(y + 11)} Z" fill="${i % 2 ? t.fg : t.accent}"/>`,
    );
  }
  // Centre piece: podium with microphone, a star, or a dancer's ribbon.
  const piece = v % 3;
  if (piece === 0) {
    parts.push(
      `<path d="M84 112 H116 L112 150 H88 Z" fill="${t.fg}"/><rect x="82" y="108" width="36" height="6" rx="1.5" fill="${t.accent}"/>`,
      `<rect x="99" y="90" width="2" height="18" fill="${t.fg2}"/><rect x="96" y="84" width="8" height="10" rx="4" fill="${t.fg}"/>`,
      `<circle cx="100" cy="128" r="6" fill="${t.accent}"/>`,
    );
  } else if (piece === 1) {
    parts.push(
      `<path d="M100 76 l9 18 20 3 -14.5 14 3.5 20 -18 -9.5 -18 9.5 3.5 -20 -14.5 -14 20 -3 z" fill="${t.accent}"/>`,
      `<circle cx="70" cy="88" r="2.5" fill="${t.fg}"/><circle cx="132" cy="80" r="2" fill="${t.fg}"/><circle cx="124" cy="126" r="2.5" fill="${t.fg}"/>`,
    );
  } else {
    parts.push(
      `<path d="M70 130 C84 90 112 140 128 96 C134 80 120 74 114 88" stroke="${t.accent}" stroke-width="5" fill="none" stroke-linecap="round"/>`,
      `<circle cx="76" cy="92" r="4" fill="${t.fg}"/><circle cx="130" cy="124" r="3" fill="${t.fg}"/>`,
    );
  }
  // Stage.
  parts.push(`<rect x="4" y="150" width="192" height="30" fill="${t.fg2}"/>`);
  parts.push(`<rect x="4" y="150" width="192" height="4" fill="${t.accent}"/>`);
  parts.push(`<path d="M4 166 H196" stroke="${t.ink}" stroke-width="1" opacity="0.25"/>`);
  return parts.join("\n");
};

function football(cx: number, cy: number, r: number, t: Theme): string {
  const pent = (pcx: number, pcy: number, pr: number, rot: number) =>
    Array.from({ length: 5 }, (_, i) => {
      const a = rot + (i * 2 * Math.PI) / 5 - Math.PI / 2;
      return `${r1(pcx + pr * Math.cos(a))},${r1(pcy + pr * Math.sin(a))}`;
    }).join(" ");
  const parts = [`<circle cx="${cx}" cy="${cy}" r="${r}" fill="${t.fg}"/>`];
  parts.push(
    `<clipPath id="ball"><circle cx="${cx}" cy="${cy}" r="${r}"/></clipPath><g clip-path="url(#ball)">`,
  );
  parts.push(`<polygon points="${pent(cx, cy, r * 0.3, 0)}" fill="${t.ink}"/>`);
  for (let i = 0; i < 5; i++) {
    const a = (i * 2 * Math.PI) / 5 - Math.PI / 2;
    const x1 = cx + r * 0.3 * Math.cos(a);
    const y1 = cy + r * 0.3 * Math.sin(a);
    const x2 = cx + r * 0.78 * Math.cos(a);
    const y2 = cy + r * 0.78 * Math.sin(a);
    parts.push(
      `<path d="M${r1(x1)} ${r1(y1)} L${r1(x2)} ${r1(y2)}" stroke="${t.ink}" stroke-width="${r1(r * 0.05)}"/>`,
    );
    parts.push(
      `<polygon points="${pent(cx + r * 1.0 * Math.cos(a), cy + r * 1.0 * Math.sin(a), r * 0.27, Math.PI / 5 + a + Math.PI / 2)}" fill="${t.ink}"/>`,
    );
  }
  parts.push(`</g>`);
  parts.push(
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${t.ink}" stroke-width="${r1(r * 0.04)}" opacity="0.5"/>`,
  );
  return parts.join("\n");
}

const sports: Draw = (t, v) => {
  const parts: string[] = [];
  // Running track seen from the stands.
  parts.push(`<clipPath id="field"><rect x="-40" y="120" width="280" height="62"/></clipPath>`);
  parts.push(`<g clip-path="url(#field)">`);
  parts.push(`<ellipse cx="100" cy="196" rx="150" ry="64" fill="${t.accent}"/>`);
  for (const rx of [136, 122, 108]) {
    parts.push(
      `<ellipse cx="100" cy="196" rx="${rx}" ry="${r1(rx * 0.42)}" fill="none" stroke="${t.fg}" stroke-width="1.3" opacity="0.85"/>`,
    );
  }
  parts.push(`<ellipse cx="100" cy="196" rx="94" ry="36" fill="${t.dark ? C.navy3 : C.light1}"/>`);
  parts.push(`</g>`);
  // Finish-line flag and a winners' podium.
  const flagX = v % 2 ? 140 : 40;
  parts.push(
    `<rect x="${flagX}" y="30" width="3" height="100" fill="${t.fg2}"/>`,
    `<rect x="${flagX + 3}" y="30" width="48" height="30" fill="${t.fg}"/>`,
    ...[0, 1, 2, 3, 4, 5].flatMap((c) =>
      [0, 1, 2].map((row) =>
        (c + row) % 2
          ? `<rect x="${flagX + 3 + c * 8}" y="${30 + row * 10}" width="8" height="10" fill="${t.ink}"/>`
          : "",
      ),
    ),
  );
  const podiumX = v % 2 ? 46 : 102;
  parts.push(
    `<rect x="${podiumX}" y="96" width="24" height="36" fill="${t.fg2}"/>`,
    `<rect x="${podiumX + 24}" y="80" width="24" height="52" fill="${t.fg}"/>`,
    `<rect x="${podiumX + 48}" y="106" width="24" height="26" fill="${t.fg2}"/>`,
    star(podiumX + 36, 66, 10, t.accent),
  );
  return parts.join("\n");
};

const portrait: Draw = (t, v) => {
  const pairs = t.dark
    ? [
        [C.navy3, C.light0],
        [C.light0, C.navy2],
        [C.gold1, C.navy1],
        [C.navy1, C.gold1],
      ]
    : [
        [C.navy2, C.light0],
        [C.white, C.navy3],
      ];
  const [circle, figure] = pairs[v % pairs.length] ?? [C.navy3, C.light0];
  const ring = v % 3 === 2 ? t.fg2 : t.accent;
  const collar =
    v % 2
      ? `<path d="M86 124 L100 146 L114 124 Z" fill="${circle}" opacity="0.45"/>`
      : `<path d="M80 128 Q100 142 120 128" stroke="${circle}" stroke-width="3" fill="none" opacity="0.45"/>`;
  return `<clipPath id="avatar"><circle cx="100" cy="100" r="84"/></clipPath>
<circle cx="100" cy="100" r="92" fill="none" stroke="${ring}" stroke-width="5"/>
<circle cx="100" cy="100" r="84" fill="${circle}"/>
<g clip-path="url(#avatar)" fill="${figure}">
<circle cx="100" cy="${80 + (v % 3) * 2}" r="${30 - (v % 2) * 2}"/>
<path d="M${36 + (v % 3) * 3} 200 C${36 + (v % 3) * 3} 148 64 122 100 122 C136 122 ${164 - (v % 3) * 3} 148 ${164 - (v % 3) * 3} 200 Z"/>
${collar}
</g>`;
};

function star(cx: number, cy: number, r: number, fill: string): string {
  const pts = Array.from({ length: 10 }, (_, i) => {
    const a = (i * Math.PI) / 5 - Math.PI / 2;
    const rr = i % 2 ? r * 0.45 : r;
    return `${r1(cx + rr * Math.cos(a))},${r1(cy + rr * Math.sin(a))}`;
  }).join(" ");
  return `<polygon points="${pts}" fill="${fill}"/>`;
}

/** Two laurel branches curving up either side of a circle. */
function laurel(t: Theme, cx: number, cy: number, radius: number): string {
  const at = (deg: number, side: number) => {
    const a = (deg * Math.PI) / 180;
    return [r1(cx + side * radius * Math.cos(a)), r1(cy + radius * Math.sin(a))] as const;
  };
  const parts: string[] = [];
  for (const side of [1, -1]) {
    const [x0, y0] = at(100, side);
    const [x1, y1] = at(230, side);
    parts.push(
      `<path d="M${x0} ${y0} A${radius} ${radius} 0 0 ${side > 0 ? 1 : 0} ${x1} ${y1}" fill="none" stroke="${t.fg2}" stroke-width="2" opacity="0.85"/>`,
    );
    for (let deg = 112; deg <= 232; deg += 20) {
      const [x, y] = at(deg, side);
      parts.push(
        `<ellipse cx="${x}" cy="${y}" rx="3.8" ry="9" transform="rotate(${side > 0 ? deg + 40 : -(deg + 40)} ${x} ${y})" fill="${t.fg2}" opacity="0.85"/>`,
      );
    }
  }
  return parts.join("\n");
}

const award: Draw = (t, v) => {
  const parts: string[] = [];
  const kind = v % 4;
  if (kind === 3) {
    // Rosette with ribbon tails.
    parts.push(
      `<path d="M86 104 L66 178 L78 170 L88 182 L104 112 Z" fill="${t.fg2}"/>`,
      `<path d="M114 104 L134 178 L122 170 L112 182 L96 112 Z" fill="${t.dark ? C.light1 : C.navy1}"/>`,
    );
    for (let i = 0; i < 18; i++) {
      const a = (i * 2 * Math.PI) / 18;
      parts.push(
        `<circle cx="${r1(100 + 48 * Math.cos(a))}" cy="${r1(78 + 48 * Math.sin(a))}" r="10" fill="${t.accent}"/>`,
      );
    }
    parts.push(
      `<circle cx="100" cy="78" r="50" fill="${t.accent}"/>`,
      `<circle cx="100" cy="78" r="38" fill="${t.accent2}"/>`,
      `<circle cx="100" cy="78" r="32" fill="none" stroke="${t.accent}" stroke-width="2.5" stroke-dasharray="4 3"/>`,
      star(100, 78, 20, t.dark ? C.navy1 : C.white),
    );
    return parts.join("\n");
  }
  if (kind !== 1) {
    // Trophy, the second time with a laurel.
    if (kind === 2) parts.push(laurel(t, 100, 92, 84));
    parts.push(
      `<path d="M62 44 C34 40 32 84 70 92" stroke="${t.accent}" stroke-width="8" fill="none" stroke-linecap="round"/>`,
      `<path d="M138 44 C166 40 168 84 130 92" stroke="${t.accent}" stroke-width="8" fill="none" stroke-linecap="round"/>`,
      `<path d="M58 26 H142 V56 C142 92 122 112 100 114 C78 112 58 92 58 56 Z" fill="${t.accent}"/>`,
      `<path d="M68 32 H80 V60 C80 80 88 96 96 104 C80 100 68 84 68 60 Z" fill="${C.white}" opacity="0.25"/>`,
      `<rect x="92" y="112" width="16" height="24" fill="${t.accent2}"/>`,
      `<rect x="74" y="134" width="52" height="10" rx="2" fill="${t.accent}"/>`,
      `<rect x="64" y="144" width="72" height="30" rx="2" fill="${t.fg2}"/>`,
      `<rect x="80" y="152" width="40" height="13" rx="1.5" fill="${t.accent2}"/>`,
      star(100, 62, 17, t.dark ? C.navy1 : C.white),
    );
  } else {
    // Medal on a ribbon, with a laurel.
    parts.push(
      laurel(t, 100, 114, 60),
      `<path d="M70 8 H94 L112 74 H88 Z" fill="${t.fg2}"/>`,
      `<path d="M130 8 H106 L88 74 H112 Z" fill="${t.dark ? C.light1 : C.navy1}"/>`,
      `<circle cx="100" cy="114" r="44" fill="${t.accent}"/>`,
      `<circle cx="100" cy="114" r="34" fill="none" stroke="${t.accent2}" stroke-width="4"/>`,
      star(100, 114, 22, t.dark ? C.navy1 : C.white),
    );
    return parts.join("\n");
  }
  parts.push(`<rect x="30" y="174" width="140" height="3" rx="1.5" fill="${t.fg2}" opacity="0.5"/>`);
  return parts.join("\n");
};

const lab: Draw = (t, v) => {
  const flask = "M88 30 V76 L50 160 C46 170 52 178 62 178 H138 C148 178 154 170 150 160 L112 76 V30 Z";
  const level = 116 + (v % 3) * 10;
  const parts: string[] = [];
  // Atom.
  const ax = v % 2 ? 44 : 156;
  parts.push(
    `<g transform="translate(${ax} 44)" fill="none" stroke="${t.fg2}" stroke-width="2" opacity="0.8">
<ellipse rx="26" ry="9"/><ellipse rx="26" ry="9" transform="rotate(60)"/><ellipse rx="26" ry="9" transform="rotate(-60)"/>
<circle r="4.5" fill="${t.accent}" stroke="none"/></g>`,
  );
  // Flask with liquid and bubbles.
  parts.push(`<clipPath id="flask"><path d="${flask}"/></clipPath>`);
  parts.push(`<path d="${flask}" fill="${t.fg}" opacity="0.22"/>`);
  parts.push(
    `<g clip-path="url(#flask)"><path d="M30 ${level} Q65 ${level - 8} 100 ${level} T170 ${level} V190 H30 Z" fill="${t.accent}"/></g>`,
  );
  parts.push(`<path d="${flask}" fill="none" stroke="${t.fg}" stroke-width="4" stroke-linejoin="round"/>`);
  parts.push(`<rect x="82" y="24" width="36" height="8" rx="3" fill="${t.fg}"/>`);
  parts.push(`<path d="M96 40 V68" stroke="${t.fg}" stroke-width="2" opacity="0.4"/>`);
  for (const [x, y, r] of [
    [84, level + 22, 5],
    [110, level + 34, 3.5],
    [120, level + 14, 4],
    [100, level - 18, 3],
    [106, level - 44, 4],
    [96, 18, 3],
  ] as const) {
    parts.push(`<circle cx="${x}" cy="${y}" r="${r}" fill="${y > level ? t.fg : t.fg2}" opacity="0.85"/>`);
  }
  // Test tubes in a rack.
  const rx = v % 2 ? 156 : 20;
  parts.push(`<rect x="${rx}" y="132" width="36" height="6" rx="1.5" fill="${t.fg2}"/>`);
  for (const [i, colour] of [t.accent2, t.fg2].entries()) {
    const x = rx + 6 + i * 16;
    parts.push(
      `<path d="M${x} 112 V160 A4 4 0 0 0 ${x + 8} 160 V112 Z" fill="${t.fg}" opacity="0.3"/>`,
      `<path d="M${x} ${140 - i * 8} V160 A4 4 0 0 0 ${x + 8} 160 V${140 - i * 8} Z" fill="${colour}"/>`,
      `<path d="M${x} 112 V160 A4 4 0 0 0 ${x + 8} 160 V112" fill="none" stroke="${t.fg}" stroke-width="1.6"/>`,
    );
  }
  parts.push(`<rect x="${rx}" y="170" width="36" height="4" rx="1" fill="${t.fg2}"/>`);
  parts.push(`<rect x="0" y="178" width="200" height="3" fill="${t.fg2}" opacity="0.6"/>`);
  return parts.join("\n");
};

/** A racket for badminton: head up, handle down, centred on (0, 0) before `transform`. */
function racket(transform: string, t: Theme): string {
  const strings = [-8, -4, 0, 4, 8].map((d) => `M${d} -57 V-23 M-12 ${-40 + d} H12`).join(" ");
  return `<g transform="${transform}"><clipPath id="head"><ellipse cx="0" cy="-40" rx="13" ry="17"/></clipPath>
<path d="${strings}" stroke="${t.fg}" stroke-width="0.9" opacity="0.7" clip-path="url(#head)"/>
<ellipse cx="0" cy="-40" rx="13" ry="17" fill="none" stroke="${t.fg}" stroke-width="3.2"/>
<rect x="-1.3" y="-23" width="2.6" height="32" fill="${t.fg}"/><rect x="-3.2" y="8" width="6.4" height="22" rx="2.5" fill="${t.accent}"/></g>`;
}

/** A net between two posts, from x0 to x1, its top at `top`, `depth` high. */
function net(x0: number, x1: number, top: number, depth: number, ground: number, t: Theme): string {
  const parts = [
    `<rect x="${x0 - 2}" y="${top - 4}" width="4" height="${ground - top + 4}" fill="${t.fg2}"/>`,
    `<rect x="${x1 - 2}" y="${top - 4}" width="4" height="${ground - top + 4}" fill="${t.fg2}"/>`,
    `<rect x="${x0}" y="${top}" width="${x1 - x0}" height="${depth}" fill="${t.fg}" opacity="0.12"/>`,
  ];
  const mesh: string[] = [];
  for (let x = x0 + 7; x < x1; x += 7) mesh.push(`M${x} ${top} V${top + depth}`);
  for (let y = top + 6; y < top + depth; y += 6) mesh.push(`M${x0} ${y} H${x1}`);
  parts.push(
    `<path d="${mesh.join(" ")}" stroke="${t.fg}" stroke-width="0.8" opacity="0.55"/>`,
    `<rect x="${x0}" y="${top - 1.5}" width="${x1 - x0}" height="3.5" fill="${t.fg}"/>`,
  );
  return parts.join("\n");
}

const ground = (t: Theme) => `<rect x="0" y="178" width="200" height="3" fill="${t.fg2}" opacity="0.6"/>`;

const badminton: Draw = (t) =>
  [
    `<path d="M14 180 L44 150 H156 L186 180 Z" fill="${t.fg2}" opacity="0.25"/>`,
    `<path d="M30 180 L52 156 H148 L170 180 M100 156 V180 M41 168 H159" stroke="${t.fg}" stroke-width="1.4" fill="none" opacity="0.6"/>`,
    net(22, 178, 118, 30, 180, t),
    racket("translate(60 82) rotate(-26)", t),
    racket("translate(80 84) rotate(20)", t),
    // Shuttlecock in flight.
    `<g transform="translate(146 54) rotate(-40)"><path d="M-7 0 L-15 -30 H15 L7 0 Z" fill="${t.fg}"/><path d="M-4 0 L-7 -30 M0 0 V-30 M4 0 L7 -30 M-13 -20 H13" stroke="${t.ink}" stroke-width="1" opacity="0.45"/><path d="M-7 0 A7 7 0 0 0 7 0 Z" fill="${t.accent}"/></g>`,
    `<path d="M168 76 Q180 92 176 110" stroke="${t.accent}" stroke-width="2" fill="none" stroke-dasharray="3 4" stroke-linecap="round"/>`,
  ].join("\n");

const skate: Draw = (t, v) => {
  const stripe = v % 2 ? t.fg2 : t.accent2;
  return [
    `<path d="M16 110 H40 M8 126 H36 M18 142 H38" stroke="${t.fg}" stroke-width="3" stroke-linecap="round" opacity="0.5"/>`,
    // Boot, cuff, toe and laces.
    `<path d="M58 46 H104 V104 Q104 114 116 116 L154 124 Q172 128 172 144 V150 H52 Q48 150 48 144 V56 Q48 46 58 46 Z" fill="${t.fg}"/>`,
    `<rect x="50" y="40" width="58" height="14" rx="6" fill="${t.accent}"/>`,
    `<path d="M52 120 Q110 112 170 138" stroke="${stripe}" stroke-width="6" fill="none"/>`,
    ...[64, 78, 92, 106].map(
      (y, i) =>
        `<path d="M${92 + i * 3} ${y} L${108 + i * 4} ${y + 6}" stroke="${t.ink}" stroke-width="3" stroke-linecap="round"/>`,
    ),
    `<rect x="44" y="150" width="130" height="9" rx="3" fill="${t.fg2}"/>`,
    `<rect x="168" y="146" width="12" height="18" rx="4" fill="${t.accent}"/>`,
    ...[68, 100, 132, 156].map(
      (x) =>
        `<circle cx="${x}" cy="168" r="11" fill="${t.accent}"/><circle cx="${x}" cy="168" r="4" fill="${t.ink}"/>`,
    ),
    ground(t),
  ].join("\n");
};

const cricket: Draw = (t) =>
  [
    `<path d="M20 180 L60 150 H140 L180 180 Z" fill="${t.fg2}" opacity="0.25"/>`,
    // Stumps and bails.
    ...[128, 142, 156].map((x) => `<rect x="${x}" y="92" width="6" height="86" rx="2" fill="${t.fg}"/>`),
    `<rect x="126" y="87" width="17" height="4" rx="2" fill="${t.accent}"/><rect x="147" y="87" width="17" height="4" rx="2" fill="${t.accent}"/>`,
    // Bat.
    `<g transform="rotate(-30 70 110)"><rect x="64" y="30" width="12" height="36" rx="4" fill="${t.fg2}"/><rect x="58" y="64" width="24" height="84" rx="8" fill="${t.fg}"/><path d="M70 72 V140" stroke="${t.ink}" stroke-width="1.4" opacity="0.3"/><rect x="62" y="34" width="16" height="3" fill="${t.accent}"/><rect x="62" y="42" width="16" height="3" fill="${t.accent}"/></g>`,
    // Ball.
    `<circle cx="104" cy="56" r="13" fill="${t.accent}"/><path d="M95 47 C101 53 101 59 95 65 M113 47 C107 53 107 59 113 65" stroke="${t.fg}" stroke-width="1.6" fill="none"/>`,
    `<path d="M124 46 H140 M126 58 H144 M124 70 H138" stroke="${t.fg}" stroke-width="2.4" stroke-linecap="round" opacity="0.5"/>`,
    ground(t),
  ].join("\n");

const footballGoal: Draw = (t) => {
  const mesh: string[] = [];
  for (let x = 36; x < 168; x += 10) mesh.push(`M${x} 50 L${x + 6} 74 V170`);
  for (let y = 84; y < 176; y += 12) mesh.push(`M40 ${y} H164`);
  return [
    `<path d="${mesh.join(" ")}" stroke="${t.fg}" stroke-width="0.9" fill="none" opacity="0.4"/>`,
    `<path d="M30 178 V46 H170 V178" stroke="${t.fg}" stroke-width="6" fill="none" stroke-linejoin="round"/>`,
    `<path d="M20 180 H180" stroke="${t.fg2}" stroke-width="3" opacity="0.7"/>`,
    football(112, 150, 26, t),
    `<path d="M52 140 H74 M46 154 H72 M54 168 H76" stroke="${t.accent}" stroke-width="3" stroke-linecap="round"/>`,
  ].join("\n");
};

const basketball: Draw = (t) =>
  [
    `<rect x="158" y="52" width="8" height="128" fill="${t.fg2}"/><rect x="140" y="54" width="22" height="6" fill="${t.fg2}"/>`,
    `<rect x="76" y="20" width="70" height="50" rx="3" fill="${t.fg}"/>`,
    `<rect x="98" y="38" width="26" height="20" fill="none" stroke="${t.accent}" stroke-width="2.5"/>`,
    `<path d="M94 74 L100 104 H122 L128 74 M97 84 H125 M99 94 H123 M103 74 L108 104 M119 74 L114 104" stroke="${t.fg}" stroke-width="1.4" fill="none" opacity="0.85"/>`,
    `<ellipse cx="111" cy="73" rx="18" ry="4" fill="none" stroke="${t.accent}" stroke-width="3.5"/>`,
    `<circle cx="62" cy="134" r="28" fill="${t.accent}"/>`,
    `<path d="M34 134 H90 M62 106 V162 M42 115 Q58 134 42 153 M82 115 Q66 134 82 153" stroke="${t.ink}" stroke-width="2" fill="none"/>`,
    `<path d="M34 98 Q50 70 86 74" stroke="${t.fg}" stroke-width="2" fill="none" stroke-dasharray="3 4" stroke-linecap="round" opacity="0.7"/>`,
    ground(t),
  ].join("\n");

/** Volleyball or throwball: a net and a ball in the air. */
const netBall: Draw = (t, v) =>
  [
    net(16, 184, 98, 32, 180, t),
    `<circle cx="${v % 2 ? 74 : 122}" cy="52" r="24" fill="${t.fg}"/>`,
    `<g transform="translate(${v % 2 ? 74 : 122} 52)" stroke="${t.accent}" stroke-width="2.4" fill="none"><path d="M-22 -8 C-6 -4 8 6 12 22"/><path d="M4 -24 C2 -8 10 4 24 6"/><path d="M-20 12 C-8 6 2 -6 4 -24"/></g>`,
    `<circle cx="${v % 2 ? 74 : 122}" cy="52" r="24" fill="none" stroke="${t.ink}" stroke-width="1.2" opacity="0.4"/>`,
    `<path d="M${v % 2 ? 104 : 92} 42 h14 M${v % 2 ? 106 : 88} 54 h16 M${v % 2 ? 104 : 92} 66 h12" stroke="${t.fg}" stroke-width="2.4" stroke-linecap="round" opacity="0.5"/>`,
  ].join("\n");

const tableTennis: Draw = (t) =>
  [
    `<path d="M18 128 L48 100 H182 L152 128 Z" fill="${t.fg2}"/>`,
    `<path d="M18 128 H152 V134 H18 Z" fill="${t.fg}" opacity="0.5"/>`,
    `<path d="M35 114 H167 M115 100 L85 128" stroke="${t.fg}" stroke-width="1.4" opacity="0.8"/>`,
    `<path d="M115 100 L85 128 L85 116 L115 90 Z" fill="${t.fg}" opacity="0.35"/><path d="M115 90 L85 116" stroke="${t.fg}" stroke-width="2"/>`,
    `<rect x="28" y="134" width="6" height="44" fill="${t.fg2}"/><rect x="140" y="134" width="6" height="44" fill="${t.fg2}"/><rect x="166" y="112" width="5" height="56" fill="${t.fg2}" opacity="0.7"/>`,
    `<g transform="rotate(-30 46 50)"><rect x="42" y="62" width="8" height="26" rx="3" fill="${t.fg}"/><circle cx="46" cy="50" r="19" fill="${t.accent}"/></g>`,
    `<g transform="rotate(35 160 48)"><rect x="156" y="60" width="8" height="26" rx="3" fill="${t.fg}"/><circle cx="160" cy="48" r="19" fill="${t.accent2}"/></g>`,
    `<path d="M70 40 Q100 10 132 40" stroke="${t.fg}" stroke-width="1.8" fill="none" stroke-dasharray="3 4" stroke-linecap="round" opacity="0.7"/>`,
    `<circle cx="100" cy="24" r="6" fill="${t.fg}"/>`,
    ground(t),
  ].join("\n");

const playground: Draw = (t, v) => {
  const field = t.dark ? C.navy3 : C.light1;
  return [
    tree(24, 132, 54, t),
    tree(176, 132, 46, t),
    v % 2
      ? ""
      : `<rect x="98" y="40" width="3" height="80" fill="${t.fg2}"/><path d="M101 42 Q116 38 128 46 Q116 52 101 52 Z" fill="${t.accent}"/>`,
    `<ellipse cx="100" cy="152" rx="98" ry="30" fill="${t.accent}"/>`,
    ...[90, 82].map(
      (rx) =>
        `<ellipse cx="100" cy="152" rx="${rx}" ry="${r1(rx * 0.3)}" fill="none" stroke="${t.fg}" stroke-width="1.2" opacity="0.8"/>`,
    ),
    `<ellipse cx="100" cy="152" rx="74" ry="20" fill="${field}"/>`,
    `<path d="M100 132 V172 M40 146 V158 M160 146 V158" stroke="${t.fg}" stroke-width="1.4" opacity="0.8"/>`,
    `<ellipse cx="100" cy="152" rx="12" ry="4.5" fill="none" stroke="${t.fg}" stroke-width="1.4" opacity="0.8"/>`,
    `<path d="M34 146 V136 H40 M166 146 V136 H160" stroke="${t.fg}" stroke-width="2" fill="none"/>`,
  ].join("\n");
};

const bus: Draw = (t, v) => {
  const body = t.accent;
  const dark = C.navy0;
  const windows = [28, 56, 84, 112]
    .map((x) => `<rect x="${x}" y="70" width="22" height="26" rx="3" fill="${dark}" opacity="0.85"/>`)
    .join("");
  return [
    `<path d="M0 178 H200" stroke="${t.fg2}" stroke-width="3" opacity="0.6"/>`,
    `<path d="M10 190 H40 M70 190 H100 M130 190 H160" stroke="${t.fg2}" stroke-width="3" opacity="0.4"/>`,
    `<rect x="14" y="56" width="172" height="104" rx="14" fill="${body}"/>`,
    `<rect x="14" y="56" width="172" height="8" rx="4" fill="${t.accent2}"/>`,
    windows,
    // Door and windscreen at the front (right).
    `<rect x="142" y="70" width="20" height="76" rx="3" fill="${dark}" opacity="0.85"/><path d="M152 72 V144" stroke="${body}" stroke-width="1.5"/>`,
    `<path d="M168 70 H178 Q186 70 186 80 V104 H168 Z" fill="${dark}" opacity="0.85"/>`,
    `<rect x="14" y="112" width="128" height="7" fill="${dark}"/>`,
    `<rect x="28" y="124" width="${v % 2 ? 60 : 80}" height="12" rx="2" fill="${dark}" opacity="0.25"/>`,
    `<circle cx="180" cy="140" r="4" fill="${C.white}"/><rect x="182" y="148" width="8" height="8" rx="2" fill="${dark}"/>`,
    ...[52, 148].map(
      (x) =>
        `<circle cx="${x}" cy="160" r="18" fill="${dark}"/><circle cx="${x}" cy="160" r="7" fill="${C.light0}"/>`,
    ),
  ].join("\n");
};

const certificate: Draw = (t) =>
  [
    `<rect x="26" y="36" width="148" height="110" rx="4" fill="${t.fg}"/>`,
    `<rect x="34" y="44" width="132" height="94" rx="2" fill="none" stroke="${t.accent}" stroke-width="2.5"/>`,
    `<rect x="66" y="58" width="68" height="8" rx="2" fill="${t.ink}" opacity="0.8"/>`,
    ...[78, 90, 102].map(
      (y, i) =>
        `<rect x="${50 + i * 4}" y="${y}" width="${100 - i * 20}" height="4" rx="2" fill="${t.ink}" opacity="0.4"/>`,
    ),
    `<path d="M126 136 L118 176 L130 168 L138 178 L144 140 Z" fill="${t.fg2}"/><path d="M150 136 L158 176 L146 168 L138 178 L132 140 Z" fill="${t.accent2}"/>`,
    `<circle cx="138" cy="128" r="18" fill="${t.accent}"/>`,
    star(138, 128, 10, t.dark ? C.navy1 : C.white),
  ].join("\n");

/** A person's silhouette in a circle; alumni wear a graduation cap. */
function person(graduate: boolean): Draw {
  return (t, v) => {
    const base = portrait(t, v);
    if (!graduate) return base;
    const headY = 80 + (v % 3) * 2;
    const top = headY - 30;
    return `${base}
<path d="M72 ${top + 10} V${top + 22} Q100 ${top + 34} 128 ${top + 22} V${top + 10} Z" fill="${C.navy0}"/>
<polygon points="100,${top - 10} 152,${top + 8} 100,${top + 26} 48,${top + 8}" fill="${C.navy0}"/>
<path d="M100 ${top + 8} L142 ${top + 14} V${top + 38}" stroke="${t.accent}" stroke-width="2.5" fill="none"/>
<circle cx="142" cy="${top + 40}" r="4" fill="${t.accent}"/>`;
  };
}

const scouts: Draw = (t, v) =>
  [
    star(40, 30, 5, t.accent2),
    star(172, 22, 4, t.accent2),
    tree(22, 180, 52, t),
    // Tent with its flap open and a pennant.
    `<path d="M40 178 L100 64 L160 178 Z" fill="${t.fg}"/>`,
    `<path d="M100 64 L82 178 H118 Z" fill="${t.ink}"/>`,
    `<path d="M100 64 L118 178 H132 Z" fill="${t.accent}"/>`,
    `<rect x="98.5" y="36" width="3" height="30" fill="${t.fg2}"/><path d="M101.5 37 L126 44 L101.5 51 Z" fill="${t.accent}"/>`,
    // A campfire, or a scout scarf with its woggle (ring).
    v % 2
      ? `<path d="M164 178 L192 166 M164 166 L192 178" stroke="${t.fg2}" stroke-width="5" stroke-linecap="round"/><path d="M178 168 C167 156 175 146 177 136 C183 146 191 152 185 162 C189 158 189 154 189 152 C195 162 189 170 178 168 Z" fill="${t.accent}"/>`
      : `<path d="M166 126 L178 164 L190 126 Z" fill="${t.accent}"/><circle cx="178" cy="126" r="6" fill="none" stroke="${t.fg}" stroke-width="3"/>`,
    ground(t),
  ].join("\n");

const eco: Draw = (t, v) => {
  const leafA = t.accent;
  const leafB = t.fg;
  return [
    `<circle cx="${v % 2 ? 168 : 34}" cy="36" r="16" fill="${t.accent2}" opacity="0.9"/>`,
    v % 3 === 2 ? tree(v % 2 ? 36 : 166, 180, 90, t) : tree(v % 2 ? 34 : 168, 180, 60, t),
    `<path d="M44 180 Q100 146 156 180 Z" fill="${t.fg2}"/>`,
    `<path d="M100 162 V104" stroke="${leafB}" stroke-width="4" stroke-linecap="round"/>`,
    `<path d="M100 136 C76 138 62 120 62 100 C84 98 100 114 100 136 Z" fill="${leafA}"/>`,
    `<path d="M100 118 C124 120 140 100 138 78 C114 76 100 94 100 118 Z" fill="${leafB}"/>`,
    `<path d="M100 136 L76 108 M100 118 L126 88" stroke="${t.ink}" stroke-width="1.2" opacity="0.35"/>`,
    // A watering can pouring on the sapling.
    v % 2
      ? `<g transform="rotate(-16 50 80)"><rect x="30" y="66" width="34" height="26" rx="4" fill="${t.fg2}"/><path d="M64 74 L88 62" stroke="${t.fg2}" stroke-width="5" stroke-linecap="round"/><path d="M36 66 Q47 50 58 66" stroke="${t.fg2}" stroke-width="4" fill="none"/></g><circle cx="90" cy="74" r="2.5" fill="${t.fg}"/><circle cx="86" cy="86" r="2.5" fill="${t.fg}"/><circle cx="94" cy="90" r="2" fill="${t.fg}"/>`
      : `<g transform="rotate(16 150 80)"><rect x="136" y="66" width="34" height="26" rx="4" fill="${t.fg2}"/><path d="M136 74 L112 62" stroke="${t.fg2}" stroke-width="5" stroke-linecap="round"/><path d="M142 66 Q153 50 164 66" stroke="${t.fg2}" stroke-width="4" fill="none"/></g><circle cx="110" cy="74" r="2.5" fill="${t.fg}"/><circle cx="114" cy="86" r="2.5" fill="${t.fg}"/><circle cx="106" cy="92" r="2" fill="${t.fg}"/>`,
    ground(t),
  ].join("\n");
};

const heart = (cx: number, cy: number, s: number, fill: string) =>
  `<path transform="translate(${cx} ${cy}) scale(${s})" d="M0 18 C-20 6 -22 -12 -12 -16 C-6 -18 0 -14 0 -8 C0 -14 6 -18 12 -16 C22 -12 20 6 0 18 Z" fill="${fill}"/>`;

/** An open hand, palm towards us, its wrist at (x, y), tilted by `angle` degrees; `left` mirrors it. */
function hand(x: number, y: number, angle: number, fill: string, cuff: string, left = false): string {
  const fingers = [
    [-17, 34],
    [-6, 40],
    [5, 38],
    [15, 30],
  ]
    .map(
      ([fx, len]) =>
        `<rect x="${(fx ?? 0) - 4.5}" y="${-44 - (len ?? 30)}" width="9" height="${(len ?? 30) + 10}" rx="4.5"/>`,
    )
    .join("");
  return `<g transform="translate(${x} ${y}) rotate(${angle})${left ? " scale(-1 1)" : ""}" fill="${fill}">
${fingers}<rect x="-22" y="-52" width="44" height="46" rx="14"/><g transform="translate(-14 -16) rotate(-52)"><rect x="-5.5" y="-36" width="11" height="38" rx="5.5"/></g>
<rect x="-20" y="-10" width="40" height="12" rx="2" fill="${cuff}"/></g>`;
}

const karuna: Draw = (t, v) =>
  [
    heart(100, 54, 1.6, t.accent),
    heart(v % 2 ? 150 : 46, 34, 0.7, t.accent2),
    heart(v % 2 ? 40 : 158, 54, 0.5, t.fg),
    hand(70, 178, -12, t.fg, t.accent2),
    hand(130, 178, 12, t.fg, t.accent2, true),
  ].join("\n");

const assembly: Draw = (t) => {
  const kids = Array.from({ length: 7 }, (_, i) => {
    const x = 22 + i * 26;
    const y = i % 2 ? 168 : 172;
    return `<circle cx="${x}" cy="${y - 18}" r="7" fill="${t.fg}"/><path d="M${x - 10} 182 V${y - 2} Q${x} ${y - 10} ${x + 10} ${y - 2} V182 Z" fill="${i % 3 === 1 ? t.accent : t.fg2}"/>`;
  });
  return [
    `<rect x="128" y="16" width="4" height="120" fill="${t.fg2}"/><circle cx="130" cy="14" r="4" fill="${t.accent}"/>`,
    `<path d="M132 20 Q150 14 166 22 T196 22 V50 Q182 44 166 50 T132 48 Z" fill="${t.accent}"/>`,
    `<path d="M132 34 Q150 28 166 36 T196 36" stroke="${t.accent2}" stroke-width="3" fill="none"/>`,
    `<path d="M44 96 H92 L86 136 H50 Z" fill="${t.fg}"/><rect x="40" y="90" width="56" height="8" rx="2" fill="${t.accent}"/>`,
    `<rect x="67" y="70" width="2" height="20" fill="${t.fg2}"/><rect x="64" y="64" width="8" height="10" rx="4" fill="${t.fg}"/>`,
    ...kids,
  ].join("\n");
};

const election: Draw = (t) =>
  [
    `<g transform="rotate(-8 100 70)"><rect x="80" y="30" width="40" height="56" rx="2" fill="${C.white}"/><path d="M88 44 H112 M88 52 H106" stroke="${C.navy2}" stroke-width="2" opacity="0.5"/><path d="M90 66 L98 74 L112 58" stroke="${t.accent}" stroke-width="4" fill="none" stroke-linecap="round" stroke-linejoin="round"/></g>`,
    `<rect x="42" y="96" width="116" height="14" rx="3" fill="${t.fg2}"/>`,
    `<rect x="76" y="100" width="48" height="5" rx="2" fill="${C.navy0}"/>`,
    `<rect x="48" y="110" width="104" height="68" rx="4" fill="${t.fg}"/>`,
    `<circle cx="100" cy="144" r="16" fill="${t.accent}"/><path d="M92 144 L98 150 L109 138" stroke="${C.navy0}" stroke-width="3.5" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
    ground(t),
  ].join("\n");

const arts: Draw = (t, v) =>
  [
    `<path d="M98 30 C150 30 182 62 178 98 C174 130 144 136 126 124 C114 116 102 124 106 140 C110 158 88 170 64 160 C26 144 18 96 36 66 C50 44 72 30 98 30 Z" fill="${t.fg}"/>`,
    ...[
      [62, 62, t.accent],
      [98, 52, t.fg2],
      [136, 62, t.accent2],
      [156, 94, C.navy0],
      [50, 100, t.fg2],
    ].map(([x, y, c]) => `<circle cx="${x}" cy="${y}" r="11" fill="${c}"/>`),
    `<circle cx="76" cy="128" r="10" fill="${t.dark ? C.navy1 : C.light1}"/>`,
    `<path d="M124 178 L176 104" stroke="${t.fg2}" stroke-width="7" stroke-linecap="round"/><path d="M176 104 L184 88 Q190 82 186 94 L180 108 Z" fill="${t.accent}"/>`,
    v % 2
      ? `<path d="M30 30 V8 L46 4 V26" stroke="${t.accent}" stroke-width="3" fill="none"/><circle cx="26" cy="30" r="5" fill="${t.accent}"/><circle cx="42" cy="26" r="5" fill="${t.accent}"/>`
      : star(28, 24, 12, t.accent),
  ].join("\n");

const firstAid: Draw = (t) =>
  [
    `<path d="M78 66 V54 Q78 46 86 46 H114 Q122 46 122 54 V66" stroke="${t.fg2}" stroke-width="7" fill="none"/>`,
    `<rect x="36" y="64" width="128" height="96" rx="12" fill="${t.fg}"/>`,
    `<rect x="36" y="84" width="128" height="4" fill="${t.fg2}" opacity="0.5"/>`,
    `<rect x="88" y="96" width="24" height="56" rx="3" fill="${t.accent}"/><rect x="72" y="112" width="56" height="24" rx="3" fill="${t.accent}"/>`,
    `<g transform="rotate(-30 160 168)"><rect x="132" y="158" width="56" height="20" rx="10" fill="${t.accent2}"/><rect x="150" y="158" width="20" height="20" fill="${t.fg2}" opacity="0.5"/></g>`,
    ground(t),
  ].join("\n");

const talk: Draw = (t) =>
  [
    `<rect x="20" y="34" width="104" height="70" rx="20" fill="${t.fg}"/><path d="M44 100 L38 126 L66 104 Z" fill="${t.fg}"/>`,
    heart(72, 66, 1.3, t.accent),
    `<rect x="86" y="96" width="96" height="60" rx="20" fill="${t.fg2}"/><path d="M158 152 L166 176 L140 154 Z" fill="${t.fg2}"/>`,
    ...[112, 134, 156].map((x) => `<circle cx="${x}" cy="126" r="6" fill="${t.ink}"/>`),
  ].join("\n");

const assessment: Draw = (t) => {
  const rows = [62, 88, 114, 140].map(
    (y, i) =>
      `<rect x="64" y="${y}" width="14" height="14" rx="2" fill="none" stroke="${t.ink}" stroke-width="2"/>${
        i < 3
          ? `<path d="M66 ${y + 7} L70 ${y + 11} L78 ${y + 1}" stroke="${t.accent}" stroke-width="3" fill="none" stroke-linecap="round"/>`
          : ""
      }<rect x="86" y="${y + 4}" width="${[44, 36, 48, 30][i]}" height="5" rx="2.5" fill="${t.ink}" opacity="0.6"/>`,
  );
  return [
    `<rect x="48" y="28" width="104" height="148" rx="8" fill="${t.fg2}"/>`,
    `<rect x="56" y="42" width="88" height="126" rx="2" fill="${t.fg}"/>`,
    `<rect x="78" y="20" width="44" height="16" rx="5" fill="${t.accent}"/>`,
    ...rows,
    `<g transform="rotate(35 160 120)"><rect x="154" y="60" width="12" height="70" fill="${t.accent}"/><path d="M154 130 L160 146 L166 130 Z" fill="${t.accent2}"/><rect x="154" y="56" width="12" height="6" fill="${t.fg}"/></g>`,
  ].join("\n");
};

const training: Draw = (t, v) => {
  const bars = [30, 46, 38, 58]
    .map(
      (h, i) =>
        `<rect x="${70 + i * 16}" y="${104 - h}" width="10" height="${h}" fill="${i === 3 ? t.accent : t.ink}" opacity="${i === 3 ? 1 : 0.55}"/>`,
    )
    .join("");
  const heads = [36, 100, 164]
    .map(
      (x, i) =>
        `<circle cx="${x}" cy="158" r="9" fill="${i === v % 3 ? t.accent : t.fg2}"/><path d="M${x - 16} 182 Q${x - 16} 168 ${x} 168 Q${x + 16} 168 ${x + 16} 182 Z" fill="${i === v % 3 ? t.accent : t.fg2}"/>`,
    )
    .join("");
  return [
    `<path d="M66 130 L54 178 M134 130 L146 178 M100 130 V150" stroke="${t.fg2}" stroke-width="4" stroke-linecap="round"/>`,
    `<rect x="56" y="20" width="88" height="6" rx="2" fill="${t.fg2}"/>`,
    `<rect x="60" y="24" width="80" height="100" fill="${t.fg}"/>`,
    bars,
    `<path d="M66 110 H134" stroke="${t.ink}" stroke-width="2"/>`,
    `<rect x="146" y="34" width="18" height="18" rx="2" fill="${t.accent2}" transform="rotate(8 155 43)"/><rect x="36" y="50" width="18" height="18" rx="2" fill="${t.accent}" transform="rotate(-8 45 59)"/>`,
    heads,
  ].join("\n");
};

const vision: Draw = (t) =>
  [
    star(156, 34, 12, t.accent),
    star(44, 28, 7, t.accent2),
    star(178, 82, 6, t.fg),
    `<path d="M70 30 A18 18 0 1 0 88 56 A14 14 0 1 1 70 30 Z" fill="${t.fg}" opacity="0.9"/>`,
    `<path d="M100 112 L66 178 M100 112 L100 178 M100 112 L134 178" stroke="${t.fg2}" stroke-width="4" stroke-linecap="round"/>`,
    `<g transform="rotate(-32 100 106)"><rect x="44" y="94" width="112" height="24" rx="5" fill="${t.fg}"/><rect x="150" y="88" width="14" height="36" rx="3" fill="${t.accent}"/><rect x="30" y="98" width="16" height="16" rx="3" fill="${t.fg2}"/><rect x="92" y="94" width="8" height="24" fill="${t.accent2}"/></g>`,
  ].join("\n");

const mission: Draw = (t) =>
  [
    `<circle cx="92" cy="110" r="66" fill="${t.fg}"/>`,
    `<circle cx="92" cy="110" r="50" fill="${t.dark ? C.navy1 : C.light1}"/>`,
    `<circle cx="92" cy="110" r="34" fill="${t.fg}"/>`,
    `<circle cx="92" cy="110" r="18" fill="${t.accent}"/>`,
    `<path d="M92 110 L170 32" stroke="${t.fg2}" stroke-width="4" stroke-linecap="round"/>`,
    `<path d="M170 32 L166 14 L178 26 L196 30 L176 36 Z" fill="${t.accent}"/>`,
    `<path d="M92 110 L104 96" stroke="${C.navy0}" stroke-width="4"/>`,
  ].join("\n");

const globe: Draw = (t, v) =>
  [
    `<circle cx="96" cy="90" r="56" fill="${t.fg}"/>`,
    `<g stroke="${t.ink}" stroke-width="2" fill="none" opacity="0.55"><ellipse cx="96" cy="90" rx="24" ry="56"/><path d="M40 90 H152 M46 62 H146 M46 118 H146 M96 34 V146"/></g>`,
    `<path d="M70 54 C84 50 92 60 86 72 C80 80 66 76 62 68 Z M108 96 C124 90 134 104 128 118 C120 128 104 120 106 108 Z" fill="${t.accent}" opacity="0.9"/>`,
    `<path d="M30 96 A66 66 0 0 0 140 144" stroke="${t.fg2}" stroke-width="5" fill="none" stroke-linecap="round"/>`,
    `<rect x="90" y="154" width="12" height="16" fill="${t.fg2}"/><rect x="66" y="170" width="60" height="8" rx="3" fill="${t.fg2}"/>`,
    `<path d="M150 ${v % 2 ? 42 : 30} L190 20 L170 58 L162 44 Z" fill="${t.accent2}"/><path d="M150 ${v % 2 ? 42 : 30} L190 20 L162 44 Z" fill="${t.accent}"/>`,
  ].join("\n");

const books: Draw = (t) =>
  [
    `<rect x="34" y="150" width="132" height="26" rx="3" fill="${t.fg2}"/><rect x="40" y="156" width="112" height="3" fill="${t.ink}" opacity="0.4"/>`,
    `<rect x="44" y="124" width="116" height="26" rx="3" fill="${t.accent}"/><rect x="50" y="130" width="98" height="3" fill="${C.navy0}" opacity="0.3"/>`,
    `<rect x="38" y="98" width="120" height="26" rx="3" fill="${t.fg}"/><rect x="44" y="104" width="100" height="3" fill="${t.ink}" opacity="0.4"/>`,
    `<polygon points="100,40 162,66 100,92 38,66" fill="${C.navy0}"/>`,
    `<path d="M66 78 V96 Q100 108 134 96 V78 L100 92 Z" fill="${C.navy0}"/>`,
    `<path d="M100 66 L150 72 V98" stroke="${t.accent}" stroke-width="3" fill="none"/><circle cx="150" cy="100" r="5" fill="${t.accent}"/>`,
  ].join("\n");

const library: Draw = (t, v) => {
  const rnd = random(1234 + v);
  const parts = [`<rect x="22" y="20" width="156" height="160" rx="3" fill="${t.fg2}"/>`];
  const colours = [t.fg, t.accent, t.accent2, C.navy3, t.fg];
  for (const [row, floor] of [64, 112, 160].entries()) {
    parts.push(
      `<rect x="28" y="${floor - 44}" width="144" height="44" fill="${t.dark ? C.navy1 : C.navy0}"/>`,
    );
    let x = 32;
    while (x < 160) {
      const w = 8 + Math.floor(rnd() * 8);
      const h = 28 + Math.floor(rnd() * 12);
      if (x + w > 168) break;
      const lean = rnd() < 0.08 && x > 40;
      const c = colours[Math.floor(rnd() * colours.length)] ?? t.fg;
      parts.push(
        lean
          ? `<rect x="${x}" y="${floor - h}" width="${w}" height="${h}" fill="${c}" transform="rotate(14 ${x + w} ${floor})"/>`
          : `<rect x="${x}" y="${floor - h}" width="${w}" height="${h}" fill="${c}"/><rect x="${x}" y="${floor - h + 6}" width="${w}" height="2" fill="${C.navy0}" opacity="0.25"/>`,
      );
      x += w + (lean ? 8 : 1.5) + (row === 1 && x > 90 && x < 110 ? 14 : 0);
    }
    parts.push(`<rect x="24" y="${floor}" width="152" height="4" fill="${t.fg2}"/>`);
  }
  parts.push(ground(t));
  return parts.join("\n");
};

const smartboard: Draw = (t, v) => {
  const screen = C.navy0;
  const ink = C.light1;
  const parts = [
    `<rect x="14" y="18" width="172" height="112" rx="6" fill="${t.fg2}"/>`,
    `<rect x="22" y="26" width="156" height="96" rx="2" fill="${screen}"/>`,
    `<rect x="94" y="130" width="12" height="36" fill="${t.fg2}"/><rect x="64" y="164" width="72" height="8" rx="3" fill="${t.fg2}"/>`,
  ];
  const content = v % 4;
  if (content === 0) {
    parts.push(
      `<circle cx="100" cy="74" r="26" fill="${t.accent}"/><path d="M92 60 L116 74 L92 88 Z" fill="${screen}"/>`,
      `<rect x="36" y="110" width="128" height="4" rx="2" fill="${ink}" opacity="0.3"/><rect x="36" y="110" width="52" height="4" rx="2" fill="${t.accent}"/>`,
    );
  } else if (content === 1) {
    parts.push(
      `<rect x="34" y="36" width="132" height="12" rx="3" fill="${ink}" opacity="0.8"/>`,
      ...[0, 1, 2, 3].map(
        (i) =>
          `<rect x="${34 + (i % 2) * 68}" y="${56 + Math.floor(i / 2) * 30}" width="64" height="24" rx="5" fill="${i === 2 ? t.accent : ink}" opacity="${i === 2 ? 1 : 0.25}"/>`,
      ),
    );
  } else if (content === 2) {
    parts.push(
      `<circle cx="70" cy="74" r="30" fill="none" stroke="${ink}" stroke-width="2" opacity="0.7"/><path d="M70 74 L70 44 A30 30 0 0 1 96 89 Z" fill="${t.accent}"/>`,
      `<path d="M116 104 L130 76 L144 88 L162 50" stroke="${t.accent2}" stroke-width="3" fill="none" stroke-linejoin="round"/><path d="M116 104 H166" stroke="${ink}" stroke-width="1.5" opacity="0.6"/>`,
    );
  } else {
    parts.push(
      `<path d="M40 100 C60 40 80 40 100 70 S140 110 160 44" stroke="${t.accent}" stroke-width="3" fill="none"/>`,
      `<path d="M36 104 H166 M40 36 V106" stroke="${ink}" stroke-width="1.5" opacity="0.6"/>`,
      `<circle cx="100" cy="70" r="4" fill="${ink}"/>`,
    );
  }
  // A hand-held stylus touching the screen.
  parts.push(
    `<g transform="rotate(30 170 110)"><rect x="166" y="96" width="8" height="50" rx="3" fill="${t.accent}"/><path d="M166 96 L170 86 L174 96 Z" fill="${t.fg}"/></g>`,
  );
  return parts.join("\n");
};

const computer: Draw = (t, v) => {
  const lines = [
    [34, 50],
    [44, 70],
    [44, 40],
    [34, 28],
    [44, 60],
  ]
    .map(
      ([x, w], i) =>
        `<rect x="${(x ?? 34) + 8}" y="${46 + i * 13}" width="${w}" height="6" rx="3" fill="${i === (v % 3) + 1 ? t.accent : C.light1}" opacity="${i === (v % 3) + 1 ? 1 : 0.55}"/>`,
    )
    .join("");
  return [
    `<rect x="26" y="26" width="148" height="100" rx="6" fill="${t.fg2}"/>`,
    `<rect x="34" y="34" width="132" height="84" rx="2" fill="${C.navy0}"/>`,
    lines,
    `<rect x="130" y="98" width="8" height="10" fill="${C.light1}" opacity="0.8"/>`,
    `<path d="M88 126 H112 L116 146 H84 Z" fill="${t.fg2}"/><rect x="70" y="144" width="60" height="6" rx="2" fill="${t.fg2}"/>`,
    `<rect x="30" y="158" width="118" height="18" rx="3" fill="${t.fg}"/>`,
    `<path d="M38 164 H140 M38 170 H140" stroke="${t.ink}" stroke-width="2" stroke-dasharray="5 3" opacity="0.5"/>`,
    `<rect x="156" y="156" width="18" height="24" rx="9" fill="${t.fg}"/><path d="M165 156 V166" stroke="${t.ink}" stroke-width="1.5" opacity="0.5"/>`,
  ].join("\n");
};

const physics: Draw = (t) =>
  [
    `<g transform="translate(104 80)" fill="none" stroke="${t.fg}" stroke-width="3.5">
<ellipse rx="64" ry="22"/><ellipse rx="64" ry="22" transform="rotate(60)"/><ellipse rx="64" ry="22" transform="rotate(-60)"/></g>`,
    `<circle cx="104" cy="80" r="12" fill="${t.accent}"/>`,
    `<circle cx="168" cy="80" r="6" fill="${t.accent2}"/><circle cx="72" cy="25" r="6" fill="${t.accent2}"/><circle cx="72" cy="135" r="6" fill="${t.accent2}"/>`,
    // Horseshoe magnet.
    `<path d="M22 146 V166 A20 20 0 0 0 62 166 V146" stroke="${t.accent}" stroke-width="12" fill="none"/>`,
    `<rect x="16" y="136" width="12" height="12" fill="${t.fg}"/><rect x="56" y="136" width="12" height="12" fill="${t.fg}"/>`,
    `<path d="M22 126 Q42 110 62 126 M16 120 Q42 96 68 120" stroke="${t.fg2}" stroke-width="1.6" fill="none" stroke-dasharray="3 3"/>`,
    // Light bulb.
    `<circle cx="160" cy="146" r="16" fill="${t.accent2}"/><rect x="152" y="160" width="16" height="14" rx="2" fill="${t.fg2}"/><path d="M154 166 H166 M154 170 H166" stroke="${t.ink}" stroke-width="1.5"/>`,
    `<path d="M160 118 V124 M136 146 H130 M184 146 H190 M142 128 L138 124 M178 128 L182 124" stroke="${t.accent2}" stroke-width="2.4" stroke-linecap="round"/>`,
  ].join("\n");

const biology: Draw = (t) =>
  [
    `<rect x="44" y="166" width="100" height="12" rx="4" fill="${t.fg2}"/>`,
    `<path d="M118 166 V128 Q118 88 92 70" stroke="${t.fg2}" stroke-width="12" fill="none" stroke-linecap="round"/>`,
    `<rect x="54" y="124" width="74" height="8" rx="2" fill="${t.fg}"/>`,
    `<rect x="72" y="118" width="24" height="6" fill="${t.accent2}" opacity="0.9"/>`,
    `<g transform="rotate(-28 86 70)"><rect x="74" y="30" width="24" height="70" rx="4" fill="${t.fg}"/><rect x="70" y="22" width="32" height="12" rx="3" fill="${t.accent}"/><rect x="79" y="100" width="14" height="12" fill="${t.fg2}"/></g>`,
    `<circle cx="120" cy="118" r="7" fill="${t.accent}"/>`,
    // A cell and a leaf.
    `<ellipse cx="164" cy="58" rx="24" ry="20" fill="${t.accent2}" opacity="0.35" stroke="${t.accent2}" stroke-width="2.5"/><circle cx="170" cy="54" r="7" fill="${t.accent}"/><circle cx="154" cy="66" r="2.5" fill="${t.fg}"/><circle cx="158" cy="48" r="2" fill="${t.fg}"/>`,
    `<path d="M26 60 C26 36 46 24 64 26 C64 48 48 62 26 60 Z" fill="${t.accent}"/><path d="M26 60 L56 32" stroke="${t.ink}" stroke-width="1.4" opacity="0.4"/>`,
  ].join("\n");

const maths: Draw = (t, v) => {
  const parts = [
    `<rect x="32" y="34" width="136" height="112" rx="6" fill="none" stroke="${t.fg2}" stroke-width="8"/>`,
    `<path d="M44 146 L36 178 M156 146 L164 178" stroke="${t.fg2}" stroke-width="6" stroke-linecap="round"/>`,
  ];
  for (const [row, y] of [58, 80, 102, 124].entries()) {
    parts.push(`<path d="M36 ${y} H164" stroke="${t.fg}" stroke-width="2" opacity="0.6"/>`);
    const left = [3, 5, 2, 4][(row + v) % 4] ?? 3;
    for (let i = 0; i < 8; i++) {
      const x = i < left ? 48 + i * 15 : 164 - (8 - i) * 15 + 6;
      parts.push(`<circle cx="${x}" cy="${y}" r="7" fill="${row % 2 ? t.accent : t.fg}"/>`);
    }
  }
  parts.push(
    `<path d="M172 20 v16 M164 28 h16" stroke="${t.accent}" stroke-width="4" stroke-linecap="round"/>`,
    `<path d="M16 24 h14" stroke="${t.accent2}" stroke-width="4" stroke-linecap="round"/>`,
    ground(t),
  );
  return parts.join("\n");
};

const language: Draw = (t) =>
  [
    `<rect x="96" y="14" width="88" height="58" rx="14" fill="${t.fg2}"/><path d="M116 70 L108 88 L132 72 Z" fill="${t.fg2}"/>`,
    `<text x="140" y="56" font-family="DejaVu Serif, serif" font-weight="700" font-size="30" fill="${t.ink}" text-anchor="middle">Aa</text>`,
    `<path d="M44 132 V118 A50 50 0 0 1 144 118 V132" stroke="${t.fg}" stroke-width="9" fill="none" stroke-linecap="round"/>`,
    `<rect x="30" y="118" width="28" height="46" rx="10" fill="${t.accent}"/><rect x="130" y="118" width="28" height="46" rx="10" fill="${t.accent}"/>`,
    `<path d="M44 164 Q44 182 78 180" stroke="${t.fg}" stroke-width="3" fill="none"/><rect x="76" y="174" width="14" height="10" rx="4" fill="${t.fg}"/>`,
  ].join("\n");

const tinyTots: Draw = (t) => {
  const cube = (x: number, y: number, s: number, front: string, letter: string) =>
    `<path d="M${x} ${y} L${x + s * 0.3} ${y - s * 0.25} H${x + s * 1.3} L${x + s} ${y} Z" fill="${C.white}" opacity="0.55"/>
<path d="M${x + s} ${y} L${x + s * 1.3} ${y - s * 0.25} V${y + s * 0.75} L${x + s} ${y + s} Z" fill="${C.navy0}" opacity="0.35"/>
<rect x="${x}" y="${y}" width="${s}" height="${s}" fill="${front}"/>
<text x="${x + s / 2}" y="${r1(y + s * 0.74)}" ${FONT} font-weight="700" font-size="${r1(s * 0.62)}" fill="${C.navy0}" text-anchor="middle">${letter}</text>`;
  return [
    cube(28, 132, 46, t.accent, "A"),
    cube(82, 132, 46, t.fg, "B"),
    cube(54, 84, 46, t.accent2, "C"),
    // A beach ball.
    `<circle cx="158" cy="156" r="22" fill="${t.fg}"/><path d="M158 134 A22 22 0 0 1 180 156 H158 Z" fill="${t.accent}"/><path d="M158 178 A22 22 0 0 1 136 156 H158 Z" fill="${t.accent2}"/><circle cx="158" cy="156" r="4" fill="${C.navy0}"/>`,
    // A pinwheel.
    `<rect x="155" y="66" width="3" height="60" fill="${t.fg2}"/>`,
    `<path d="M156 66 L156 40 L172 56 Z M156 66 L182 66 L166 82 Z M156 66 L156 92 L140 76 Z M156 66 L130 66 L146 50 Z" fill="${t.accent}"/>`,
    `<circle cx="156" cy="66" r="3" fill="${t.fg}"/>`,
    `<rect x="0" y="178" width="200" height="3" fill="${t.fg2}" opacity="0.6"/>`,
  ].join("\n");
};

const backpack: Draw = (t) =>
  [
    `<path d="M84 40 Q84 22 100 22 Q116 22 116 40" stroke="${t.fg2}" stroke-width="7" fill="none"/>`,
    `<rect x="52" y="36" width="96" height="140" rx="32" fill="${t.fg}"/>`,
    `<path d="M52 86 Q100 104 148 86" stroke="${t.fg2}" stroke-width="3" fill="none"/>`,
    `<rect x="68" y="112" width="64" height="50" rx="12" fill="${t.fg2}"/>`,
    `<path d="M76 124 H124" stroke="${t.accent}" stroke-width="3"/><rect x="96" y="118" width="8" height="12" rx="2" fill="${t.accent}"/>`,
    `<rect x="60" y="20" width="8" height="34" fill="${t.accent}" transform="rotate(-14 64 40)"/><path d="M56 14 L60 2 L64 14 Z" fill="${t.accent2}" transform="rotate(-14 64 40)"/>`,
    `<rect x="36" y="120" width="14" height="44" rx="6" fill="${t.accent2}"/><rect x="150" y="120" width="14" height="44" rx="6" fill="${t.accent2}"/>`,
    ground(t),
  ].join("\n");

/**
 * What a picture shows. Each has its own drawing; `subjectOf` picks one for an entry of `content/media.ts`
 * from its caption (or name), falling back to its `kind`.
 */
export const SUBJECTS = {
  campus: building,
  tinytots: tinyTots,
  classroom,
  library,
  smartboard,
  books,
  science: lab,
  physics,
  biology,
  computer,
  maths,
  language,
  badminton,
  skate,
  cricket,
  football: footballGoal,
  basketball,
  netball: netBall,
  tabletennis: tableTennis,
  ground: playground,
  sportsday: sports,
  backpack,
  bus,
  award,
  certificate,
  person: person(false),
  alumni: person(true),
  scouts,
  eco,
  karuna,
  stage: event,
  assembly,
  election,
  arts,
  firstaid: firstAid,
  talk,
  assessment,
  training,
  vision,
  mission,
  globe,
} satisfies Record<string, Draw>;

export type Subject = keyof typeof SUBJECTS;

/**
 * Caption keywords → subject, first match wins (so "Smart board training" is a smart board and "Science
 * lab safety" a lab). Matched against the caption, then the name, lower-cased.
 */
export const SUBJECT_RULES: readonly [RegExp, Subject][] = [
  [/badminton/, "badminton"],
  [/skat/, "skate"],
  [/cricket/, "cricket"],
  [/football|soccer/, "football"],
  [/basketball/, "basketball"],
  [/volleyball|throwball/, "netball"],
  [/table.?tennis/, "tabletennis"],
  [/sports day/, "sportsday"],
  [/playground|\bground\b|\bsports?\b/, "ground"],
  [/student'?s'? life/, "backpack"],
  [/\bbus(es)?\b|transport/, "bus"],
  [/smart.?board/, "smartboard"],
  [/librar|book stack|reading/, "library"],
  [/computer/, "computer"],
  [/physics/, "physics"],
  [/biology/, "biology"],
  [/math/, "maths"],
  [/english|phonics|language/, "language"],
  [/chemistry|science|\blab\b|\biit\b/, "science"],
  [/tiny tots|kindergarten|toys?\b/, "tinytots"],
  [/campus|school block|classroom block|school building|our story|history|infra/, "campus"],
  [/classroom/, "classroom"],
  [/board results|\bresults?\b/, "certificate"],
  [/award|achievement|competition|trophy|prize/, "award"],
  [/alumni/, "alumni"],
  [/scout|guide|\bcubs?\b|bulbul|\bcamp\b/, "scouts"],
  [/\beco\b|planting|garden|nature|environment/, "eco"],
  [/karuna|charity|donation/, "karuna"],
  [/election|\bvot/, "election"],
  [/\barts?\b|culture|multifaceted|music|dance/, "arts"],
  [/first aid|safety/, "firstaid"],
  [/counsel|well-being|wellbeing/, "talk"],
  [/assessment|feedback|\bexam/, "assessment"],
  [/workshop|training|programme|induction|session|capacity/, "training"],
  [/vision/, "vision"],
  [/mission/, "mission"],
  [/beyond/, "globe"],
  [/academic|curriculum/, "books"],
  [/assembly/, "assembly"],
  [/annual day|celebration|stage|concert|function/, "stage"],
];

/** The subject its caption names, if any (see `SUBJECT_RULES`). */
export function captionSubject(text: string): Subject | undefined {
  const lower = text.toLowerCase();
  return SUBJECT_RULES.find(([pattern]) => pattern.test(lower))?.[1];
}

const KIND_SUBJECT: Record<Exclude<MediaImage["kind"], "banner">, Subject> = {
  building: "campus",
  classroom: "classroom",
  event: "stage",
  sports: "ground",
  portrait: "person",
  award: "award",
  lab: "science",
  nature: "eco",
};

/** What an image's drawing shows: people stay people; otherwise its caption, its name, then its kind. */
export function subjectOf(image: Pick<MediaImage, "name" | "caption" | "kind">): Subject | "banner" {
  if (image.kind === "banner") return "banner";
  if (image.kind === "portrait")
    return /alumni/i.test(`${image.caption} ${image.name}`) ? "alumni" : "person";
  return (
    captionSubject(image.caption) ?? captionSubject(image.name.replace(/-/g, " ")) ?? KIND_SUBJECT[image.kind]
  );
}

// ---------------------------------------------------------------------------------------------------
// Whole pictures

type Layout = { width: number; height: number; seed: number; theme: Theme };

function background({ width: w, height: h, seed, theme: t }: Layout): string {
  const rnd = random(seed);
  const gx = r1(w * (0.15 + rnd() * 0.7));
  const gy = r1(h * (0.1 + rnd() * 0.35));
  const glowR = r1(Math.max(w, h) * 0.55);
  const ringX = r1(rnd() < 0.5 ? w * 0.04 : w * 0.96);
  const ringY = r1(h * (0.05 + rnd() * 0.2));
  const ringR = r1(Math.min(w, h) * 0.32);
  const glow = t.dark ? C.light0 : C.white;
  const glowOpacity = t.dark ? 0.12 : 0.8;
  const dots = Math.max(6, Math.round(Math.min(w, h) / 40));
  return `<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${t.bg[0]}"/><stop offset="1" stop-color="${t.bg[1]}"/></linearGradient>
<radialGradient id="glow" cx="${gx}" cy="${gy}" r="${glowR}" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${glow}" stop-opacity="${glowOpacity}"/><stop offset="1" stop-color="${glow}" stop-opacity="0"/></radialGradient>
<pattern id="dots" width="${dots}" height="${dots}" patternUnits="userSpaceOnUse"><circle cx="${dots / 2}" cy="${dots / 2}" r="${r1(dots * 0.09)}" fill="${t.dark ? C.light0 : C.navy2}"/></pattern>
</defs>
<rect width="${w}" height="${h}" fill="url(#bg)"/>
<rect width="${w}" height="${h}" fill="url(#glow)"/>
<circle cx="${ringX}" cy="${ringY}" r="${ringR}" fill="none" stroke="${t.dark ? C.light0 : C.navy2}" stroke-width="${r1(ringR * 0.05)}" opacity="0.07"/>
<circle cx="${ringX}" cy="${ringY}" r="${r1(ringR * 0.7)}" fill="none" stroke="${t.dark ? C.light0 : C.navy2}" stroke-width="${r1(ringR * 0.03)}" opacity="0.06"/>
<rect x="${r1(w * 0.72)}" y="${r1(h * 0.06)}" width="${r1(w * 0.24)}" height="${r1(h * 0.22)}" fill="url(#dots)" opacity="${t.dark ? 0.13 : 0.12}"/>`;
}

function hills({ width: w, height: h, theme: t }: Layout, top: number): string {
  const c = t.dark ? C.light0 : C.navy2;
  return `<path d="M0 ${r1(top + h * 0.05)} Q${r1(w * 0.3)} ${r1(top - h * 0.06)} ${r1(w * 0.6)} ${r1(top + h * 0.03)} T${w} ${r1(top - h * 0.02)} V${h} H0 Z" fill="${c}" opacity="0.06"/>
<path d="M0 ${r1(top + h * 0.12)} Q${r1(w * 0.45)} ${r1(top + h * 0.02)} ${w} ${r1(top + h * 0.1)} V${h} H0 Z" fill="${c}" opacity="0.07"/>`;
}

function place(draw: string, x: number, y: number, size: number, mirror = false): string {
  const s = size / 200;
  const flip = mirror ? ` translate(200 0) scale(-1 1)` : "";
  return `<g transform="translate(${r1(x)} ${r1(y)}) scale(${s.toFixed(4)})${flip}">${draw}</g>`;
}

/**
 * A calm row of roofs and trees along the ground line `ground`, in a tint of the background, for wide
 * title pictures.
 */
function skyline({ width: w, height: h, seed, theme: t }: Layout, ground: number): string {
  const rnd = random(seed ^ 0x51ed27);
  const c = t.dark ? C.light0 : C.navy2;
  const shapes: string[] = [];
  let x = -w * 0.02;
  while (x < w) {
    if (rnd() < 0.35) {
      const r = h * (0.03 + rnd() * 0.025);
      shapes.push(
        `<rect x="${r1(x + r - h * 0.004)}" y="${r1(ground - r * 1.6)}" width="${r1(h * 0.008)}" height="${r1(r * 1.6)}"/><circle cx="${r1(x + r)}" cy="${r1(ground - r * 1.9)}" r="${r1(r)}"/>`,
      );
      x += r * 2 + w * 0.01;
    } else {
      const bw = w * (0.04 + rnd() * 0.06);
      const bh = h * (0.07 + rnd() * 0.12);
      const roof =
        rnd() < 0.4
          ? `<polygon points="${r1(x)},${r1(ground - bh)} ${r1(x + bw / 2)},${r1(ground - bh - h * 0.05)} ${r1(x + bw)},${r1(ground - bh)}"/>`
          : "";
      shapes.push(`<rect x="${r1(x)}" y="${r1(ground - bh)}" width="${r1(bw)}" height="${r1(bh)}"/>${roof}`);
      x += bw + w * 0.006;
    }
  }
  return `<g fill="${c}" opacity="${t.dark ? 0.1 : 0.08}">${shapes.join("")}</g>
<rect x="0" y="${r1(ground)}" width="${w}" height="${r1(h - ground)}" fill="${C.navy0}" opacity="${t.dark ? 0.25 : 0.06}"/>
<rect x="0" y="${r1(ground)}" width="${w}" height="${r1(Math.max(h * 0.005, 2))}" fill="${t.accent}" opacity="0.6"/>`;
}

/**
 * An announcement banner's picture: a graduation cap on a book for admissions, stars for events, with no
 * words — the page draws the banner's words over it from the home page's content (BannerModal), so a
 * changed admissions year shows at once.
 */
function bannerSvg(image: MediaImage, l: Layout): string {
  const { width: w, height: h, theme: t } = l;
  const admissions = /admission/i.test(image.caption);
  const iconSize = Math.min(h * 0.5, w * 0.3);
  const iconX = w * 0.93 - iconSize;
  const iconY = h * 0.5 - iconSize / 2;
  const icon = admissions
    ? // Graduation cap on a book.
      `<polygon points="100,40 188,78 100,116 12,78" fill="${t.accent}"/>
<path d="M48 94 V130 C48 146 152 146 152 130 V94 L100 116 Z" fill="${t.fg}"/>
<path d="M172 86 V130" stroke="${t.accent}" stroke-width="4"/><circle cx="172" cy="134" r="7" fill="${t.accent}"/>
<path d="M20 166 Q60 150 100 166 Q140 150 180 166 V178 Q140 162 100 178 Q60 162 20 178 Z" fill="${t.fg2}"/>`
    : // Stars and confetti.
      `${star(100, 92, 62, t.accent)}${star(34, 40, 16, t.fg)}${star(170, 150, 20, t.accent2)}
<circle cx="160" cy="36" r="6" fill="${t.fg2}"/><circle cx="28" cy="150" r="8" fill="${t.fg2}"/>
<rect x="150" y="86" width="16" height="6" rx="3" transform="rotate(30 158 89)" fill="${t.fg}"/>
<rect x="30" y="96" width="16" height="6" rx="3" transform="rotate(-30 38 99)" fill="${t.accent2}"/>`;
  return `${background(l)}
<path d="M${r1(w * 0.62)} 0 H${w} V${h} H${r1(w * 0.46)} Z" fill="${t.dark ? C.light0 : C.navy2}" opacity="0.06"/>
<path d="M${r1(w * 0.7)} 0 H${r1(w * 0.73)} L${r1(w * 0.63)} ${h} H${r1(w * 0.6)} Z" fill="${t.accent}" opacity="0.85"/>
${place(icon, iconX, iconY, iconSize)}`;
}

/** Subjects whose drawing may be mirrored (no lettering on them). */
const MIRRORED: ReadonlySet<Subject> = new Set([
  "campus",
  "ground",
  "eco",
  "scouts",
  "skate",
  "bus",
  "sportsday",
]);

/**
 * The SVG of an image, drawn in the image's own coordinates and scaled to `outWidth`: a flat drawing of
 * what it shows (`subjectOf`) on a school-colour background, with no caption (pages title their pictures
 * themselves); wide title pictures are a calm navy banner with the drawing over a row of roofs and trees.
 * No picture carries words, the announcement banners (`kind: "banner"`) included: the home page draws
 * their words over them, so the words follow the settings.
 */
export function imageSvg(image: MediaImage, outWidth: number): string {
  const { width: w, height: h } = image;
  const subject = subjectOf(image);
  // The image's place among those of its subject, so that neighbours on a page differ.
  const k = Math.max(
    0,
    images.filter((i) => subjectOf(i) === subject).findIndex((i) => i.name === image.name),
  );
  const seed = hash(image.name);
  const rnd = random(seed ^ 0x9e3779b9);
  const aspect = w / h;
  const t =
    aspect >= 1.7
      ? theme(k % 2 ? 3 : 0)
      : subject === "award"
        ? theme([0, 2, 3, 2][k % 4] ?? 0)
        : subject === "banner"
          ? theme(k === 0 ? 0 : 3)
          : theme((k + Math.floor(k / 4)) % 4);
  const l: Layout = { width: w, height: h, seed, theme: t };
  const outHeight = Math.round((outWidth * h) / w);
  let body: string;
  if (subject === "banner") {
    body = bannerSvg(image, l);
  } else {
    const draw = SUBJECTS[subject](t, k);
    const mirror = MIRRORED.has(subject) && rnd() < 0.5;
    if (aspect >= 1.7) {
      // A calm banner: navy, a soft gold glow, roofs and trees along the ground, the drawing a little right
      // of centre (phones crop the sides of the carousels).
      const groundY = h * 0.86;
      const size = h * 0.76;
      const cx = w * (0.54 + rnd() * 0.06);
      const cy = groundY - size * 0.45;
      body = `${background(l)}<radialGradient id="halo" cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(size * 0.9)}" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${t.accent}" stop-opacity="0.16"/><stop offset="1" stop-color="${t.accent}" stop-opacity="0"/></radialGradient><rect width="${w}" height="${h}" fill="url(#halo)"/>${skyline(l, groundY)}${place(draw, cx - size / 2, groundY - size * 0.9, size, mirror)}`;
    } else if (subject === "person" || subject === "alumni") {
      const size = Math.min(w, h) * 0.94;
      body = `${background(l)}${place(draw, (w - size) / 2, (h - size) / 2, size)}`;
    } else {
      const size = Math.min(h * 0.76, w * 0.8);
      const groundY = h * 0.84;
      body = `${background(l)}${hills(l, h * 0.74)}${place(draw, (w - size) / 2, groundY - size * 0.92, size, mirror)}`;
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${outWidth}" height="${outHeight}" viewBox="0 0 ${w} ${h}">${body}</svg>`;
}

// ---------------------------------------------------------------------------------------------------
// Video scenes: wider than the frame by `pan`, so the frame can slide across.

function videoScene(v: MediaVideo, pan: number): string {
  const { width: w, height: h } = v;
  const sw = w + pan;
  const seed = hash(v.name);
  const testimonial = v.name.startsWith("testimonial");
  const n = ordinal(v.name);
  const t = testimonial ? theme([0, 2, 3, 0][(n - 1) % 4] ?? 0) : theme(v.name === "home-hero" ? 0 : 3);
  const l: Layout = { width: sw, height: h, seed, theme: t };
  const parts: string[] = [background(l)];
  if (testimonial) {
    // A neutral silhouette and a large quotation mark, with soft speech lines.
    const size = h * 0.62;
    parts.push(hills(l, h * 0.8));
    parts.push(place(portrait(t, n - 1), sw * 0.7 - size / 2, h * 0.07, size));
    const qx = w * 0.08;
    parts.push(
      `<text x="${r1(qx)}" y="${r1(h * 0.42)}" font-family="DejaVu Serif, serif" font-weight="700" font-size="${r1(h * 0.36)}" fill="${t.accent}">“</text>`,
    );
    for (const [i, len] of [0.36, 0.3, 0.33].entries()) {
      parts.push(
        `<rect x="${r1(qx)}" y="${r1(h * (0.36 + i * 0.075))}" width="${r1(w * len)}" height="${r1(h * 0.025)}" rx="${r1(h * 0.0125)}" fill="${t.fg}" opacity="${0.55 - i * 0.12}"/>`,
      );
    }
  } else {
    // A campus panorama: buildings, trees and birds along a hill.
    const ground = h * 0.7;
    parts.push(hills(l, h * 0.6));
    const items: [Draw | "tree", number, number][] =
      v.name === "home-hero"
        ? [
            ["tree", 0.06, 0.3],
            [building, 0.2, 0.6],
            ["tree", 0.38, 0.36],
            [event, 0.55, 0.5],
            [building, 0.74, 0.46],
            ["tree", 0.92, 0.32],
          ]
        : [
            [building, 0.14, 0.5],
            ["tree", 0.3, 0.3],
            [classroom, 0.48, 0.48],
            ["tree", 0.64, 0.38],
            [lab, 0.8, 0.44],
            ["tree", 0.95, 0.28],
          ];
    for (const [i, [draw, at, scale]] of items.entries()) {
      const size = h * scale * 0.85;
      const cx = sw * at;
      if (draw === "tree")
        parts.push(place(tree(100, 180, 170, t, t.fg2), cx - size / 2, ground - size * 0.9, size));
      else parts.push(place(draw(t, i + 1), cx - size / 2, ground - size * 0.9, size));
    }
    parts.push(
      `<rect x="0" y="${r1(ground - h * 0.004)}" width="${sw}" height="${r1(h - ground + h * 0.004)}" fill="${t.dark ? C.navy0 : C.navy2}" opacity="0.4"/>`,
    );
    for (const [bx, by] of [
      [0.3, 0.14],
      [0.33, 0.19],
      [0.62, 0.1],
      [0.86, 0.17],
    ] as const) {
      const x = sw * bx;
      const y = h * by;
      const s = h * 0.018;
      parts.push(
        `<path d="M${r1(x - s * 1.6)} ${r1(y)} Q${r1(x - s * 0.8)} ${r1(y - s)} ${r1(x)} ${r1(y + s * 0.2)} Q${r1(x + s * 0.8)} ${r1(y - s)} ${r1(x + s * 1.6)} ${r1(y)}" stroke="${t.accent2}" stroke-width="${r1(s * 0.35)}" fill="none" stroke-linecap="round"/>`,
      );
    }
  }
  return parts.join("\n");
}

/** How far a video's scene pans: this much wider than the frame. */
const panOf = (v: MediaVideo) => Math.round(v.width * 0.12);

/** The SVG of a video's first frame (its poster): the left edge of its scene, with no words on it. */
export function videoPosterSvg(v: MediaVideo): string {
  return svgDoc(
    v.width,
    v.height,
    `<svg width="${v.width + panOf(v)}" height="${v.height}">${videoScene(v, panOf(v))}</svg>`,
  );
}

function svgDoc(w: number, h: number, body: string, viewWidth = w): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${viewWidth} ${h}">${body}</svg>`;
}

// ---------------------------------------------------------------------------------------------------
// Tools

function fail(message: string): never {
  console.error(`media-placeholders: ${message}`);
  process.exit(1);
}

const INSTALL = "apt-get install -y libvips-tools ffmpeg fonts-dejavu-core";

function checkVips(scratch: string): void {
  const version = spawnSync("vips", ["--version"], { encoding: "utf8" });
  if (version.error || version.status !== 0)
    fail(`"vips" (libvips) was not found. Install it (Debian: apt-get install -y libvips-tools).`);
  const probe = path.join(scratch, "probe.svg");
  writeFileSync(probe, svgDoc(16, 16, `<rect width="16" height="16" fill="${C.navy2}"/>`));
  for (const out of ["probe.avif[Q=45,effort=4,strip]", "probe.webp[Q=70,strip]"]) {
    const r = spawnSync("vips", ["copy", probe, path.join(scratch, out)], { encoding: "utf8" });
    if (r.status !== 0)
      fail(
        `vips cannot write ${out.split("[")[0]} from SVG (${r.stderr.trim()}). It needs librsvg, libheif (AV1) and libwebp: apt-get install -y libvips-tools`,
      );
  }
  const fonts = spawnSync("fc-list", [":family=DejaVu Sans"], { encoding: "utf8" });
  if (fonts.error || !fonts.stdout.includes("DejaVu"))
    fail(`the "DejaVu Sans" font was not found. Install it (Debian: apt-get install -y fonts-dejavu-core).`);
}

function checkFfmpeg(): void {
  const r = spawnSync("ffmpeg", ["-hide_banner", "-encoders"], { encoding: "utf8" });
  if (r.error || r.status !== 0)
    fail(`"ffmpeg" was not found. Install it (Debian: apt-get install -y ffmpeg).`);
  if (!r.stdout.includes("libx264"))
    fail(`ffmpeg has no libx264 encoder. Install Debian's ffmpeg: apt-get install -y ffmpeg`);
  if (!r.stdout.includes("libwebp"))
    fail(`ffmpeg has no libwebp encoder. Install Debian's ffmpeg: apt-get install -y ffmpeg`);
}

/** Runs tasks, `limit` at a time. */
async function pool(tasks: (() => Promise<void>)[], limit: number): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const task = tasks[next++];
      if (task) await task();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
}

function kb(file: string): string {
  return `${(statSync(file).size / 1024).toFixed(1)} KB`;
}

function relative(file: string): string {
  return path.relative(process.cwd(), file);
}

async function vips(args: string[]): Promise<void> {
  await run("vips", args, { maxBuffer: 16 * 1024 * 1024 });
}

async function ffmpeg(args: string[]): Promise<void> {
  await run("ffmpeg", ["-hide_banner", "-loglevel", "error", "-y", ...args], { maxBuffer: 16 * 1024 * 1024 });
}

// ---------------------------------------------------------------------------------------------------
// Writing placeholders

const IMAGE_QUALITY = { avif: "Q=45,effort=4,strip", webp: "Q=70,strip" } as const;
/** Better quality for real photos (`--from`). */
const PHOTO_QUALITY = { avif: "Q=52,effort=4,strip", webp: "Q=76,strip" } as const;

function imageTasks(list: MediaImage[], scratch: string, force: boolean): (() => Promise<void>)[] {
  const tasks: (() => Promise<void>)[] = [];
  for (const image of list) {
    for (const width of widths(image)) {
      const todo = (["avif", "webp"] as const).filter(
        (format) => force || !existsSync(path.join(OUT_DIR, `${image.name}-${width}.${format}`)),
      );
      if (!todo.length) continue;
      tasks.push(async () => {
        const svg = path.join(scratch, `${image.name}-${width}.svg`);
        writeFileSync(svg, imageSvg(image, width));
        for (const format of todo) {
          const out = path.join(OUT_DIR, `${image.name}-${width}.${format}`);
          // extract_band drops the alpha channel that SVG rendering adds.
          await vips(["extract_band", svg, `${out}[${IMAGE_QUALITY[format]}]`, "0", "--n", "3"]);
          console.log(`wrote ${relative(out)} (${kb(out)})`);
        }
      });
    }
  }
  return tasks;
}

function videoTasks(list: MediaVideo[], scratch: string, force: boolean): (() => Promise<void>)[] {
  const tasks: (() => Promise<void>)[] = [];
  for (const v of list) {
    const mp4 = path.join(OUT_DIR, `${v.name}.mp4`);
    const needMp4 = force || !existsSync(mp4);
    const needPoster = force || posterFiles(v.name).some((file) => !existsSync(file));
    if (!needMp4 && !needPoster) continue;
    tasks.push(async () => {
      const { width: w, height: h, seconds } = v;
      const pan = panOf(v);
      if (needPoster) {
        // The first frame: the scene's left edge.
        const svg = path.join(scratch, `${v.name}-poster.svg`);
        const png = path.join(scratch, `${v.name}-poster.png`);
        writeFileSync(svg, videoPosterSvg(v));
        await vips(["extract_band", svg, png, "0", "--n", "3"]);
        await writePoster(v.name, png, IMAGE_QUALITY);
      }
      if (needMp4) {
        const sceneSvg = path.join(scratch, `${v.name}-scene.svg`);
        const scenePng = path.join(scratch, `${v.name}-scene.png`);
        writeFileSync(sceneSvg, svgDoc(w + pan, h, videoScene(v, pan)));
        await vips(["extract_band", sceneSvg, scenePng, "0", "--n", "3"]);
        // Out and back along a cosine: frame 0 and the frame after the last are the same, so it loops.
        const x = `${pan}*(1-cos(2*PI*t/${seconds}))/2`;
        await ffmpeg([
          ...["-loop", "1", "-framerate", "25", "-i", scenePng],
          "-filter_complex",
          `[0:v]crop=${w}:${h}:'${x}':0,format=yuv420p[v]`,
          ...["-map", "[v]", "-t", String(seconds), "-an"],
          ...["-c:v", "libx264", "-preset", "veryslow", "-crf", "32", "-pix_fmt", "yuv420p"],
          ...["-profile:v", "high", "-movflags", "+faststart", mp4],
        ]);
        console.log(`wrote ${relative(mp4)} (${kb(mp4)})`);
      }
    });
  }
  return tasks;
}

// ---------------------------------------------------------------------------------------------------
// Real files (`--from FILE NAME`): every size of a photo, or a web-ready video and its poster.

async function fromOriginal(file: string, name: string, scratch: string): Promise<void> {
  if (!existsSync(file)) fail(`${file} does not exist`);
  const image = images.find((i) => i.name === name);
  const v = videos.find((x) => x.name === name);
  if (!image && !v) fail(`"${name}" is not an image or a video in content/media.ts`);
  if (image) {
    checkVips(scratch);
    const info = spawnSync("vipsheader", ["-f", "width", file], { encoding: "utf8" });
    const originalWidth = Number(info.stdout.trim());
    if (originalWidth && originalWidth < image.width)
      console.warn(`note: ${file} is ${originalWidth} px wide; ${image.width} px or more looks sharper`);
    for (const width of widths(image)) {
      const height = Math.round((width * image.height) / image.width);
      for (const format of ["avif", "webp"] as const) {
        const out = path.join(OUT_DIR, `${name}-${width}.${format}`);
        // Resize to cover width × height, cropping the rest around the most interesting part.
        await vips([
          "thumbnail",
          file,
          `${out}[${PHOTO_QUALITY[format]}]`,
          String(width),
          "--height",
          String(height),
          "--crop",
          "attention",
        ]);
        console.log(`wrote ${relative(out)} (${kb(out)})`);
      }
    }
    return;
  }
  if (v) {
    checkVips(scratch);
    checkFfmpeg();
    const mp4 = path.join(OUT_DIR, `${name}.mp4`);
    const fit = `scale=${v.width}:${v.height}:force_original_aspect_ratio=increase,crop=${v.width}:${v.height},setsar=1`;
    const muted = name === "home-hero";
    await ffmpeg([
      ...["-i", file, "-vf", `${fit},format=yuv420p`],
      ...["-c:v", "libx264", "-preset", "slow", "-crf", "26", "-pix_fmt", "yuv420p", "-profile:v", "high"],
      ...(muted ? ["-an"] : ["-c:a", "aac", "-b:a", "96k"]),
      ...["-movflags", "+faststart", mp4],
    ]);
    console.log(`wrote ${relative(mp4)} (${kb(mp4)})`);
    const frame = path.join(scratch, `${name}-frame.png`);
    await ffmpeg(["-ss", "0.5", "-i", mp4, "-frames:v", "1", frame]);
    await writePoster(name, frame, PHOTO_QUALITY);
  }
}

/** The files of video `name`'s poster: the image `<name>-poster` at each width, AVIF and WebP. */
function posterFiles(name: string): string[] {
  const poster = posterImage(name);
  return widths(poster).flatMap((w) => [
    path.join(OUT_DIR, `${poster.name}-${w}.avif`),
    path.join(OUT_DIR, `${poster.name}-${w}.webp`),
  ]);
}

/** Writes every file of video `name`'s poster from `frame` (a picture at the video's size). */
async function writePoster(
  name: string,
  frame: string,
  quality: Record<"avif" | "webp", string>,
): Promise<void> {
  const poster = posterImage(name);
  for (const width of widths(poster)) {
    for (const format of ["avif", "webp"] as const) {
      const out = path.join(OUT_DIR, `${poster.name}-${width}.${format}`);
      await vips(["thumbnail", frame, `${out}[${quality[format]}]`, String(width)]);
      console.log(`wrote ${relative(out)} (${kb(out)})`);
    }
  }
}

// ---------------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    options: {
      force: { type: "boolean", default: false },
      only: { type: "string" },
      from: { type: "string" },
      help: { type: "boolean", short: "h", default: false },
    },
    allowPositionals: true,
  });
  if (values.help) {
    console.log(
      "Usage: npx tsx scripts/media-placeholders.ts [--force] [--only name,name]\n" +
        "       npx tsx scripts/media-placeholders.ts --from FILE NAME   (a real photo or video)",
    );
    return;
  }
  mkdirSync(OUT_DIR, { recursive: true });
  const scratch = mkdtempSync(path.join(tmpdir(), "media-placeholders-"));
  try {
    if (values.from) {
      const name = positionals[0];
      if (!name)
        fail("--from FILE needs the NAME of the image or video it replaces, e.g. --from photo.jpg award-1");
      await fromOriginal(values.from, name, scratch);
      return;
    }
    const only = values.only ? new Set(values.only.split(",").map((s) => s.trim())) : null;
    if (only) {
      const known = new Set([...images, ...videos].map((m) => m.name));
      for (const name of only) if (!known.has(name)) fail(`"${name}" is not in content/media.ts`);
    }
    const pickedImages = images.filter((i) => !only || only.has(i.name));
    const pickedVideos = videos.filter((v) => !only || only.has(v.name));
    const imageWork = imageTasks(pickedImages, scratch, values.force);
    const videoWork = videoTasks(pickedVideos, scratch, values.force);
    if (!imageWork.length && !videoWork.length) {
      console.log("All media files exist (use --force to rewrite the placeholders).");
      return;
    }
    checkVips(scratch);
    if (videoWork.length) checkFfmpeg();
    const started = Date.now();
    await pool([...videoWork, ...imageWork], Math.max(1, availableParallelism()));
    console.log(
      `Done in ${((Date.now() - started) / 1000).toFixed(1)} s. Files are in ${relative(OUT_DIR)}/.`,
    );
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

// Run only as a command, not when a test imports the drawing functions.
const invoked = process.argv[1] ? path.resolve(process.argv[1]) : "";
if (invoked === fileURLToPath(import.meta.url))
  main().catch((error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    if (/ENOENT/.test(message)) fail(`a tool is missing (${message}). Install: ${INSTALL}`);
    fail(message);
  });
