// The session user (GET /api/auth/me, POST /api/auth/login): who is logged in, their rights and permitted sites.
import { rightsObject } from './common.js';

const siteSummary = {
  type: 'object',
  properties: {
    _id: { type: 'string' },
    label: { type: 'string' },
    domain: { type: 'string' },
    isProd: { type: 'boolean' },
    logo: { type: 'string' },
  },
} as const;

export const sessionUserReply = {
  type: 'object',
  additionalProperties: false,
  properties: {
    _id: { type: 'string' },
    login: { type: 'string' },
    isDeveloper: { type: 'boolean' },
    superAdmin: { type: 'boolean' },
    siteIds: { type: 'array', items: { type: 'string' } },
    rights: rightsObject,
    sites: { type: 'array', items: siteSummary },
    env: { type: 'string' },
  },
} as const;
