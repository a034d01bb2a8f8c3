// The runtime as a generated engine sees it: everything an emitted module imports, under one
// package subpath (`fairyforge/runtime`), so an engine written into another project imports
// it by name rather than by a path into this repository.

export { anyEnPassantMoves } from './rules/any-ep.ts';
export { AttackTables } from './legal/attacks.ts';
export { approachRide, jumpLeap, jumpRide, landTaking, removeAround, shoot, withdrawalRide } from './generate/captures.ts';
export { dropDuplicates } from './generate/duplicates.ts';
export { fuse, split } from './rules/fusion.ts';
export { dropMoves } from './rules/hand.ts';
export { inPlacePromotions } from './rules/promotion-in-place.ts';
export type { MoveGenerator } from './generate/generator.ts';
export { GeneratedGenerator } from './generate/generated-generator.ts';
export { squareSet } from './rules/confinement.ts';
export { castlingMoves, doubleStep, enPassant, isEnPassantTarget, land, landUnpromoted } from './generate/landing.ts';
export type { MoveBuffer } from './moves.ts';
export type { Position } from './state/position.ts';
export type { VariantTables } from './tables/tables.ts';
