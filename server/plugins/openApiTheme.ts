// The reference page in the console's look: react-admin's light theme (src/shell/theme.ts), i.e. MUI's Roboto stack,
// the app bar's blue (#2196f3), the page's background (#fafafb), and no Swagger branding.

const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="40" viewBox="0 0 320 40">
<text x="0" y="27" font-family="Roboto, Helvetica, Arial, sans-serif" font-size="20" fill="#fff">Console — référence de l'API</text></svg>`;

export const REFERENCE_LOGO = { type: 'image/svg+xml', content: Buffer.from(LOGO_SVG) };

export const REFERENCE_CSS = `
body { background: #fafafb; margin: 0; }
.swagger-ui, .swagger-ui .info .title, .swagger-ui .opblock-tag, .swagger-ui .opblock .opblock-summary-description,
.swagger-ui .btn, .swagger-ui select, .swagger-ui input, .swagger-ui table, .swagger-ui .model-title, .swagger-ui .tab li {
  font-family: "Roboto", "Helvetica", "Arial", sans-serif;
}
.swagger-ui .topbar { background: #2196f3; box-shadow: 0 2px 4px -1px rgba(0,0,0,.2), 0 4px 5px 0 rgba(0,0,0,.14); padding: 8px 0; }
.swagger-ui .topbar .download-url-wrapper { display: none; }
.swagger-ui .info .title { color: rgba(0, 0, 0, 0.87); font-weight: 400; }
.swagger-ui .info a, .swagger-ui a.nostyle { color: #1976d2; }
.swagger-ui .btn.execute, .swagger-ui .btn.authorize { background: #1976d2; border-color: #1976d2; color: #fff; }
.swagger-ui .opblock { border-radius: 4px; box-shadow: 0 1px 3px rgba(0, 0, 0, 0.12); }
`;
