// One stand-in as a process of its own, for a fleet (issue 21 §2): every console server and worker points at it with
// the setting it prints, so that they all see one mailbox, one GetResponse account, one Stripe account, one video
// server, whichever process sent to it and whichever of them is killed.
//
//   node --import tsx stand-ins/serve.ts smtp|getresponse|stripe|video-server|oidc [--host 127.0.0.1] [--port 0] [--state file.json]
//     [--root dir | --s3-folder dir --bucket name]
//
// --state keeps what it received from one run to the next (as DATA_DIR/stand-ins/*.json does in-process); --root is
// the folder the video server serves (the console's DATA_DIR/files), or --s3-folder and --bucket the S3 stand-in's
// folder (S3_STAND_IN_DIR) and the bucket the console's files are in. It stops on SIGINT or SIGTERM.
import crypto from 'node:crypto';
import { parseArgs } from 'node:util';
import { STAND_IN_CLIENT } from '../model/sso/index.js';
import { DEMO_SEED, STANDALONE_API_KEY } from './getresponse/demoSeed.js';
import { GetResponseStandIn } from './getresponse/index.js';
import { startOidcStandIn } from './oidc/index.js';
import { SmtpStandIn } from './smtp/index.js';
import { startStripeStandIn } from './stripe/index.js';
import type { MediaRoot } from './video-server/files.js';
import { startVideoServerStandIn } from './video-server/index.js';

const KINDS = ['smtp', 'getresponse', 'stripe', 'video-server', 'oidc'] as const;
type Kind = (typeof KINDS)[number];

interface Options {
  host: string;
  port: number;
  state?: string;
  root?: MediaRoot;
}

/** Starts one; answers the settings the servers take, and how to stop it. */
async function start(kind: Kind, o: Options): Promise<{ settings: Record<string, string>; stop: () => Promise<void> }> {
  switch (kind) {
    case 'smtp': {
      const smtp = await SmtpStandIn.start({ host: o.host, port: o.port, snapshotFile: o.state });
      return { settings: { SMTP_URL: smtp.url }, stop: () => smtp.stop() };
    }
    case 'getresponse': {
      const apiKey = process.env.GETRESPONSE_API_KEY || STANDALONE_API_KEY;
      const gr = await GetResponseStandIn.start({ host: o.host, port: o.port, apiKey, seed: DEMO_SEED, snapshotFile: o.state });
      const key: Record<string, string> =
        apiKey === STANDALONE_API_KEY ? {} : { GETRESPONSE_API_KEY: apiKey, GETRESPONSE_LIST_ID: DEMO_SEED.campaigns![0].campaignId };
      return { settings: { GETRESPONSE_API_URL: gr.baseUrl, ...key }, stop: () => gr.stop() };
    }
    case 'stripe': {
      const webhookSecret = process.env.STRIPE_WEBHOOK_SECRET || `whsec_${crypto.randomBytes(24).toString('base64url')}`;
      const stripe = await startStripeStandIn({ host: o.host, port: o.port, snapshotFile: o.state, webhookSecret });
      const url = `http://${o.host}:${stripe.port}`;
      return { settings: { STRIPE_API_URL: url, STRIPE_WEBHOOK_SECRET: webhookSecret }, stop: () => stripe.close() };
    }
    case 'video-server': {
      if (!o.root)
        throw new Error('--root (le dossier DATA_DIR/files de la console) ou --s3-folder et --bucket (le compartiment du simulateur S3) requis');
      const video = await startVideoServerStandIn({ root: o.root, host: o.host, port: o.port });
      return { settings: { DEMO_VIDEO_SERVER_URLS: video.url }, stop: () => video.close() };
    }
    case 'oidc': {
      // Its people live in memory, as the in-process one's do: a restart brings the demo's back.
      const secret = process.env.OIDC_STAND_IN_SECRET || crypto.randomBytes(24).toString('base64url');
      const oidc = await startOidcStandIn({ host: o.host, port: o.port, client: { ...STAND_IN_CLIENT, secret } });
      return { settings: { OIDC_STAND_IN_URL: oidc.issuer, OIDC_STAND_IN_SECRET: secret }, stop: () => oidc.close() };
    }
  }
}

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      host: { type: 'string', default: '127.0.0.1' },
      port: { type: 'string', default: '0' },
      state: { type: 'string' },
      root: { type: 'string' },
      's3-folder': { type: 'string' },
      bucket: { type: 'string' },
    },
  });
  const kind = positionals[0] as Kind;
  if (!KINDS.includes(kind)) throw new Error(`simulateur attendu : ${KINDS.join(', ')}`);
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`--port invalide : ${values.port}`);
  const s3Folder = values['s3-folder'];
  const root = s3Folder && values.bucket ? { s3Folder, bucket: values.bucket } : values.root;
  const { settings, stop } = await start(kind, { host: values.host!, port, state: values.state, root });
  // One line per setting, KEY=value: what the servers' environment takes (a fleet script reads these lines).
  for (const [key, value] of Object.entries(settings)) console.log(`${key}=${value}`);
  console.log(`[stand-in] ${kind} prêt (pid ${process.pid})`);
  const end = () => void stop().finally(() => process.exit(0));
  process.once('SIGINT', end);
  process.once('SIGTERM', end);
}

main().catch((err) => {
  console.error(`[stand-in] ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
