import { describe, expect, it } from 'vitest';
import { htmlToText, renderTemplate } from './render.js';

describe('renderTemplate', () => {
  it('fills known placeholders and keeps unknown ones as written', () => {
    const out = renderTemplate(
      { subject: 'Bonjour [[firstName]]', body: { html: '<p>Merci [[ firstName ]] pour [[product]] ([[inconnu]])</p>' } },
      { firstName: 'Camille', product: 'Abonnement' },
    );
    expect(out.subject).toBe('Bonjour Camille');
    expect(out.html).toBe('<p>Merci Camille pour Abonnement ([[inconnu]])</p>');
    expect(out.text).toBe('Merci Camille pour Abonnement ([[inconnu]])');
  });

  it('escapes values in the HTML and sanitises what the template holds', () => {
    const out = renderTemplate(
      {
        subject: 'Objet [[firstName]]',
        body: { html: '<p onclick="x()">[[firstName]]</p><script>alert(1)</script><a href="javascript:x()">lien</a>' },
      },
      { firstName: '<img src=x onerror=alert(1)>\r\nBcc: victime@example.com' },
    );
    expect(out.html).not.toMatch(/<img|<script|onclick|javascript:/);
    expect(out.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(out.subject).toBe('Objet <img src=x onerror=alert(1)> Bcc: victime@example.com');
  });

  it('gives an empty body for a template without one', () => {
    expect(renderTemplate({ subject: 'Seul' }, {})).toEqual({ subject: 'Seul', html: '', text: '' });
  });
});

describe('htmlToText', () => {
  it('keeps paragraphs (a blank line between them) and line breaks, decodes entities', () => {
    expect(htmlToText('<p>Un &amp; deux</p><p>trois<br>quatre</p>')).toBe('Un & deux\n\ntrois\nquatre');
  });

  it('keeps headings as written, lists as bullets and the address of a link', () => {
    const html = '<h2>Votre offre</h2><ul><li>un</li><li>deux</li></ul><p>Voir <a href="https://exemple.fr/offre">le site</a> &lt;ici&gt;</p>';
    expect(htmlToText(html)).toBe('Votre offre\n\n * un\n * deux\n\nVoir le site [https://exemple.fr/offre] <ici>');
  });
});
