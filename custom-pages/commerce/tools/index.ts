// The super-admin tools of commerce (spec 001 §2 tools page), for the tools page's registry: each takes the chosen site.
import { lazy } from 'react';

export const VerifyPaymentsTool = lazy(() => import('./VerifyPaymentsTool'));
export const GenerateGiftCodesTool = lazy(() => import('./GenerateGiftCodesTool'));
