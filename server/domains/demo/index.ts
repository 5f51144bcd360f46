// The demo (design.md §9): everything that exists only in demo mode. At the first start, the demo sites, records,
// generated volume (DEMO_VOLUME) and files (seed.ts, given to services/seed.ts by server/main.ts); at each start, the
// local stand-ins filled to match: the payment simulator (from the commerce domain) and the video servers (main.ts).
// Not a Fastify plugin: the seed runs before the app is built. Its SQL is in storage/, like statistics/storage.
export { seedDemo, type DemoSeedOptions } from './seed.js';
export { seedStandIn } from './stripeStandIn.js';
export { startDemoVideoServers, type DemoVideoServers } from './videoServers.js';
export { parseDemoVolume } from './volumeSetting.js';
