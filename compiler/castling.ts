// Castling resolved against the start position: on each side's castling rank the king and, on
// each wing, the outermost piece of a partner type; the king lands two squares towards it or on
// the declared file, the partner next to it on the king's other side (Fairy-Stockfish's
// castlingKingsideFile / castlingQueensideFile, castlingRank, castlingRookPieces). What cannot be
// resolved is a problem of the spec (rule castling-unresolved), not of its start FEN.

import type { CastlingPlan } from '../runtime/plan/pieces.ts';
import { CASTLING_DEFAULTS } from '../runtime/plan/defaults.ts';
import { castlingFiles } from '../runtime/rules/castling.ts';
import { firstField, parseBoardField } from '../schema/fen-board.ts';
import { boardLetters } from '../schema/piece-letters.ts';
import type { VariantSpec } from '../schema/spec-types.ts';

export interface CastlingResolution {
  readonly rules: CastlingPlan[];
  /** Why a side cannot castle as declared, in words (empty when everything resolved). */
  readonly problems: string[];
}

const SIDE = ['White', 'Black'] as const;
const SIDE_KEY = ['white', 'black'] as const;
const WING = { 1: 'kingside', [-1]: 'queenside' } as const;

/** Castling rules of both sides, White's kingside first (the FEN's KQkq order). */
export function resolveCastling(spec: VariantSpec): CastlingResolution {
  const castling = spec.castling!;
  const { files, ranks } = spec.board;
  const letters = boardLetters(spec.pieces);
  const typeOf = (l: string): number => letters.indexOf(l.toLowerCase());
  const partnerTypes = [castling.rook, ...(castling.partners ?? [])].map(typeOf);
  const multi = new Set(partnerTypes).size > 1;
  // placement chess declares the squares on a board of their own: its start position holds no king or rook
  const placed = parseBoardField(castling.board ?? firstField(spec.start).text, { files, ranks, letters }).pieces;
  const rankNo = castling.rank ?? 1;
  const rules: CastlingPlan[] = [];
  const problems: string[] = [];
  const unresolved = new Set<number>();
  const kingless = new Set<number>();
  const castles = (color: number): boolean => castling.side === undefined || castling.side === SIDE_KEY[color];
  const wings = ([1, -1] as const).filter((wing) => castling.wing === undefined || castling.wing === WING[wing]);
  for (const color of [0, 1] as const) {
    // a side the spec leaves out (`side: white`) has no rules: nothing to resolve
    if (!castles(color)) continue;
    const boardRank = color === 0 ? rankNo - 1 : ranks - rankNo;
    const row: number[] = new Array<number>(files).fill(-1);
    for (const p of placed) if (p.rank === boardRank && p.color === color) row[p.file] = p.type;
    const kf = row.indexOf(typeOf(castling.king));
    const where = `${SIDE[color]}'s castling rank (its rank ${rankNo}, rank ${boardRank + 1} of the board)`;
    // a side the start position gives no castling king at all (horde's White) simply never castles
    if (kf < 0 && !placed.some((p) => p.color === color && p.type === typeOf(castling.king))) {
      kingless.add(color);
      continue;
    }
    if (kf < 0) {
      problems.push(`the start position has no ${SIDE[color]} '${castling.king}' on ${where}; \`rank\` declares another castling rank`);
      unresolved.add(color);
      continue;
    }
    const at = (f: number): number => f + boardRank * files;
    const before = rules.length;
    for (const wing of wings) {
      let rf = -1;
      for (let f = kf + wing; f >= 0 && f < files; f += wing) if (partnerTypes.includes(row[f])) rf = f;
      if (rf < 0) continue;
      const declared = wing > 0 ? castling.kingside : castling.queenside;
      const kt = declared ? declared.charCodeAt(0) - 97 : kf + 2 * wing;
      const rt = kt - wing;
      if (kt < 0 || kt >= files || rt < 0 || rt >= files) {
        if (declared) problems.push(`${SIDE[color]}'s ${WING[wing]} castling would put its partner off the ${files}-file board`);
        continue;
      }
      const { empty, passed } = castlingFiles(kf, rf, kt, rt);
      const fenChar = wing > 0 ? 'K' : 'Q';
      rules.push({
        color,
        fenChar: color === 0 ? fenChar : fenChar.toLowerCase(),
        kingType: typeOf(castling.king),
        rookType: row[rf],
        ...CASTLING_DEFAULTS,
        ...(multi && { partners: [...new Set(partnerTypes)] }),
        kingFrom: at(kf),
        kingTo: at(kt),
        rookFrom: at(rf),
        rookTo: at(rt),
        empty: empty.map(at),
        safe: castlesSafely(spec) ? passed.map(at) : [],
      });
    }
    if (rules.length === before) {
      unresolved.add(color);
      const partners = [castling.rook, ...(castling.partners ?? [])].map((l) => `'${l}'`).join(' or ');
      problems.push(`${SIDE[color]}'s king on ${String.fromCharCode(97 + kf)}${boardRank + 1} has no partner (${partners}) on ${where}${castling.wing ? ` on the ${castling.wing}` : ''} that it could castle with`);
    }
  }
  const granted = firstFieldAfter(spec.start);
  for (const ch of granted) {
    const color = ch === ch.toUpperCase() ? 0 : 1;
    const wing = ch.toUpperCase() === 'K' ? 1 : -1;
    if (/[KQkq]/.test(ch) && !castles(color)) problems.push(`the start position grants castling right '${ch}', but only ${SIDE[color ^ 1]} castles (\`side: ${castling.side}\`)`);
    else if (/[KQkq]/.test(ch) && !wings.includes(wing)) problems.push(`the start position grants castling right '${ch}', but castling goes to the ${castling.wing} only (\`wing: ${castling.wing}\`)`);
    else if (/[KQkq]/.test(ch) && kingless.has(color)) problems.push(`the start position grants castling right '${ch}', but ${SIDE[color]} has no '${castling.king}' to castle with`);
    else if (/[KQkq]/.test(ch) && !unresolved.has(color) && !rules.some((r) => r.fenChar === ch)) {
      problems.push(`the start position grants castling right '${ch}', but ${SIDE[color]} has no partner to castle with on the ${ch.toUpperCase() === 'K' ? 'kingside' : 'queenside'}`);
    }
  }
  return { rules, problems };
}

/** The start FEN's castling field ('' when absent or '-'). */
function firstFieldAfter(start: string): string {
  const field = start.trim().split(/\s+/)[2] ?? '-';
  return field === '-' ? '' : field;
}

/** Whether the castling king must not castle out of, through or into attack (default: when it is royal). */
function castlesSafely(spec: VariantSpec): boolean {
  const king = spec.castling!.king.toLowerCase();
  return spec.castling?.safe ?? spec.pieces.some((p) => p.royal && p.letter.toLowerCase() === king);
}
