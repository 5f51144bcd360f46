// The super-admin tools of commerce (spec 001 §2 tools page), for the tools page's registry: each takes the chosen site.
// Not lazy of their own: the tools page is a lazy chunk already, and a lazy tool inside it never left its fallback.
export { default as VerifyPaymentsTool } from './VerifyPaymentsTool';
export { default as GenerateGiftCodesTool } from './GenerateGiftCodesTool';
