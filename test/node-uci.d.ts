// The parts of the npm UCI client node-uci (plain JavaScript, no types of its own) the tests use.
declare module 'node-uci' {
  import type { EventEmitter } from 'node:events';

  export interface UciInfo {
    depth?: number;
    seldepth?: number;
    nodes?: number;
    score?: { unit: 'cp' | 'mate'; value: number };
    pv?: string;
  }

  export interface GoResult {
    bestmove: string;
    info: UciInfo[];
  }

  export class Engine {
    constructor(filePath: string);
    id: { name?: string; author?: string };
    options: Map<string, unknown>;
    init(): Promise<Engine>;
    isready(): Promise<Engine>;
    setoption(name: string, value?: string): Promise<Engine>;
    ucinewgame(): Promise<Engine>;
    position(fen: string, moves?: string[]): Promise<Engine>;
    go(options: Record<string, number | string[] | boolean>): Promise<GoResult>;
    goInfinite(options?: Record<string, number | string[]>): EventEmitter;
    stop(): Promise<GoResult>;
    quit(): Promise<Engine>;
  }
}
