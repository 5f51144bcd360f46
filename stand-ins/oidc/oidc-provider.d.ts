// oidc-provider ships no types: the little of it the stand-in uses (stand-ins/oidc/server.ts).
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  /** Koa's context as the stand-in's hooks touch it. */
  export interface KoaContext {
    path: string;
    type: string;
    body: unknown;
  }

  export interface Interaction {
    uid: string;
    prompt: { name: string };
    params: Record<string, unknown>;
    session?: { accountId?: string };
  }

  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    Grant: new (owner: { clientId: unknown; accountId?: string }) => { addOIDCScope(scope: string): void; save(): Promise<string> };
    use(middleware: (ctx: KoaContext, next: () => Promise<void>) => Promise<void>): void;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
  }
}
