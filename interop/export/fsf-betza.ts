// What a Fairy-Stockfish Betza string means, as a set of move keys: our reading of FSF's own
// subset (atoms W F D N A H C Z G K and riders R B Q, modalities m c, hoppers p g, lame n,
// initial i, FSF's two-letter direction pairs). The exporter writes a piece's moves in this
// subset and reads them back here: what it writes must mean exactly what the plan says.

/** One move key: `kind dx,dy modality distance`, White's view (dy forward). */
export type MoveKey = string;

const LEAPERS: Readonly<Record<string, readonly (readonly [number, number])[]>> = {
  W: [[1, 0]], F: [[1, 1]], D: [[2, 0]], N: [[2, 1]], A: [[2, 2]], H: [[3, 0]], C: [[3, 1]], L: [[3, 1]],
  Z: [[3, 2]], J: [[3, 2]], G: [[3, 3]], K: [[1, 0], [1, 1]],
};
const RIDERS: Readonly<Record<string, readonly (readonly [number, number])[]>> = { R: [[1, 0]], B: [[1, 1]], Q: [[1, 0], [1, 1]] };
const VERTICALS = 'fbvh';
const HORIZONTALS = 'rlsh';

/**
 * The eight images of an atom (first, second) and the direction pairs that select each, in
 * FSF's order: (dx, dy) = (second, first), (-second, -first), (first, -second), (-first, second),
 * (first, second), (-first, -second), (second, -first), (-second, first).
 */
function images(first: number, second: number): { v: readonly [number, number]; dirs: readonly string[] }[] {
  return [
    { v: [second, first], dirs: ['ff', 'vv', 'rf', 'rv', 'fh', 'rh', 'hr'] },
    { v: [-second, -first], dirs: ['bb', 'vv', 'lb', 'lv', 'bh', 'lh', 'hr'] },
    { v: [first, -second], dirs: ['rr', 'ss', 'br', 'bs', 'bh', 'rh', 'hr'] },
    { v: [-first, second], dirs: ['ll', 'ss', 'fl', 'fs', 'fh', 'lh', 'hr'] },
    { v: [first, second], dirs: ['rr', 'ss', 'fr', 'fs', 'fh', 'rh', 'hl'] },
    { v: [-first, -second], dirs: ['ll', 'ss', 'bl', 'bs', 'bh', 'lh', 'hl'] },
    { v: [second, -first], dirs: ['bb', 'vv', 'rb', 'rv', 'bh', 'rh', 'hl'] },
    { v: [-second, first], dirs: ['ff', 'vv', 'lf', 'lv', 'fh', 'lh', 'hl'] },
  ];
}

/** A move key from its parts: `step`, `lame`, `ride` (distance 0 = unlimited), `hop` (0 cannon, 1 grasshopper). */
export function moveKey(kind: 'step' | 'lame' | 'ride' | 'hop', dx: number, dy: number, modality: 'm' | 'c', distance: number, initial: boolean): MoveKey {
  return `${initial ? 'i' : ''}${kind} ${dx},${dy} ${modality} ${distance}`;
}

/** The move keys of an FSF Betza string (characters FSF skips are skipped here too). */
export function fsfMoves(betza: string): Set<MoveKey> {
  const out = new Set<MoveKey>();
  let modalities: ('m' | 'c')[] = [];
  let hopper = false;
  let grass = false;
  let lame = false;
  let initial = false;
  let dirs: string[] = [];
  for (let i = 0; i < betza.length; i++) {
    const c = betza[i];
    if (c === 'm' || c === 'c') modalities.push(c);
    else if (c === 'p' || c === 'g') {
      hopper = true;
      grass ||= c === 'g';
    } else if (c === 'n') lame = true;
    else if (c === 'i') initial = true;
    else if (VERTICALS.includes(c) || HORIZONTALS.includes(c)) {
      const c2 = betza[i + 1];
      if (c2 !== undefined && (c2 === c || (VERTICALS.includes(c) && HORIZONTALS.includes(c2)) || (HORIZONTALS.includes(c) && VERTICALS.includes(c2)))) {
        dirs.push(c + c2);
        i++;
      } else dirs.push(c + c);
    } else if (c in LEAPERS || c in RIDERS) {
      let rider = c in RIDERS;
      let distance = grass ? 1 : 0;
      const next = betza[i + 1];
      if (next !== undefined && (/[0-9]/.test(next) || next === c)) {
        rider = true;
        if (/[0-9]/.test(next)) distance = Number(next);
        i++;
      }
      const atoms = RIDERS[c] ?? LEAPERS[c];
      const kind = hopper ? 'hop' : rider ? 'ride' : lame ? 'lame' : 'step';
      for (const [first, second] of atoms) {
        // FSF splits a two-letter pair on an orthogonal atom into its two letters (fsW = fW + sW)
        const own = atoms.length === 1 && second === 0 ? dirs.flatMap((d) => (d[0] !== d[1] ? [d[0] + d[0], d[1] + d[1]] : [d])) : dirs;
        for (const { v, dirs: sel } of images(first, second)) {
          if (own.length > 0 && !sel.some((d) => own.includes(d))) continue;
          for (const m of modalities.length > 0 ? modalities : (['m', 'c'] as const)) out.add(moveKey(kind, v[0], v[1], m, kind === 'step' || kind === 'lame' ? 0 : distance, initial));
        }
      }
      modalities = [];
      dirs = [];
      hopper = grass = lame = initial = false;
    }
  }
  return out;
}

/** Fairy-Stockfish's predefined piece types and their Betza, as its variants.ini lists them (the king apart). */
export const FSF_PIECES: readonly (readonly [name: string, betza: string])[] = [
  ['pawn', 'fmWfcF'], ['knight', 'N'], ['bishop', 'B'], ['rook', 'R'], ['queen', 'Q'], ['fers', 'F'], ['alfil', 'A'],
  ['fersAlfil', 'FA'], ['silver', 'FfW'], ['aiwok', 'RNF'], ['bers', 'RF'], ['archbishop', 'BN'], ['chancellor', 'RN'],
  ['amazon', 'QN'], ['knibis', 'mNcB'], ['biskni', 'mBcN'], ['kniroo', 'mNcR'], ['rookni', 'mRcN'], ['shogiPawn', 'fW'],
  ['lance', 'fR'], ['shogiKnight', 'fN'], ['gold', 'WfF'], ['dragonHorse', 'BW'], ['clobber', 'cW'], ['breakthrough', 'fmWfF'],
  ['cannon', 'mRcpR'], ['horse', 'nN'], ['elephant', 'nA'], ['wazir', 'W'], ['commoner', 'K'], ['centaur', 'KN'],
];
