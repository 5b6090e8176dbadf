import * as React from 'react'

/**
 * Inline scripts a script policy can allow by hash. A built page's inline scripts keep the same
 * text on every page and from one build to the next: what differs (the page's path, the build's
 * script files, the API's address) is data beside them, in a `<script type="application/json">`
 * that browsers do not run and a policy does not govern. Their hashes then change only with the
 * code, and the few the build writes for deploy/nginx's script policy (script-policy.ts) do not
 * grow with the pages (docs/deploy.md, "Content Security Policy").
 */

/** `value` as the text of a `<script>` element: JSON, with `<` escaped so no tag can end it. */
export const jsonText = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c')

/** A data block the page's inline scripts read (`readPageData`): no browser runs it. */
export const jsonData = (id: string, value: unknown): React.ReactElement =>
  React.createElement('script', {
    key: id,
    id,
    type: 'application/json',
    dangerouslySetInnerHTML: { __html: jsonText(value) },
  })
