// The session user (GET /api/auth/me, POST /api/auth/login): who is logged in, their rights and permitted sites
// (model/session.ts).
import type { ConsoleUser } from '../../model/session.js';
import type { SiteSummary } from '../../model/sites/index.js';
import { answerOf, rightsObject } from './common.js';

const siteSummary = answerOf<SiteSummary>()({
  _id: { type: 'string' },
  label: { type: 'string' },
  domain: { type: 'string' },
  isProd: { type: 'boolean' },
  logo: { type: 'string' },
});

export const sessionUserReply = answerOf<ConsoleUser>()({
  _id: { type: 'string' },
  login: { type: 'string' },
  isDeveloper: { type: 'boolean' },
  superAdmin: { type: 'boolean' },
  siteIds: { type: 'array', items: { type: 'string' } },
  rights: rightsObject,
  sites: { type: 'array', items: siteSummary },
  env: { type: 'string' },
});
