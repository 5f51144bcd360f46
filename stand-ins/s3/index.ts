// S3 stand-in: `startS3StandIn({ dir })` serves the object API the console's S3 driver uses on a loopback port.
export { startS3StandIn, type S3StandIn } from './server.js';
