import * as React from 'react'
import { useTranslation, useTypeset } from '../../../lib/i18n/translation'
import { useI18next } from '../../../lib/i18n/page-language'
import { Button } from '../../../components/button/button'
import * as formStyles from '../../../components/form/form.module.css'
import { numberKeysOnly } from '../../../components/form/number-keys'
import { defaultLanguage, isLanguage } from '../../../config/languages'
import { formatDimensionsCm, formatMinorUnits } from '../../../lib/format'
import { deliveryDates, formatShortDate } from '@print-shop/shop-domain/working-days'
import { CUSTOM_SIZE, sizeValue, useConfiguration } from '../hooks/use-configuration'
import { useAddToBasket } from '../hooks/use-add-to-basket'
import { useStickyAddBar } from '../hooks/use-sticky-add-bar'
import { MAX_QUANTITY, type ConfiguratorLayout, type ConfiguratorImage } from '../types'
import { CanvasPreview } from './canvas-preview'
import { lazyPart } from '../../../components/prerendered/lazy-part'
import type { CropEditorProps } from './crop-editor'
import type { LowQualityDialogProps } from './low-quality-dialog'
import { PrintQualityHint } from './print-quality-hint'
import { knownUnitPrice } from '../known-price'
import { printQuality } from '@print-shop/shop-domain/print-quality'
import {
  largestAcceptableSize,
  lowQualityAdvice,
  sizeQuality,
} from '@print-shop/shop-domain/size-quality'
import { PrintSuitability } from './quality-advice'
import { useShopFacts } from '../../../lib/shop-facts'
import { FIELD_NAMES, type FormChoices } from '../form-choices'
import { PriceNotice } from '../../../components/price-notice'
import { WithdrawalNote } from '../../../components/withdrawal-note/withdrawal-note'
import { isWithdrawable } from '@print-shop/shop-domain/withdrawal'
import * as styles from './configurator.module.css'
import * as cropStyles from './crop-editor.module.css'

export interface ConfiguratorProps {
  image: ConfiguratorImage
  layouts: readonly ConfiguratorLayout[]
  /** What the pre-rendered form held when this configurator took over from it. */
  start?: FormChoices
  /**
   * How wide the page itself shows the picture (its `sizes`), where it does (the product page): the
   * crop editor then draws that rendition, which the browser has already loaded.
   */
  pictureSizes?: string
}

/** Fields the API may refuse, and the field of this form that shows the message. */
const FIELD_OF: Record<string, string> = {
  layout_id: 'layout',
  paper_id: 'paper',
  custom_width: 'size',
  custom_height: 'size',
  coordinate_x: 'crop',
  coordinate_y: 'crop',
  quantity: 'quantity',
}

/** The crop editor's frame, the picture's shape in its place, while the editor's code loads. */
function CropSpace({ image }: CropEditorProps) {
  return (
    <div className={cropStyles.cropEditor}>
      <div
        className={cropStyles.cropFrame}
        style={{ aspectRatio: `${image.width} / ${image.height}` }}
      />
    </div>
  )
}

/**
 * The crop editor and the low-quality question stay out of the configurator's own code, and come
 * as soon as it is live (`Configurator`): the tap on "crop" or on "add" then shows them in its own
 * frame, not in a placeholder until their code has arrived.
 */
const CropEditor = lazyPart(
  () => import('./crop-editor').then((module) => module.CropEditor),
  CropSpace,
)
const LowQualityDialog = lazyPart<LowQualityDialogProps>(() =>
  import('./low-quality-dialog').then((module) => module.LowQualityDialog),
)

/** The mark of each print quality in the size list: a sign, not a colour. */
const QUALITY_MARK = { good: '✓', acceptable: '◐', low: '⚠' } as const

/** Nothing to subscribe to: whether the page is in the browser never changes. */
const noChanges = () => () => {}

/** The print configurator: layout, paper, size, format and crop, quantity, live price, add. */
export function Configurator({ image, layouts, start, pictureSizes }: ConfiguratorProps) {
  const { t } = useTranslation()
  const typeset = useTypeset()
  const thresholds = useShopFacts().printQuality
  const { language } = useI18next()
  const config = useConfiguration(layouts, image, start)
  const { choices, layout, paper, print, range } = config
  const basket = useAddToBasket(image, isLanguage(language) ? language : defaultLanguage)
  const id = React.useId()
  // "Today" is the shopper's, in Prague time. The build's HTML cannot know it: its line there is
  // the build's, hidden, to hold the line's space until the browser writes its own.
  const [today] = React.useState(() => new Date())
  const now = React.useSyncExternalStore(
    noChanges,
    () => today,
    () => null,
  )
  React.useEffect(() => {
    void CropEditor.preload()
    void LowQualityDialog.preload()
  }, [])
  const formRef = React.useRef<HTMLFormElement>(null)
  const addButtonRef = React.useRef<HTMLButtonElement>(null)
  const stickyBar = useStickyAddBar(formRef, addButtonRef)

  const serverErrors: Record<string, string> = {}
  const otherErrors: string[] = []
  for (const [field, message] of Object.entries(basket.errors)) {
    const own = FIELD_OF[field]
    if (own) serverErrors[own] ??= message
    else otherErrors.push(message)
  }
  const sizeError = !config.sizeValid
    ? t('detail:configurator.sizeRange', { min: range?.min, max: range?.max })
    : serverErrors.size
  const quantityError = !config.quantityValid
    ? t('detail:configurator.quantityRange', { max: MAX_QUANTITY })
    : serverErrors.quantity

  const canAdd = config.unitPrice !== null && config.totalPrice !== null && !basket.sending
  // The picture as the quality ratings see it: a vector drawing prints every size at full quality.
  const picture = React.useMemo(
    () => ({ width: image.width, height: image.height, scalable: image.scalable === true }),
    [image.width, image.height, image.scalable],
  )
  const quality =
    config.dpi === null ? null : picture.scalable ? 'good' : printQuality(config.dpi, thresholds)
  const advice =
    quality === 'low' && layout ? lowQualityAdvice(picture, layout, layouts, thresholds) : null
  // A print rated too low goes into the basket only once the shopper has said so.
  const [confirmingLowQuality, setConfirmingLowQuality] = React.useState(false)
  const addToBasket = () => {
    if (!canAdd || !layout || !paper || config.unitPrice === null) return
    const crop = choices.formatType === 'crop'
    void basket.add(
      {
        imageId: image.apiId,
        layoutId: layout.apiId,
        paperId: paper.apiId,
        customWidth: print.widthMm,
        customHeight: print.heightMm,
        formatType: choices.formatType,
        coordinateX: crop ? config.corner.x : null,
        coordinateY: crop ? config.corner.y : null,
        quantity: config.quantity,
      },
      config.unitPrice,
      { layoutName: layout.name, paperName: paper.name },
    )
  }
  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    if (!canAdd) return
    if (quality === 'low') setConfirmingLowQuality(true)
    else addToBasket()
  }

  const describe = (field: string, error: string | undefined) =>
    error ? { 'aria-invalid': true, 'aria-describedby': `${id}-${field}-error` } : {}
  const errorText = (field: string, error: string | undefined) =>
    error && (
      <p id={`${id}-${field}-error`} className={formStyles.error}>
        {error}
      </p>
    )
  // Square sizes are square whichever way the print is turned: listed apart, without the orientation.
  const isSquare = (size: { widthMm: number; heightMm: number }) => size.widthMm === size.heightMm
  const oblongSizes = layout?.sizes.filter((size) => !isSquare(size)) ?? []
  const squareSizes = layout?.sizes.filter(isSquare) ?? []
  const squareSize = !config.custom && squareSizes.some((size) => sizeValue(size) === choices.size)
  /**
   * "✓ 30 × 20 cm – 790,00 Kč", named "30 × 20 cm – 790,00 Kč, dobrá kvalita": each size with its
   * price on the chosen paper and how well it prints the picture, turned as the shopper has turned
   * the print. The mark leads, so that it shows in the closed field of a phone too; the legend under
   * the field says what the marks mean.
   */
  const sizeOption = (size: { widthMm: number; heightMm: number }) => {
    const price =
      layout && paper
        ? knownUnitPrice(layout, paper, size.widthMm, size.heightMm, config.currency)
        : null
    const rating = sizeQuality(picture, orientedSize(size), thresholds)
    const label = `${orientedLabel(size)}${price === null ? '' : ` – ${formatMinorUnits(price, config.currency)}`}`
    return (
      <option
        key={sizeValue(size)}
        value={sizeValue(size)}
        data-size-quality={rating}
        aria-label={`${label}, ${t(`detail:configurator.sizeQuality.${rating}`)}`}
      >
        {`${QUALITY_MARK[rating]} ${label}`}
      </option>
    )
  }
  const orientedSize = (size: { widthMm: number; heightMm: number }) => {
    const long = Math.max(size.widthMm, size.heightMm)
    const short = Math.min(size.widthMm, size.heightMm)
    return choices.orientation === 'landscape'
      ? { widthMm: long, heightMm: short }
      : { widthMm: short, heightMm: long }
  }
  const orientedLabel = (size: { widthMm: number; heightMm: number }) => {
    const oriented = orientedSize(size)
    return formatDimensionsCm(oriented.widthMm, oriented.heightMm)
  }

  return (
    <>
      <form
        id={`${id}-form`}
        ref={formRef}
        className={styles.configurator}
        onSubmit={submit}
        noValidate
        aria-labelledby={`${id}-title`}
      >
        <h2 id={`${id}-title`} className={styles.title}>
          {t('detail:configurator.title')}
        </h2>
        <PrintSuitability picture={picture} layouts={layouts} thresholds={thresholds} />

        <div className={formStyles.field}>
          <label className={formStyles.label} htmlFor={`${id}-layout`}>
            {t('detail:configurator.layout')}
          </label>
          <select
            id={`${id}-layout`}
            name={FIELD_NAMES.layoutId}
            className={formStyles.select}
            value={layout?.apiId ?? ''}
            onChange={(event) => config.chooseLayout(event.target.value)}
            {...describe('layout', serverErrors.layout)}
          >
            {/* A layout none of whose sizes prints the picture acceptably says so before it is chosen. */}
            {layouts.map((option) => (
              <option key={option.apiId} value={option.apiId}>
                {largestAcceptableSize(picture, option.sizes, thresholds)
                  ? option.name
                  : t('detail:configurator.layoutBlurred', { layout: option.name })}
              </option>
            ))}
          </select>
          {errorText('layout', serverErrors.layout)}
        </div>

        <div className={formStyles.field}>
          <label className={formStyles.label} htmlFor={`${id}-paper`}>
            {t('detail:configurator.paper')}
          </label>
          <select
            id={`${id}-paper`}
            name={FIELD_NAMES.paperId}
            className={formStyles.select}
            value={paper?.apiId ?? ''}
            onChange={(event) => config.update({ paperId: event.target.value })}
            {...describe('paper', serverErrors.paper)}
          >
            {layout?.papers.map((option) => (
              <option key={option.apiId} value={option.apiId}>
                {option.name}
              </option>
            ))}
          </select>
          {paper?.description && <p className={styles.hint}>{typeset(paper.description)}</p>}
          {errorText('paper', serverErrors.paper)}
        </div>

        {!squareSize && (
          <fieldset className={styles.choice}>
            <legend className={formStyles.label}>{t('detail:configurator.orientation')}</legend>
            {(['landscape', 'portrait'] as const).map((orientation) => (
              <label key={orientation} className={styles.option}>
                <input
                  type="radio"
                  name={FIELD_NAMES.orientation}
                  value={orientation}
                  checked={choices.orientation === orientation}
                  onChange={() => config.chooseOrientation(orientation)}
                />
                {t(`detail:configurator.${orientation}`)}
              </label>
            ))}
          </fieldset>
        )}

        <div className={formStyles.field}>
          <label className={formStyles.label} htmlFor={`${id}-size`}>
            {t('detail:configurator.size')}
          </label>
          <select
            id={`${id}-size`}
            name={FIELD_NAMES.size}
            className={formStyles.select}
            value={config.custom ? CUSTOM_SIZE : choices.size}
            onChange={(event) => config.chooseSize(event.target.value)}
            {...(config.custom ? {} : describe('size', sizeError))}
          >
            {oblongSizes.map(sizeOption)}
            {squareSizes.length > 0 && (
              <optgroup label={t('detail:configurator.squareSizes')}>
                {squareSizes.map(sizeOption)}
              </optgroup>
            )}
            {layout?.customSizes && (
              <option value={CUSTOM_SIZE}>{t('detail:configurator.customSize')}</option>
            )}
          </select>
          {!config.custom && errorText('size', sizeError)}
          {/* The options carry their quality in words; this says what their marks mean. */}
          <p className={styles.hint} aria-hidden="true" data-testid="size-quality-legend">
            {t('detail:configurator.sizeQuality.legend')}
          </p>
        </div>

        {config.custom && (
          <fieldset className={styles.customSize} aria-describedby={`${id}-range`}>
            <legend className="visually-hidden">{t('detail:configurator.customSize')}</legend>
            {(['customWidth', 'customHeight'] as const).map((side) => (
              <div key={side} className={formStyles.field}>
                <label className={formStyles.label} htmlFor={`${id}-${side}`}>
                  {t(`detail:configurator.${side === 'customWidth' ? 'width' : 'height'}`)}
                </label>
                <input
                  id={`${id}-${side}`}
                  name={FIELD_NAMES[side]}
                  className={formStyles.input}
                  inputMode="decimal"
                  value={choices[side]}
                  onKeyDown={numberKeysOnly}
                  onChange={(event) => config.update({ [side]: event.target.value })}
                  {...describe('size', sizeError)}
                />
              </div>
            ))}
            <p id={`${id}-range`} className={styles.hint}>
              {t('detail:configurator.customRange', { min: range?.min, max: range?.max })}
            </p>
            {errorText('size', sizeError)}
          </fieldset>
        )}

        <fieldset className={styles.choice}>
          <legend className={formStyles.label}>{t('detail:configurator.format')}</legend>
          {(['original', 'crop'] as const).map((format) => (
            <label key={format} className={styles.option}>
              <input
                type="radio"
                name={FIELD_NAMES.formatType}
                value={format}
                checked={choices.formatType === format}
                onChange={() => config.update({ formatType: format })}
              />
              {t(`detail:configurator.${format}`)}
            </label>
          ))}
        </fieldset>

        {choices.formatType === 'crop' && config.sizeValid && (
          <>
            <CropEditor
              image={image}
              pictureSizes={pictureSizes}
              crop={config.crop}
              corner={config.corner}
              onMove={(corner) => config.update({ corner })}
            />
            {errorText('crop', serverErrors.crop)}
          </>
        )}

        {layout && layout.edgeMm > 0 && config.sizeValid && (
          <CanvasPreview
            image={image}
            print={print}
            edgeMm={layout.edgeMm}
            crop={choices.formatType === 'crop' ? { ...config.corner, ...config.crop } : null}
          />
        )}

        <div className={formStyles.field}>
          <label className={formStyles.label} htmlFor={`${id}-quantity`}>
            {t('detail:configurator.quantity')}
          </label>
          <input
            id={`${id}-quantity`}
            name={FIELD_NAMES.quantity}
            className={`${formStyles.input} ${styles.quantity}`}
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_QUANTITY}
            value={choices.quantity}
            onKeyDown={numberKeysOnly}
            onChange={(event) => config.update({ quantity: event.target.value })}
            {...describe('quantity', quantityError)}
          />
          {errorText('quantity', quantityError)}
        </div>

        {config.dpi !== null && quality !== null && (
          <PrintQualityHint
            dpi={config.dpi}
            quality={quality}
            scalable={picture.scalable}
            advice={advice}
          />
        )}

        <dl className={styles.prices} aria-live="polite">
          <dt>{t('detail:configurator.unitPrice')}</dt>
          <dd data-testid="unit-price">
            {config.unitPrice === null ? '–' : formatMinorUnits(config.unitPrice, config.currency)}
          </dd>
          <dt>{t('detail:configurator.total')}</dt>
          <dd data-testid="total-price" className={styles.total}>
            {config.totalPrice === null
              ? '–'
              : formatMinorUnits(config.totalPrice, config.currency)}
          </dd>
        </dl>
        <PriceNotice className={styles.hint} />
        {layout && config.sizeValid && (
          <WithdrawalNote
            withdrawable={
              image.source !== 'upload' &&
              isWithdrawable({ formatType: choices.formatType, ...print }, layout)
            }
            ownPhoto={image.source === 'upload'}
          />
        )}
        {layout && (
          <p
            className={now ? styles.dispatch : `${styles.dispatch} ${styles.dateToCome}`}
            data-testid="dispatch-by"
            aria-hidden={now ? undefined : true}
          >
            {t('detail:configurator.dispatchBy', {
              date: formatShortDate(
                deliveryDates(now ?? today, layout.productionDays, 0).dispatch,
                language,
              ),
            })}
          </p>
        )}

        {otherErrors.map((message) => (
          <p key={message} className={formStyles.error} role="alert">
            {message}
          </p>
        ))}

        <Button
          ref={addButtonRef}
          type="submit"
          disabled={!canAdd}
          aria-busy={basket.sending || undefined}
        >
          {basket.sending ? t('detail:configurator.adding') : t('detail:configurator.add')}
        </Button>
      </form>
      {/* On a phone, the price and the button stay at hand while the shopper chooses above them. */}
      <div
        className={styles.stickyBar}
        hidden={!stickyBar}
        role="region"
        aria-label={t('detail:configurator.quickAdd')}
        data-testid="sticky-add-bar"
      >
        <span className={styles.stickyPrice}>
          {config.totalPrice === null ? '–' : formatMinorUnits(config.totalPrice, config.currency)}
        </span>
        <Button type="submit" form={`${id}-form`} disabled={!canAdd}>
          {t('detail:configurator.add')}
        </Button>
      </div>
      {confirmingLowQuality && config.dpi !== null && advice && (
        <LowQualityDialog
          dpi={config.dpi}
          advice={advice}
          onAdd={() => {
            setConfirmingLowQuality(false)
            addToBasket()
          }}
          onCancel={() => {
            setConfirmingLowQuality(false)
            // Back to the choice the advice names, after the dialog has given focus back to the button.
            const field = advice.kind === 'other-layout' ? 'layout' : 'size'
            requestAnimationFrame(() => document.getElementById(`${id}-${field}`)?.focus())
          }}
        />
      )}
    </>
  )
}
