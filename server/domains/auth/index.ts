// Signing in with a password, signing out, and who is signed in (POST /api/auth/login, POST /api/auth/logout,
// GET /api/auth/me). Sessions themselves (tokens, the login throttle, the session user) are the core's AuthService
// (services/auth.ts): the session plugin and the live feed read them below the domains. A second factor is the
// sign-in-factors domain's. Not a plugin: app.ts calls authRoutes beside the other core routes.
export { authRoutes, type AuthRoutesDeps } from './routes.js';
