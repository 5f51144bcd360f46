// Single sign-on (issue 32, part A): why a sign-in through an OpenID provider was refused, in the French the console
// shows. The server refuses with these codes; the login page, sent back with `?ssoError=CODE`, shows the message of its
// code (never a text taken from the address, which anyone could write).
export const SSO_ERRORS = {
  SSO_UNKNOWN_PROVIDER: "Fournisseur d'identité inconnu ou désactivé",
  SSO_BAD_STATE: 'Cette connexion est inconnue ou a déjà servi : recommencez depuis la page de connexion',
  SSO_EXPIRED_STATE: 'Cette connexion a expiré : recommencez depuis la page de connexion',
  SSO_OTHER_BROWSER: "Cette connexion n'a pas été commencée dans ce navigateur : recommencez depuis la page de connexion",
  SSO_BAD_SIGNATURE: "La signature du jeton d'identité n'est pas celle du fournisseur : connexion refusée",
  SSO_BAD_ISSUER: "Le jeton d'identité ne vient pas du fournisseur attendu (émetteur différent) : connexion refusée",
  SSO_BAD_AUDIENCE: "Le jeton d'identité n'est pas destiné à cette console (audience différente) : connexion refusée",
  SSO_BAD_NONCE: "Le jeton d'identité ne correspond pas à cette connexion (nonce différent) : connexion refusée",
  SSO_EXPIRED_TOKEN: "Le jeton d'identité a expiré : recommencez la connexion",
  SSO_BAD_CODE: "Le fournisseur refuse le code d'autorisation (déjà utilisé ou expiré) : recommencez la connexion",
  SSO_DENIED: "Le fournisseur d'identité a refusé la connexion",
  SSO_INVALID_RESPONSE: "La réponse du fournisseur d'identité n'est pas valide : connexion refusée",
  SSO_BAD_PROVIDER: "Le fournisseur d'identité ne se présente pas avec l'émetteur configuré : connexion refusée",
  SSO_REDIRECTED: "Le fournisseur d'identité renvoie vers une autre adresse : connexion refusée",
  SSO_UNREACHABLE: "Le fournisseur d'identité ne répond pas : réessayez plus tard",
  SSO_UNVERIFIED_EMAIL: "Votre adresse e-mail n'est pas vérifiée chez le fournisseur d'identité : connexion refusée",
  SSO_NO_ACCOUNT: "Aucun compte de la console n'est à votre adresse e-mail : demandez à un super administrateur de vous en créer un",
  SSO_NO_GROUP: 'Aucun de vos groupes chez le fournisseur ne donne accès à la console : demandez à un super administrateur',
  SSO_ACCOUNT_DISABLED: 'Votre compte de la console est désactivé ou archivé : demandez à un super administrateur',
  SSO_SECRET_UNREADABLE:
    "Le secret de ce fournisseur d'identité ne se déchiffre pas avec la clé de ce serveur (réglage SECRETS_KEY) : prévenez l'exploitant de la console",
  SSO_FAILED: "La connexion par le fournisseur d'identité a échoué : recommencez",
  SSO_REQUIRED: "Ce compte se connecte par l'authentification unique de l'entreprise : utilisez un bouton « Se connecter avec … »",
} as const;

export type SsoErrorCode = keyof typeof SSO_ERRORS;

/** The message of a code sent back to the login page; any other text gets the general one. */
export const ssoErrorMessage = (code: string): string => (Object.hasOwn(SSO_ERRORS, code) ? SSO_ERRORS[code as SsoErrorCode] : SSO_ERRORS.SSO_FAILED);

/** A provider as the login page lists it (GET /api/auth/sso/providers). */
export interface SsoProviderButton {
  id: string;
  label: string;
  /** The console's local simulator, not a real provider: the page says so. */
  standIn: boolean;
}

/** A provider identity linked to one's account ('Sécurité', GET /api/account/sso-identities). */
export interface SsoIdentity {
  providerId: string;
  /** The provider's button label; its id when the record is gone. */
  providerLabel: string;
  /** The person's identifier at the provider (`sub`). */
  subject: string;
  linkedAt: string;
  lastSignInAt: string;
}

/** The provider record of the local OpenID simulator (design.md §11). */
export const STAND_IN_PROVIDER_ID = 'simulateur-local';

/** The console's client at the simulator, as the console and `stand-ins/serve.ts oidc` both declare it. */
export const STAND_IN_CLIENT = { id: 'console', callbackPath: `/api/auth/sso/${STAND_IN_PROVIDER_ID}/callback` } as const;
