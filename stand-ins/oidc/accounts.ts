// The simulator's people: demo accounts with their groups, as a company directory would hold them. Tests change a
// person's groups (PUT /_simulateur/accounts/{login}/groups) to play "removed from a group at the provider".

export interface DemoAccount {
  /** The provider's subject (`sub`): stable, never the e-mail. */
  sub: string;
  login: string;
  name: string;
  email: string;
  emailVerified: boolean;
  groups: string[];
}

/** Every demo account's password on the simulator's login screen (shown on it). */
export const DEMO_PASSWORD = 'demo';

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { sub: 'sim-0001', login: 'claire', name: 'Claire Martin', email: 'claire.martin@simulateur.local', emailVerified: true, groups: ['redaction'] },
  {
    sub: 'sim-0002',
    login: 'paul',
    name: 'Paul Durand',
    email: 'paul.durand@simulateur.local',
    emailVerified: true,
    groups: ['redaction', 'boutique'],
  },
  { sub: 'sim-0003', login: 'ines', name: 'Inès Petit', email: 'ines.petit@simulateur.local', emailVerified: true, groups: ['stagiaires'] },
  { sub: 'sim-0004', login: 'marc', name: 'Marc Leroy', email: 'marc.leroy@simulateur.local', emailVerified: false, groups: ['redaction'] },
];

/** The simulator's directory, in memory: a restart brings the demo accounts back as they were. */
export class Directory {
  private readonly accounts = new Map<string, DemoAccount>();

  constructor(seed: readonly DemoAccount[] = DEMO_ACCOUNTS) {
    for (const a of seed) this.accounts.set(a.sub, { ...a, groups: [...a.groups] });
  }

  list(): DemoAccount[] {
    return [...this.accounts.values()];
  }

  bySub(sub: string): DemoAccount | undefined {
    return this.accounts.get(sub);
  }

  byLogin(login: string): DemoAccount | undefined {
    const key = login.trim().toLowerCase();
    return this.list().find((a) => a.login === key || a.email === key);
  }

  /** Adds (or replaces) an account: tests make people of their own so that they share no state. */
  put(account: DemoAccount): void {
    this.accounts.set(account.sub, { ...account, groups: [...account.groups] });
  }

  setGroups(login: string, groups: string[]): DemoAccount | undefined {
    const account = this.byLogin(login);
    if (account) account.groups = [...groups];
    return account;
  }
}
