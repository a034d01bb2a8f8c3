#!/usr/bin/env node
// The `fairyforge` command: runs the CLI compiled to dist/ (`npm run build`, which `npm install`
// runs through the prepare script). For the sources: node --conditions=fairyforge-source --import tsx cli/main.ts
await import('../dist/cli/main.js');
