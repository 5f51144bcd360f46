// The simulator's own screens, in French and tagged "simulateur local": nobody should take them for the company's
// real sign-in page.
import { DEMO_PASSWORD, type DemoAccount } from './accounts.js';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const page = (title: string, body: string) => `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)} — simulateur local</title>
<style>body{font-family:sans-serif;max-width:420px;margin:40px auto;padding:0 16px}.tag{display:inline-block;background:#fff3cd;
border:1px solid #b58100;color:#5c4100;border-radius:4px;padding:2px 8px;font-size:13px}label{display:block;margin-top:12px}
input{width:100%;padding:6px;box-sizing:border-box}button{margin-top:16px;padding:8px 16px}.err{color:#b00020}li{margin:2px 0}</style>
</head><body><p class="tag">Simulateur local du fournisseur d'identité (OpenID Connect) — pas un vrai fournisseur</p>
<h1>${escape(title)}</h1>${body}</body></html>`;

export function loginPage(uid: string, accounts: readonly DemoAccount[], error?: string): string {
  const people = accounts
    .map((a) => `<li><code>${escape(a.login)}</code> — ${escape(a.name)} (groupes : ${escape(a.groups.join(', ') || 'aucun')})</li>`)
    .join('');
  return page(
    'Connexion',
    `${error ? `<p class="err" role="alert">${escape(error)}</p>` : ''}
<form method="post" action="/interaction/${escape(uid)}/login">
<label>Identifiant <input name="login" autocomplete="username" autofocus required maxlength="200"></label>
<label>Mot de passe <input name="password" type="password" autocomplete="current-password" required maxlength="200"></label>
<button type="submit">Se connecter</button>
<button type="submit" name="refuse" value="1" formnovalidate>Refuser la connexion</button></form>
<p>Comptes de démonstration (mot de passe <code>${DEMO_PASSWORD}</code>) :</p><ul>${people}</ul>`,
  );
}

export const logoutPage = (form: string) =>
  page(
    'Déconnexion',
    `${form}<p>Voulez-vous aussi vous déconnecter du fournisseur d'identité ?</p>
<button autofocus type="submit" form="op.logoutForm" value="yes" name="logout">Oui, me déconnecter</button>
<button type="submit" form="op.logoutForm">Non, rester connecté</button>`,
  );

export const loggedOutPage = () => page('Déconnecté', '<p>Vous êtes déconnecté du fournisseur d\u2019identité.</p>');

export const errorPage = (message: string) => page('Erreur', `<p class="err" role="alert">${escape(message)}</p>`);
