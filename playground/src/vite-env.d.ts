/// <reference types="vite/client" />

/** The package's version, from package.json (playground/vite.config.ts's `define`). */
declare const FAIRYFORGE_VERSION: string;
