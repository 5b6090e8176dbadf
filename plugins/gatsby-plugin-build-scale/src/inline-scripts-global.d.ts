/**
 * The page's inline scripts as the build compiles them: each `<name>.inline.ts` module's text
 * (inline-script-texts.cjs), defined by webpack's DefinePlugin and by jest. The module that puts a
 * script into pages declares its name in `InlineScripts`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by each script's module
interface InlineScripts {}

declare const INLINE_SCRIPTS: InlineScripts
