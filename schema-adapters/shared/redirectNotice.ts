// A redirect that says why: the notice travels in the navigation's state, so that it survives the change of site
// (a new admin) and is shown once by the screen reached (src/shell/RedirectNotice.tsx).

/** Options of navigate() / <Navigate> for a redirect (it replaces the address asked for) that explains itself. */
export const redirectWithNotice = (notice: string) => ({ replace: true, state: { notice } }) as const;

/** The notice a navigation's state carries, if any. */
export const noticeOf = (state: unknown): string | undefined => {
  const notice = (state as { notice?: unknown } | null)?.notice;
  return typeof notice === 'string' && notice ? notice : undefined;
};
