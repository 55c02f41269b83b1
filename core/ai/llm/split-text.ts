/**
 * Cuts text into pieces of at most `max` characters, preferring to cut where a product record is
 * likely to end: a blank line, then a line break, then a sentence end, then a space. Only the
 * last third of each window is searched, so pieces stay near `max` and their number stays low.
 */
const BOUNDARIES = [/\n\s*\n/g, /\n/g, /[.!?;]\s/g, /\s/g];

function cutPoint(text: string, max: number): number {
  const window = text.slice(0, max + 1);
  const from = Math.floor(max * (2 / 3));
  for (const re of BOUNDARIES) {
    let best = -1;
    for (const m of window.matchAll(re)) {
      const end = m.index + m[0].length;
      if (m.index >= from && end <= max) best = end;
    }
    if (best > 0) return best;
  }
  return max;
}

export function splitText(text: string, max: number): string[] {
  const pieces: string[] = [];
  let rest = text;
  while (rest.length > max) {
    const at = cutPoint(rest, max);
    const piece = rest.slice(0, at).trim();
    if (piece) pieces.push(piece);
    rest = rest.slice(at);
  }
  if (rest.trim()) pieces.push(rest.trim());
  return pieces;
}
