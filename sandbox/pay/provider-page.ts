/**
 * The fake provider pages' HTML: small, real pages with a heading, what is being paid and two
 * buttons in a form (Tab and Enter are enough; approve has the focus). Text only, escaped by
 * hono/html, so an odd return URL or store name cannot inject markup.
 */
import { html } from 'hono/html'
import type { HtmlEscapedString } from 'hono/utils/html'

export interface PageChoice {
  value: string
  label: string
}

export interface ProviderPageModel {
  title: string
  intro: string
  facts: ReadonlyArray<[string, string]>
  /** The two buttons; none when the page only informs. */
  choices: readonly PageChoice[]
  /** A plain link back (an already decided payment). */
  back?: string
}

const style = `
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #f4f5f7; color: #1d1f24; }
  main { max-width: 28rem; margin: 3rem auto; padding: 2rem; background: #fff; border-radius: 12px; box-shadow: 0 2px 12px #0002; }
  h1 { font-size: 1.4rem; margin-top: 0; }
  .sandbox { display: inline-block; font-size: .8rem; padding: .1rem .5rem; border-radius: 4px; background: #ffe9a8; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: .25rem 1rem; }
  dt { color: #555; }
  dd { margin: 0; font-weight: 600; overflow-wrap: anywhere; }
  form { display: flex; gap: 1rem; margin-top: 1.5rem; }
  button, a.back { font: inherit; padding: .6rem 1.2rem; border-radius: 8px; border: 2px solid #1d1f24; background: #fff; color: #1d1f24; cursor: pointer; text-decoration: none; }
  button:first-child { background: #1d1f24; color: #fff; }
  button:focus-visible, a.back:focus-visible { outline: 3px solid #2f6fed; outline-offset: 2px; }
`

export function providerPage(
  page: ProviderPageModel,
): HtmlEscapedString | Promise<HtmlEscapedString> {
  const [first, ...rest] = page.choices
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${page.title} (sandbox)</title>
        <style>
          ${style}
        </style>
      </head>
      <body>
        <main>
          <span class="sandbox">Sandbox</span>
          <h1>${page.title}</h1>
          <p>${page.intro}</p>
          <dl>
            ${page.facts.map(
              ([term, value]) =>
                html`<dt>${term}</dt>
                  <dd>${value}</dd>`,
            )}
          </dl>
          ${
            first
              ? html`<form method="post">
                  <button type="submit" name="decision" value="${first.value}" autofocus>
                    ${first.label}
                  </button>
                  ${rest.map((choice) => html`<button type="submit" name="decision" value="${choice.value}">${choice.label}</button>`)}
                </form>`
              : ''
          }
          ${page.back ? html`<p><a class="back" href="${page.back}">Back to the shop</a></p>` : ''}
        </main>
      </body>
    </html>`
}
