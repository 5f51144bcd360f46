// One's second factors as GET /api/account/factors answers them (server/domains/sign-in-factors, src/account).

export interface FactorStatus {
  totp: boolean;
  recoveryCodesLeft: number;
  passkeys: { id: string; name: string; createdAt: string; lastUsedAt: string | null }[];
  /** The policy requires a factor of this account. */
  required: boolean;
  /** A factor was given on this session within the last minutes: sensitive changes go through. */
  verifiedRecently: boolean;
}
