// The runtime as a generated engine sees it: everything an emitted module imports, under one
// package subpath (`fairyforge/runtime`), so an engine written into another project imports
// it by name rather than by a path into this repository.

export { anyEnPassantMoves } from './any-ep.ts';
export { AttackTables } from './attacks.ts';
export { approachRide, jumpLeap, jumpRide, landTaking, removeAround, shoot, withdrawalRide } from './captures.ts';
export { dropDuplicates } from './duplicates.ts';
export { fuse, split } from './fusion.ts';
export { dropMoves } from './hand.ts';
export { inPlacePromotions } from './promotion-in-place.ts';
export type { MoveGenerator } from './generator.ts';
export { GeneratedGenerator } from './generated-generator.ts';
export { squareSet } from './confinement.ts';
export { castlingMoves, doubleStep, enPassant, isEnPassantTarget, land, landUnpromoted } from './landing.ts';
export type { MoveBuffer } from './moves.ts';
export type { Position } from './position.ts';
export type { VariantTables } from './tables.ts';
