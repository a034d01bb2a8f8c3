// Fairy-Stockfish's reading of a Betza string, said in the language's Betza. Where the two
// readings differ, the group is rewritten: FSF doubles a lone direction letter (fN is its two
// narrow forward leaps, our ffN); its `i` means "from the double-step region", said here with
// the move's `ranks`; its `e` (en passant) is the piece's takesEnPassant; its left and right are
// each side's own (`leftRight: relative`, set by the caller when any group says l or r).

import type { MoveEntry } from '../../schema/spec-types.ts';
import { parseBetza } from '../../schema/betza.ts';

export interface BetzaTranslation {
  readonly betza: string;
  readonly moves: MoveEntry[];
  readonly takesEnPassant: boolean;
  readonly sided: boolean;
}

const OBLIQUE = new Set(['N', 'C', 'Z', 'L', 'J']);
const DIRECTIONS = 'fbrlvsh';

/** Our reading of FSF's Betza, or why it cannot be said; `initialRanks` are the ranks of FSF's i moves. */
export function translateBetza(fsf: string, initialRanks: readonly number[] | undefined, lamePath?: 'orthogonal-first'): BetzaTranslation | string {
  let betza = '';
  const moves: MoveEntry[] = [];
  let takesEnPassant = false;
  let sided = false;
  const groups = /([a-z]*)([A-Z])(\2|\d+)?/gy;
  let last = 0;
  for (let m = groups.exec(fsf); m; m = groups.exec(fsf)) {
    last = groups.lastIndex;
    const [, modifiers = '', atom = '', range = ''] = m;
    let mods = modifiers;
    const unsupported = /[^mcpgnibfrlvshe]/.exec(mods);
    if (unsupported) return `Betza modifier ${unsupported[0]} in ${fsf} is not in the language`;
    if (mods.includes('e')) takesEnPassant = true;
    const initial = mods.includes('i');
    mods = mods.replace(/[ei]/g, '');
    if (OBLIQUE.has(atom)) mods = doubleLoneDirections(mods);
    if (/[lr]/.test(mods)) sided = true;
    const group = `${mods}${atom}${range}`;
    if (initial) {
      if (initialRanks === undefined) return `the i move ${group} needs whole ranks as the double-step region`;
      if (initialRanks.length > 0) moves.push({ betza: group, ranks: [...initialRanks] });
    } else if (lamePath) moves.push({ betza: group, lamePath });
    else betza += group;
  }
  if (last !== fsf.length) return `Betza ${fsf} is not read past ${fsf.slice(last)}`;
  for (const text of [betza, ...moves.map((m) => ('betza' in m ? m.betza : ''))]) {
    const ours = text === '' ? undefined : parseBetza(text);
    if (ours && !ours.ok) return `Betza ${fsf}: ${ours.error}`;
  }
  return { betza, moves, takesEnPassant, sided };
}

/** FSF reads a direction letter not paired with another as doubled (f = ff on a knight). */
function doubleLoneDirections(mods: string): string {
  let out = '';
  for (let i = 0; i < mods.length; i++) {
    const c = mods[i]!;
    if (!DIRECTIONS.includes(c)) {
      out += c;
      continue;
    }
    const next = mods[i + 1];
    const vertical = 'fbv'.includes(c);
    const pairs = next !== undefined && (next === c || (vertical ? 'rlsh'.includes(next) : 'fbvh'.includes(next)) || (c === 'h' && 'fbrl'.includes(next)));
    if (pairs) {
      out += c + next;
      i++;
    } else out += c + c;
  }
  return out;
}
