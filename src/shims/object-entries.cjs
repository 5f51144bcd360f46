// node-polyglot (react-admin's translations) asks for the `object.entries` shim, whose es-shims chain (get-intrinsic and
// a dozen helpers) took ~10 ms of every page load's module evaluation: every browser the console supports has it.
module.exports = Object.entries;
