/**
 * Generated artwork for the catalogue (issue 5: artwork ships with Lotus, no outside image hosts). The same name
 * always gives the same picture: colours and motif come from a hash of the name, the caption is the name itself.
 */

export type ArtKind = 'game' | 'vendor' | 'category';

/** The picture as drawn (SVG) or rasterised (WebP, what the catalogue links: see rasterise-art.ts). */
export type ArtFormat = 'svg' | 'webp';

/**
 * The caption's language: the path's first segment for Chinese (`game-art/cn/games/…`), none for English, so links
 * stored before captions were drawn per language still work.
 */
export type ArtLanguage = 'EN' | 'CN';

export interface ArtRequest {
  kind: ArtKind;
  language: ArtLanguage;
  vendor: string;
  /** Game code (games), vendor code (vendors) or category (categories). */
  code: string;
  format?: ArtFormat;
}

const CODE = /^[A-Za-z0-9][A-Za-z0-9_-]{0,39}$/;
const GAME_CODE = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,79}$/;

const EXTENSION = /\.(svg|webp)$/;

/** The path segment that asks for Chinese captions. */
export const CN_ART_SEGMENT = 'cn';

/**
 * `games/<VENDOR>/<gameCode>`, `vendors/<VENDOR>` or `categories/<TYPE>`, each with `.svg` or `.webp` and, for Chinese
 * captions, after `cn/`; anything else is null.
 */
export function parseArtPath(path: string): ArtRequest | null {
  const segments = path.split('/');
  const language: ArtLanguage = segments[0] === CN_ART_SEGMENT ? 'CN' : 'EN';
  const parts = language === 'CN' ? segments.slice(1) : segments;
  const format = (path.match(EXTENSION)?.[1] ?? null) as ArtFormat | null;
  if (!format) return null;
  const file = (name: string | undefined) => (name?.endsWith(`.${format}`) ? name.slice(0, -format.length - 1) : null);
  if (parts.length === 3 && parts[0] === 'games') {
    const vendor = parts[1] ?? '';
    const code = file(parts[2]);
    if (code && CODE.test(vendor) && GAME_CODE.test(code) && !code.includes('..')) {
      return { kind: 'game', language, vendor, code, format };
    }
  }
  if (parts.length === 2 && (parts[0] === 'vendors' || parts[0] === 'categories')) {
    const code = file(parts[1]);
    if (code && CODE.test(code)) {
      return { kind: parts[0] === 'vendors' ? 'vendor' : 'category', language, vendor: code, code, format };
    }
  }
  return null;
}

/** FNV-1a, 32 bits: tiny, stable across runs and platforms. */
export function hashName(name: string) {
  let hash = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(name)) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

export const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

/** A caption from a path when the catalogue has no name: `pg-golden-koi` → `Golden Koi`. */
export function titleFromCode(code: string, vendor?: string) {
  const prefix = vendor ? `${vendor.toLowerCase()}-` : '';
  const bare = prefix && code.toLowerCase().startsWith(prefix) ? code.slice(prefix.length) : code;
  return bare
    .split(/[-_.\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** Han, kana and hangul, and their punctuation: drawn about one em wide, and a line may break between any two. */
const WIDE = /[\u1100-\u11ff\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/u;

/** Width of a caption in narrow characters: a wide character counts as two. */
export function captionWidth(text: string) {
  let width = 0;
  for (const char of text) width += WIDE.test(char) ? 2 : 1;
  return width;
}

/** Words, with each wide character a word of its own that joins its neighbours without a space. */
function wordsOf(text: string) {
  const words: { text: string; spaced: boolean }[] = [];
  for (const chunk of text.split(/\s+/).filter(Boolean)) {
    let spaced = true;
    for (const piece of chunk.split(/([\u1100-\u11ff\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef])/u)) {
      if (!piece) continue;
      words.push({ text: piece, spaced });
      spaced = false;
    }
  }
  return words;
}

/**
 * Words into at most `maxLines` lines of about `width` narrow characters (wide ones count twice, and a line breaks
 * between them as Chinese text does); text that does not fit ends in an ellipsis.
 */
export function wrapCaption(text: string, width: number, maxLines: number) {
  const lines: string[] = [];
  let line = '';
  for (const word of wordsOf(text)) {
    const next = line ? `${line}${word.spaced ? ' ' : ''}${word.text}` : word.text;
    if (captionWidth(next) <= width || !line) {
      line = next;
      continue;
    }
    lines.push(line);
    line = word.text;
  }
  if (line) lines.push(line);
  const kept = lines.slice(0, maxLines).map((l) => clip(l, width + 1));
  const last = kept.length - 1;
  if (lines.length > maxLines && last >= 0 && !kept[last]?.endsWith('…')) {
    const ending = lastIsWide(kept[last] ?? '') ? '…' : ' …';
    kept[last] = clip(`${kept[last]}${ending}`, width + 1);
  }
  return kept;
}

const lastIsWide = (text: string) => WIDE.test([...text].at(-1) ?? '');

/** Text cut to `width` narrow characters, the last one an ellipsis when something was cut. */
const clip = (text: string, width: number) => {
  if (captionWidth(text) <= width) return text;
  let kept = '';
  for (const char of text) {
    if (captionWidth(`${kept}${char}`) > width - 1) break;
    kept += char;
  }
  return `${kept}…`;
};

interface Palette {
  from: string;
  to: string;
  accent: string;
}

function paletteOf(hash: number): Palette {
  const hue = hash % 360;
  const shift = 30 + ((hash >>> 9) % 90);
  const saturation = 55 + ((hash >>> 17) % 25);
  return {
    from: `hsl(${hue} ${saturation}% 48%)`,
    to: `hsl(${(hue + shift) % 360} ${saturation + 10}% 22%)`,
    accent: `hsl(${(hue + 180) % 360} 85% 70%)`,
  };
}

/** One of a few simple geometric motifs, drawn in translucent white over the gradient. */
function motif(hash: number, width: number, height: number, accent: string) {
  const cx = width * (0.55 + ((hash >>> 3) % 30) / 100);
  const cy = height * (0.3 + ((hash >>> 11) % 25) / 100);
  const r = Math.min(width, height);
  switch (((hash ^ (hash >>> 16)) >>> 0) % 4) {
    case 0: // concentric rings
      return [0.18, 0.3, 0.42, 0.54]
        .map(
          (f, i) =>
            `<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${(r * f).toFixed(1)}" fill="none" stroke="#fff" stroke-opacity="${(0.22 - i * 0.04).toFixed(2)}" stroke-width="${(r * 0.03).toFixed(1)}"/>`,
        )
        .join('');
    case 1: {
      // a lattice of diamonds
      const step = r / 5;
      const cells: string[] = [];
      for (let x = 0; x <= width + step; x += step) {
        for (let y = 0; y <= height * 0.7; y += step) {
          const s = step * 0.28;
          cells.push(
            `<path d="M${x.toFixed(1)} ${(y - s).toFixed(1)}l${s.toFixed(1)} ${s.toFixed(1)}l${(-s).toFixed(1)} ${s.toFixed(1)}l${(-s).toFixed(1)} ${(-s).toFixed(1)}z"/>`,
          );
        }
      }
      return `<g fill="#fff" fill-opacity="0.12">${cells.join('')}</g>`;
    }
    case 2: {
      // rays from a sun
      const rays: string[] = [];
      for (let i = 0; i < 12; i += 1) {
        const a = (i / 12) * Math.PI * 2;
        const b = a + Math.PI / 24;
        const far = r * 1.2;
        rays.push(
          `<path d="M${cx.toFixed(1)} ${cy.toFixed(1)}L${(cx + Math.cos(a) * far).toFixed(1)} ${(cy + Math.sin(a) * far).toFixed(1)}L${(cx + Math.cos(b) * far).toFixed(1)} ${(cy + Math.sin(b) * far).toFixed(1)}z"/>`,
        );
      }
      return `<g fill="#fff" fill-opacity="0.09">${rays.join('')}</g><circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${(r * 0.14).toFixed(1)}" fill="${accent}" fill-opacity="0.55"/>`;
    }
    default: {
      // overlapping hexagons
      const hex = (x: number, y: number, s: number) =>
        `<path d="${Array.from({ length: 6 }, (_, i) => {
          const a = (Math.PI / 3) * i + Math.PI / 6;
          return `${i === 0 ? 'M' : 'L'}${(x + Math.cos(a) * s).toFixed(1)} ${(y + Math.sin(a) * s).toFixed(1)}`;
        }).join('')}z"/>`;
      return `<g fill="none" stroke="#fff" stroke-opacity="0.2" stroke-width="${(r * 0.025).toFixed(1)}">${hex(cx, cy, r * 0.3)}${hex(cx - r * 0.22, cy + r * 0.12, r * 0.18)}${hex(cx + r * 0.2, cy + r * 0.2, r * 0.12)}</g>`;
    }
  }
}

interface Layout {
  width: number;
  height: number;
  /** Characters per caption line and the largest caption size. */
  lineChars: number;
  fontSize: number;
}

const layouts: Record<ArtKind, Layout> = {
  game: { width: 300, height: 300, lineChars: 14, fontSize: 34 },
  vendor: { width: 480, height: 200, lineChars: 18, fontSize: 40 },
  category: { width: 240, height: 240, lineChars: 10, fontSize: 34 },
};

/**
 * The SVG document: gradient, motif and the caption at the bottom. No vendor badge: the tile names the vendor under the
 * art by its display name, and a code (HOUSE, TCG_VN) means nothing to a player.
 */
export function renderArt(request: ArtRequest, caption: string): string {
  const { width, height, lineChars, fontSize } = layouts[request.kind];
  const hash = hashName(`${request.kind}:${request.vendor}:${request.code}`);
  const palette = paletteOf(hash);
  const lines = wrapCaption(caption || request.code, lineChars, 2);
  const longest = Math.max(1, ...lines.map(captionWidth));
  const size = Math.max(14, Math.min(fontSize, Math.floor((width * 0.84) / (longest * 0.64))));
  const lineHeight = size * 1.15;
  const bottom =
    request.kind === 'vendor' ? height / 2 + ((lines.length - 1) * lineHeight) / 2 + size * 0.35 : height - size * 0.8;
  const anchorX = request.kind === 'game' ? width * 0.08 : width / 2;
  const anchor = request.kind === 'game' ? 'start' : 'middle';
  const text = lines
    .map(
      (line, i) =>
        `<text x="${anchorX.toFixed(1)}" y="${(bottom - (lines.length - 1 - i) * lineHeight).toFixed(1)}" text-anchor="${anchor}">${escapeXml(line)}</text>`,
    )
    .join('');
  const title = escapeXml(caption || request.code);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${title}" xml:lang="${request.language === 'CN' ? 'zh-CN' : 'en'}" font-family="system-ui,-apple-system,'Segoe UI',Roboto,'PingFang SC','Microsoft YaHei','Noto Sans CJK SC',sans-serif"><title>${title}</title><defs><clipPath id="c"><rect width="${width}" height="${height}"/></clipPath><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/></linearGradient><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0.45" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.45"/></linearGradient></defs><g clip-path="url(#c)"><rect width="${width}" height="${height}" fill="url(#g)"/>${motif(hash, width, height, palette.accent)}<rect width="${width}" height="${height}" fill="url(#s)"/><g font-size="${size}" font-weight="800" fill="#fff">${text}</g></g></svg>`;
}
