/**
 * Placeholder images and videos for every entry in `content/media.ts` (DESIGN ruling 12), written to
 * `public/media/` under the names the pages use, so the school can later drop in its own files under the
 * same names (docs/media.md).
 *
 *   npx tsx scripts/media-placeholders.ts                      # write the files that are missing
 *   npx tsx scripts/media-placeholders.ts --force              # rewrite every placeholder
 *   npx tsx scripts/media-placeholders.ts --only award-1,home-hero --force
 *   npx tsx scripts/media-placeholders.ts --from photo.jpg home-banner-1     # a real photo, every size
 *   npx tsx scripts/media-placeholders.ts --from clip.mov testimonial-2      # a real video and poster
 *
 * Images: an SVG drawn at each width (school-colour gradient, a flat illustration for the image's `kind`,
 * its caption), rasterised with libvips into AVIF (Q 45, effort 4) and WebP (Q 70). Videos: a scene wider
 * than the frame, panned slowly (out and back, so the clip loops), with the caption, encoded with ffmpeg
 * as H.264 MP4 (yuv420p, CRF 32, faststart, no audio), and a poster of the first frame (the image
 * `<name>-poster`: AVIF and WebP at the video's widths, like any image).
 *
 * Needs `vips` (with SVG, AVIF and WebP support), `ffmpeg` (with libx264) and the DejaVu Sans font; on
 * Debian: `apt-get install -y libvips-tools ffmpeg fonts-dejavu-core`. Exits non-zero when one is missing.
 */
import { execFile, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import path from "node:path";
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

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

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
  const kind = v % 3;
  if (kind === 1) {
    // Cricket bat and ball.
    parts.push(
      `<g transform="rotate(-28 98 92)"><rect x="92" y="24" width="12" height="34" rx="4" fill="${t.fg2}"/><rect x="86" y="56" width="24" height="70" rx="8" fill="${t.fg}"/><path d="M98 62 V120" stroke="${t.ink}" stroke-width="1.2" opacity="0.3"/></g>`,
      `<circle cx="146" cy="104" r="13" fill="${t.accent}"/><path d="M137 95 C143 101 143 107 137 113 M155 95 C149 101 149 107 155 113" stroke="${t.fg}" stroke-width="1.6" fill="none"/>`,
      `<path d="M118 88 H132 M114 100 H128 M118 112 H130" stroke="${t.fg}" stroke-width="2.4" stroke-linecap="round" opacity="0.6"/>`,
    );
  } else if (kind === 2) {
    // Finish-line flag and a medal-less runner's baton.
    parts.push(
      `<rect x="58" y="30" width="3" height="100" fill="${t.fg2}"/>`,
      `<rect x="61" y="30" width="48" height="30" fill="${t.fg}"/>`,
      ...[0, 1, 2, 3, 4, 5].flatMap((c) =>
        [0, 1, 2].map((row) =>
          (c + row) % 2
            ? `<rect x="${61 + c * 8}" y="${30 + row * 10}" width="8" height="10" fill="${t.ink}"/>`
            : "",
        ),
      ),
      football(138, 92, 24, t),
      `<path d="M98 80 H110 M94 92 H108 M98 104 H110" stroke="${t.fg}" stroke-width="2.4" stroke-linecap="round" opacity="0.6"/>`,
    );
  } else {
    parts.push(
      football(104, 82, 38, t),
      `<path d="M34 70 H56 M28 84 H54 M36 98 H58" stroke="${t.fg}" stroke-width="3" stroke-linecap="round" opacity="0.55"/>`,
    );
  }
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

const nature: Draw = (t, v) => {
  const sunX = v % 2 ? 40 : 160;
  return `<circle cx="${sunX}" cy="42" r="18" fill="${t.accent}"/>
<path d="M-20 180 Q50 120 120 160 T220 150 V190 H-20 Z" fill="${t.fg2}" opacity="0.35"/>
${tree(100, 180, 150, t, t.fg)}
${tree(v % 2 ? 168 : 30, 180, 70, t)}
<rect x="-20" y="178" width="240" height="4" fill="${t.fg2}" opacity="0.6"/>`;
};

const DRAW: Record<Exclude<MediaImage["kind"], "banner">, Draw> = {
  building,
  classroom,
  event,
  sports,
  portrait,
  award,
  lab,
  nature,
};

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

/** The caption block: a gold rule, the caption, and a small line saying it is a placeholder. */
function caption(
  text: string,
  { width: w, height: h, theme: t }: Layout,
  align: "start" | "middle",
  note: string,
): string {
  const shown = text.charAt(0).toUpperCase() + text.slice(1);
  let size = Math.min(w * 0.06, h * 0.1);
  const maxWidth = w * (align === "middle" ? 0.86 : 0.8);
  size = Math.min(size, maxWidth / (shown.length * 0.64));
  size = r1(size);
  const pad = r1(Math.min(w, h) * 0.075);
  const x = align === "middle" ? w / 2 : pad;
  const noteSize = r1(Math.max(size * 0.36, 10));
  const baseline = r1(h - pad - noteSize * 1.5);
  const ruleW = r1(size * 1.4);
  const ruleX = align === "middle" ? r1(x - ruleW / 2) : x;
  return `<rect x="${ruleX}" y="${r1(baseline - size * 1.2)}" width="${ruleW}" height="${r1(Math.max(size * 0.1, 3))}" rx="${r1(size * 0.05)}" fill="${t.accent}"/>
<text x="${x}" y="${baseline}" ${FONT} font-weight="700" font-size="${size}" fill="${t.text}" text-anchor="${align}">${escapeXml(shown)}</text>
<text x="${x}" y="${r1(baseline + noteSize * 1.6)}" ${FONT} font-size="${noteSize}" letter-spacing="${r1(noteSize * 0.12)}" fill="${t.subtext}" opacity="0.75" text-anchor="${align}">${escapeXml(note)}</text>`;
}

function place(draw: string, x: number, y: number, size: number, mirror = false): string {
  const s = size / 200;
  const flip = mirror ? ` translate(200 0) scale(-1 1)` : "";
  return `<g transform="translate(${r1(x)} ${r1(y)}) scale(${s.toFixed(4)})${flip}">${draw}</g>`;
}

function ratioLabel(w: number, h: number): string {
  const gcd = (a: number, b: number): number => (b ? gcd(b, a % b) : a);
  const g = gcd(w, h);
  return `${w / g}:${h / g}`;
}

function bannerSvg(image: MediaImage, l: Layout): string {
  const { width: w, height: h, theme: t } = l;
  const words = image.caption.split(" ");
  const lines: string[] = [];
  for (const word of words) {
    const last = lines.at(-1);
    if (last !== undefined && (last + word).length < 13) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  const size = r1(Math.min(h * 0.1, (w * 0.5) / (Math.max(...lines.map((x) => x.length)) * 0.64)));
  const left = r1(w * 0.08);
  const top = r1(h * 0.3);
  const admissions = /admission/i.test(image.caption);
  const pill = admissions ? "ADMISSIONS" : "EVENTS";
  const pillSize = r1(size * 0.32);
  const pillW = r1(pill.length * pillSize * 0.78 + pillSize * 1.8);
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
${place(icon, iconX, iconY, iconSize)}
<rect x="${left}" y="${r1(top - pillSize * 2.2)}" width="${pillW}" height="${r1(pillSize * 1.9)}" rx="${r1(pillSize * 0.95)}" fill="${t.accent}"/>
<text x="${r1(left + pillSize * 0.9)}" y="${r1(top - pillSize * 0.9)}" ${FONT} font-weight="700" font-size="${pillSize}" letter-spacing="${r1(pillSize * 0.12)}" fill="${C.navy0}">${pill}</text>
${lines
  .map(
    (line, i) =>
      `<text x="${left}" y="${r1(top + size * (1.15 + i * 1.18))}" ${FONT} font-weight="700" font-size="${size}" fill="${t.text}">${escapeXml(line)}</text>`,
  )
  .join("\n")}
<rect x="${left}" y="${r1(top + size * (1.6 + (lines.length - 1) * 1.18))}" width="${r1(size * 1.6)}" height="${r1(size * 0.1)}" fill="${t.accent}"/>
<text x="${left}" y="${r1(h * 0.86)}" ${FONT} font-size="${r1(size * 0.3)}" letter-spacing="${r1(size * 0.036)}" fill="${t.subtext}" opacity="0.75">PLACEHOLDER · ${ratioLabel(image.width, image.height)}</text>`;
}

/** The SVG of an image, drawn in the image's own coordinates and scaled to `outWidth`. */
export function imageSvg(image: MediaImage, outWidth: number): string {
  const { width: w, height: h } = image;
  // The image's place among those of its kind, so that neighbours on a page differ.
  const k = Math.max(
    0,
    images.filter((i) => i.kind === image.kind).findIndex((i) => i.name === image.name),
  );
  const seed = hash(image.name);
  const rnd = random(seed ^ 0x9e3779b9);
  const t =
    image.kind === "award"
      ? theme([0, 2, 3, 2][k % 4] ?? 0)
      : image.kind === "banner"
        ? theme(k === 0 ? 0 : 3)
        : theme((k + Math.floor(k / 4)) % 4);
  const l: Layout = { width: w, height: h, seed, theme: t };
  const outHeight = Math.round((outWidth * h) / w);
  let body: string;
  if (image.kind === "banner") {
    body = bannerSvg(image, l);
  } else {
    const draw = DRAW[image.kind](t, k);
    const note = `PLACEHOLDER · ${ratioLabel(w, h)}`;
    const aspect = w / h;
    const mirror = ["building", "sports", "nature"].includes(image.kind) && rnd() < 0.5;
    if (aspect >= 1.7) {
      // Wide: illustration to the right, caption bottom left.
      const size = h * 0.76;
      const x = w * (0.62 + rnd() * 0.1) - size / 2;
      body = `${background(l)}${hills(l, h * 0.82)}${place(draw, x, h * 0.1, size, mirror)}${caption(image.caption, l, "start", note)}`;
    } else if (aspect > 1.05) {
      const size = h * 0.6;
      const x = w * (0.5 + (rnd() - 0.5) * 0.12) - size / 2;
      body = `${background(l)}${hills(l, h * 0.66)}${place(draw, x, h * 0.07, size, mirror)}${caption(image.caption, l, "start", note)}`;
    } else {
      const size = h * 0.64;
      body = `${background(l)}${place(draw, (w - size) / 2, h * 0.05, size, mirror)}${caption(image.caption, l, "middle", note)}`;
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${outWidth}" height="${outHeight}" viewBox="0 0 ${w} ${h}">${body}</svg>`;
}

// ---------------------------------------------------------------------------------------------------
// Video scenes: wider than the frame by `pan`, so the frame can slide across.

function videoScene(v: MediaVideo, pan: number): { scene: string; overlay: string; theme: Theme } {
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
  // The caption stays still over the moving scene, on a soft shade for contrast.
  const fl: Layout = { width: w, height: h, seed, theme: t };
  const overlay = `<defs><linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.navy0}" stop-opacity="0"/><stop offset="1" stop-color="${C.navy0}" stop-opacity="0.55"/></linearGradient></defs>
<rect y="${r1(h * 0.55)}" width="${w}" height="${r1(h * 0.45)}" fill="url(#shade)"/>
${caption(v.caption, fl, "start", `PLACEHOLDER VIDEO · ${ratioLabel(w, h)}`)}`;
  return { scene: parts.join("\n"), overlay, theme: t };
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
      const pan = Math.round(w * 0.12);
      const { scene, overlay } = videoScene(v, pan);
      if (needPoster) {
        // The first frame: the scene's left edge with the caption.
        const svg = path.join(scratch, `${v.name}-poster.svg`);
        const png = path.join(scratch, `${v.name}-poster.png`);
        writeFileSync(svg, svgDoc(w, h, `<svg width="${w + pan}" height="${h}">${scene}</svg>${overlay}`));
        await vips(["extract_band", svg, png, "0", "--n", "3"]);
        await writePoster(v.name, png, IMAGE_QUALITY);
      }
      if (needMp4) {
        const sceneSvg = path.join(scratch, `${v.name}-scene.svg`);
        const scenePng = path.join(scratch, `${v.name}-scene.png`);
        const overlaySvg = path.join(scratch, `${v.name}-overlay.svg`);
        const overlayPng = path.join(scratch, `${v.name}-overlay.png`);
        writeFileSync(sceneSvg, svgDoc(w + pan, h, scene));
        writeFileSync(overlaySvg, svgDoc(w, h, overlay));
        await vips(["extract_band", sceneSvg, scenePng, "0", "--n", "3"]);
        await vips(["copy", overlaySvg, overlayPng]);
        // Out and back along a cosine: frame 0 and the frame after the last are the same, so it loops.
        const x = `${pan}*(1-cos(2*PI*t/${seconds}))/2`;
        await ffmpeg([
          ...["-loop", "1", "-framerate", "25", "-i", scenePng],
          ...["-loop", "1", "-framerate", "25", "-i", overlayPng],
          "-filter_complex",
          `[0:v]crop=${w}:${h}:'${x}':0[bg];[bg][1:v]overlay=0:0:format=auto,format=yuv420p[v]`,
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

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  if (/ENOENT/.test(message)) fail(`a tool is missing (${message}). Install: ${INSTALL}`);
  fail(message);
});
