// The demo (design.md §9): everything that exists only in demo mode. At the first start, the demo sites and records
// (seed.ts, given to the catalogue domain's seed by server/main.ts) and the plan of the rest; once the server is
// ready, the generated volume (DEMO_VOLUME) and the files, as the DEMO_FILL job (plugin.ts, fill.ts); at each start,
// the local stand-ins filled to match: the payment simulator (from the commerce domain) and the video servers (main.ts).
// Its SQL is in storage/, like statistics/storage.
export { demoFilling, fillDemo, writeDemoVideoSources } from './fill.js';
export { demoDomain } from './plugin.js';
export { seedDemo } from './seed.js';
export { seedStandIn } from './stripeStandIn.js';
export { startDemoVideoServers } from './videoServers.js';
