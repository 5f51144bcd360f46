// The browser's passkey prompts. @simplewebauthn/browser loads when a prompt opens, not with the login page or the
// shell (their initial JavaScript, issue 30's "Keep": within 350 kB gzipped).
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';

export type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON };

const webAuthn = () => import('@simplewebauthn/browser');

/** Asks for a passkey that proves who the person is (an assertion). */
export const promptPasskey = async (optionsJSON: PublicKeyCredentialRequestOptionsJSON) => (await webAuthn()).startAuthentication({ optionsJSON });

/** Asks the browser to create a passkey (a registration). */
export const promptNewPasskey = async (optionsJSON: PublicKeyCredentialCreationOptionsJSON) => (await webAuthn()).startRegistration({ optionsJSON });
