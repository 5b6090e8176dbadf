// @ts-check
/**
 * A webpack loader for the server build only (onCreateWebpackConfig, stage build-html): it changes how
 * gatsby-plugin-image writes a picture into a page's HTML. As published, every GatsbyImage is written
 * twice, once hidden with `data-src` for a script to load, once inside `<noscript>` for browsers
 * without JavaScript, followed by its own copy of a 640-byte inline script that loads every hidden
 * picture of the page. A product page shows ten pictures: 17 of its 81 KB, a fifth of the time its
 * HTML takes to render, written 40,000 times by a full build of 10,000 pictures.
 *
 * Here a picture is written once, with its real `src`, `srcset` and `loading` (every browser the shop
 * supports loads lazily by itself), and without the script. It shows without JavaScript, so the
 * `<noscript>` copy has nothing left to do. The browser keeps this markup as it is: gatsby-plugin-image
 * only listens for its load. The picture is made visible by CSS (catalogue-image.module.css), not by
 * the script's fade-in.
 *
 * The loader edits the package's minified module, so it names what it expects and fails the build
 * when an update of gatsby-plugin-image no longer has it.
 */

/** The published MainImage: the picture, then the same picture in `<noscript>`. */
const mainImage =
  'D=function(t){return e.createElement(e.Fragment,null,e.createElement(L,n({},t)),e.createElement("noscript",null,e.createElement(L,n({},t,{shouldLoad:!0}))))};'
/** The picture once, with its sources set. */
const mainImageOnce = 'D=function(t){return e.createElement(L,n({},t,{shouldLoad:!0}))};'

/** The inline script each picture writes after itself: from its start to the next declaration. */
const pictureScriptStart = 'H=function(){return e.createElement("script",{type:"module",'
const pictureScriptEnd = '}})},F='
const noScript = 'H=function(){return null},F='

/**
 * @param {string} source gatsby-plugin-image's dist/gatsby-image.module.js
 * @returns {string}
 */
function writePicturesOnce(source) {
  for (const expected of [mainImage, pictureScriptStart]) {
    if (source.split(expected).length !== 2)
      throw new Error(
        `server-picture-loader: gatsby-plugin-image's module no longer contains ${JSON.stringify(expected.slice(0, 60))}… exactly once; update plugins/gatsby-plugin-build-scale/src/server-picture-loader.cjs for its new version`,
      )
  }
  const scriptStart = source.indexOf(pictureScriptStart)
  const scriptEnd = source.indexOf(pictureScriptEnd, scriptStart)
  if (scriptEnd < 0)
    throw new Error(
      `server-picture-loader: the end of gatsby-plugin-image's picture script is not where expected`,
    )
  return (
    source.slice(0, scriptStart) +
    noScript +
    source.slice(scriptEnd + pictureScriptEnd.length)
  ).replace(mainImage, mainImageOnce)
}

// webpack calls the module itself with the source; tests call it by name.
module.exports = writePicturesOnce
module.exports.writePicturesOnce = writePicturesOnce
