// The record screen's presence for the parts that show it: the avatars in the header, the marks on fields.
import { createContext, useContext } from 'react';
import type { Presence } from './usePresence';

const PresenceContext = createContext<Presence | undefined>(undefined);
export const PresenceProvider = PresenceContext.Provider;

/** Undefined outside a persisted record's screen (a creation has nobody else on it). */
export const usePresenceContext = (): Presence | undefined => useContext(PresenceContext);
