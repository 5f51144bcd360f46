// Signing in with a password, signing out, and who is signed in (POST /api/auth/login, POST /api/auth/logout,
// GET /api/auth/me), and what they rest on: sessions (random tokens stored hashed), the login throttle every password
// or factor check counts in, and the failed checks of anonymous callers (API tokens, webhook signatures, ingestion
// keys). app.ts builds the AuthService and hands it to the session plugin (server/plugins/session.ts) as its
// session store. A second factor is the sign-in-factors domain's. Not a plugin: app.ts calls authRoutes beside the
// other core routes.
export { authRoutes } from './routes.js';
export { AuthService, hashToken, sessionKeyOf, type LiveSession, type SecondStep } from './service.js';
export { LoginThrottle, tooManyAttempts } from './loginThrottle.js';
export { FailedChecks, type CheckKind } from './failedChecks.js';
