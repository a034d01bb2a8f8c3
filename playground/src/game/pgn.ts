// A game as PGN: the seven-tag roster, `Variant`, `SetUp`/`FEN` when the game starts away from
// the variant's start position, the moves in SAN numbered from the FEN's move number (`3...`
// when Black moves first), and the result. Tag values are escaped as PGN says (\" and \\).

/** What a PGN needs of a game. */
export interface PgnGame {
  readonly variantTitle: string;
  readonly startFen: string;
  /** The variant's own start position: a game from it needs no FEN tag. */
  readonly variantStartFen: string;
  readonly sans: readonly string[];
  /** `1-0`, `0-1`, `1/2-1/2` or `*`. */
  readonly score: string;
  readonly date: Date;
}

function tag(name: string, value: string): string {
  return `[${name} "${value.replace(/[\\"]/g, (c) => '\\' + c)}"]`;
}

function pgnDate(d: Date): string {
  return `${d.getUTCFullYear()}.${String(d.getUTCMonth() + 1).padStart(2, '0')}.${String(d.getUTCDate()).padStart(2, '0')}`;
}

/** The movetext: numbers before White's moves, `n...` before a first move by Black. */
export function movetext(startFen: string, sans: readonly string[], score: string): string {
  const fields = startFen.trim().split(/\s+/);
  let number = Number(fields[5] ?? '1') || 1;
  let black = fields[1] === 'b';
  const tokens: string[] = [];
  for (const [i, san] of sans.entries()) {
    if (!black) tokens.push(`${number}.`);
    else if (i === 0) tokens.push(`${number}...`);
    tokens.push(san);
    if (black) number++;
    black = !black;
  }
  tokens.push(score);
  // PGN keeps lines under 80 characters
  const lines: string[] = [];
  let line = '';
  for (const t of tokens) {
    if (line !== '' && line.length + 1 + t.length > 79) {
      lines.push(line);
      line = t;
    } else line = line === '' ? t : `${line} ${t}`;
  }
  lines.push(line);
  return lines.join('\n');
}

export function gamePgn(game: PgnGame): string {
  const tags = [
    tag('Event', 'fairyforge playground'),
    tag('Site', '?'),
    tag('Date', pgnDate(game.date)),
    tag('Round', '-'),
    tag('White', '?'),
    tag('Black', '?'),
    tag('Result', game.score),
    tag('Variant', game.variantTitle),
  ];
  if (game.startFen !== game.variantStartFen) tags.push(tag('SetUp', '1'), tag('FEN', game.startFen));
  return `${tags.join('\n')}\n\n${movetext(game.startFen, game.sans, game.score)}\n`;
}
