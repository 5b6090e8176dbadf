import { hydrateInSlices } from './src/hydrate'

// Not typed as GatsbyBrowser['replaceHydrateFunction']: Gatsby's types describe React 17's
// ReactDOM.render. Gatsby calls the renderer with <App /> and #___gatsby.
export const replaceHydrateFunction = () => hydrateInSlices
