// "New from template": a short spec that extends nothing, each part commented, that loads as is.
export const TEMPLATE = `# A new variant. Every key is described on hover; Ctrl-Space completes.
name: myvariant
title: My variant
board: { files: 6, ranks: 6 }   # up to 16 x 16
pieces:
  - name: pawn
    letter: p
    pawn: true
    betza: mfWcfF      # moves one forward, captures one diagonally forward
  - name: knight
    letter: n
    betza: N           # the knight's leap
  - name: rook
    letter: r
    betza: R           # any distance orthogonally
  - name: king
    letter: k
    royal: true        # checkmate it to win
    betza: K
promotion:
  pieces: [p]
  zones:
    - { rank: -1, mandatory: true }   # the last rank
  choices: [r, n]
goal:
  type: checkmate
  stalemate: draw
start: "rnk1nr/pppppp/6/6/PPPPPP/RNK1NR w - - 0 1"
`;
