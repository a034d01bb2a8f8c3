// Placeholder for the library entry point (`import … from 'fairyforge'`), so that the build and
// the package's `exports["."]` have a module to point at. Helper h8 writes the real one (API.md).
export {};
