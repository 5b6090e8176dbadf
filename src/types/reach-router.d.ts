/** Gatsby's router fork ships no types; only what the site uses is declared. */
declare module '@gatsbyjs/reach-router' {
  export function useLocation(): Location
  /** The history Gatsby navigates with: `listen` hears every route change. */
  export const globalHistory: {
    listen: (
      listener: (event: { location: Location; action: 'PUSH' | 'POP' }) => void,
    ) => () => void
    navigate: (to: string, options?: { replace?: boolean; state?: unknown }) => Promise<void>
  }
}
