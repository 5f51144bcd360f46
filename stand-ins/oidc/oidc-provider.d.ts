// oidc-provider ships no types; the stand-in uses a small part of it (stand-ins/oidc/server.ts).
declare module 'oidc-provider' {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const Provider: any;
  export default Provider;
}
