/** Gatsby's router fork ships no types; only what the site uses is declared. */
declare module '@gatsbyjs/reach-router' {
  export function useLocation(): Location
}
