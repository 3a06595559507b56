import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Select } from '@/components/ui/select'
import { Textarea } from '@/components/ui/textarea'
import { messages } from '@/content/messages'
import { LOCALES, localeInfo, type Locale } from '@/lib/i18n/locales'
import { SERVICE_KINDS } from '@/lib/service/flow'
import { OTHER_PRODUCT, PHOTO_LIMITS, PICKUP, SERVICE_LIMITS } from '@/lib/service/request-fields'
import type { ServiceFormData } from '@/server/service/request-page'

/** Where the form posts: a route handler, since six photos are more than a server action may carry. */
const ACTION = '/api/service/requests'
const ACCEPT = 'image/jpeg,image/png,image/webp'

const legend = 'mb-3 text-base font-semibold text-navy-900'
const fieldset = 'grid gap-5 border-t border-slate-200 pt-6'

/**
 * The service request form (docs/service-desk.md): a plain multipart post that works without JavaScript; a refused
 * post comes back from its draft with every field as typed, each error beside its field and in the summary, and the
 * photos already received offered to keep.
 */
export function ServiceRequestForm({ locale, data }: { locale: Locale; data: ServiceFormData }) {
  const { serviceForm: t, serviceRequestPage: page } = messages(locale)
  const { values, errors } = data
  const err = (field: string) => (errors[field] ? t.errors[errors[field]] : undefined)
  const listed = Object.keys(errors).filter((f) => f !== 'form')
  const formError = data.formError === 'too-many' ? t.tooMany : data.formError === 'failed' ? t.failed : undefined
  const common = { requiredText: t.required, optionalText: t.optional }
  return (
    <form action={ACTION} method="post" encType="multipart/form-data" className="grid gap-8" noValidate>
      <input type="hidden" name="locale" value={locale} />
      {data.draftId ? <input type="hidden" name="draft" value={data.draftId} /> : null}
      {listed.length > 0 || formError ? (
        <div
          id="form-errors"
          role="alert"
          tabIndex={-1}
          className="rounded-card border border-danger-600 bg-danger-50 p-4 text-sm text-danger-700"
        >
          <p className="font-semibold">{formError ?? t.errorSummary}</p>
          {listed.length > 0 ? (
            <ul className="mt-2 list-disc ps-5">
              {listed.map((field) => (
                <li key={field}>
                  <a href={`#service-${field}`} className="underline">
                    {(t.fields as Record<string, string>)[field] ?? field}: {err(field)}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}

      <fieldset className={fieldset}>
        <legend className={legend}>{t.instrumentTitle}</legend>
        <div role="radiogroup" aria-labelledby="service-product-label" id="service-product" className="grid gap-2">
          <p id="service-product-label" className="text-sm font-medium text-navy-900">
            {t.fields.product}
          </p>
          {data.choices.length === 0 ? <p className="text-sm text-slate-600">{t.noProductYet}</p> : null}
          {[...data.choices, { slug: OTHER_PRODUCT, name: t.otherProduct }].map((c) => (
            <label key={c.slug} className="flex items-center gap-2 text-sm text-slate-800">
              <input type="radio" name="product" value={c.slug} defaultChecked={values.product === c.slug} />
              {c.name}
            </label>
          ))}
          {err('product') ? <p className="text-sm text-danger-700">{err('product')}</p> : null}
        </div>
        <Field id="service-otherModel" label={t.fields.otherModel} error={err('otherModel')} {...common}>
          {(p) => (
            <Input {...p} name="otherModel" defaultValue={values.otherModel} maxLength={SERVICE_LIMITS.otherModel} />
          )}
        </Field>
        <Field
          id="service-serial"
          label={t.fields.serial}
          hint={t.hints.serial}
          error={err('serial')}
          required
          {...common}
        >
          {(p) => (
            <Input {...p} name="serial" defaultValue={values.serial} maxLength={SERVICE_LIMITS.serial} dir="ltr" />
          )}
        </Field>
        <Field id="service-kind" label={t.fields.serviceKind} error={err('kind')} required {...common}>
          {(p) => (
            <Select {...p} name="kind" defaultValue={values.kind}>
              {SERVICE_KINDS.map((k) => (
                <option key={k} value={k}>
                  {t.kinds[k]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field id="service-fault" label={t.fields.fault} hint={t.hints.fault} error={err('fault')} {...common}>
          {(p) => (
            <Textarea {...p} name="fault" rows={5} defaultValue={values.fault} maxLength={SERVICE_LIMITS.fault} />
          )}
        </Field>
      </fieldset>

      <fieldset className={fieldset}>
        <legend className={legend}>{t.purchaseTitle}</legend>
        <Field id="service-purchaseDate" label={t.fields.purchaseDate} error={err('purchaseDate')} {...common}>
          {(p) => <Input {...p} type="date" name="purchaseDate" defaultValue={values.purchaseDate} />}
        </Field>
        <Field id="service-purchasePlace" label={t.fields.purchasePlace} error={err('purchasePlace')} {...common}>
          {(p) => (
            <Input
              {...p}
              name="purchasePlace"
              defaultValue={values.purchasePlace}
              maxLength={SERVICE_LIMITS.purchasePlace}
            />
          )}
        </Field>
      </fieldset>

      <fieldset className={fieldset}>
        <legend className={legend}>{t.photosTitle}</legend>
        {data.photos.length > 0 ? (
          <div className="grid gap-2">
            <p className="text-sm font-medium text-navy-900">{t.keptPhotos}</p>
            {data.photos.map((photo) => (
              <label key={photo.key} className="flex items-center gap-2 text-sm text-slate-800">
                <input type="checkbox" name="keep" value={photo.key} defaultChecked />
                {t.keepPhoto(photo.name)}
              </label>
            ))}
          </div>
        ) : null}
        <Field id="service-photos" label={t.fields.photos} hint={t.hints.photos} error={err('photos')} {...common}>
          {(p) => (
            <input
              {...p}
              type="file"
              name="photos"
              multiple
              accept={ACCEPT}
              data-max={PHOTO_LIMITS.count}
              className="text-sm text-slate-800"
            />
          )}
        </Field>
      </fieldset>

      <fieldset className={fieldset}>
        <legend className={legend}>{t.dropOffTitle}</legend>
        <Field id="service-office" label={t.fields.office} error={err('office')} required {...common}>
          {(p) => (
            <Select {...p} name="office" defaultValue={values.office}>
              <option value="" />
              {data.offices.map((o) => (
                <option key={o.slug} value={o.slug}>
                  {o.name}
                </option>
              ))}
              <option value={PICKUP}>{t.pickup}</option>
            </Select>
          )}
        </Field>
        <Field id="service-pickupAddress" label={t.fields.pickupAddress} error={err('pickupAddress')} {...common}>
          {(p) => (
            <Textarea
              {...p}
              name="pickupAddress"
              rows={2}
              defaultValue={values.pickupAddress}
              maxLength={SERVICE_LIMITS.pickupAddress}
            />
          )}
        </Field>
      </fieldset>

      <fieldset className={fieldset}>
        <legend className={legend}>{t.detailsTitle}</legend>
        <Field id="service-name" label={t.fields.name} error={err('name')} required {...common}>
          {(p) => (
            <Input {...p} name="name" autoComplete="name" defaultValue={values.name} maxLength={SERVICE_LIMITS.name} />
          )}
        </Field>
        <Field id="service-phone" label={t.fields.phone} hint={t.hints.phone} error={err('phone')} required {...common}>
          {(p) => (
            <Input
              {...p}
              type="tel"
              name="phone"
              autoComplete="tel"
              dir="ltr"
              defaultValue={values.phone}
              maxLength={SERVICE_LIMITS.phone}
            />
          )}
        </Field>
        <Field id="service-email" label={t.fields.email} hint={t.hints.email} error={err('email')} {...common}>
          {(p) => (
            <Input
              {...p}
              type="email"
              name="email"
              autoComplete="email"
              dir="ltr"
              defaultValue={values.email}
              maxLength={SERVICE_LIMITS.email}
            />
          )}
        </Field>
        <Field id="service-language" label={t.fields.language} error={err('language')} required {...common}>
          {(p) => (
            <Select {...p} name="language" defaultValue={values.language}>
              {LOCALES.map((l) => (
                <option key={l} value={l} lang={localeInfo[l].lang}>
                  {localeInfo[l].nativeName}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <label className="flex items-start gap-2 text-sm text-slate-800">
          <input type="checkbox" name="whatsapp" defaultChecked={values.whatsapp === 'on'} className="mt-1" />
          {t.fields.whatsapp}
        </label>
      </fieldset>

      <div>
        <Button type="submit" size="lg">
          {t.submit}
        </Button>
        <p className="mt-3 text-sm text-slate-600">{page.steps[1]}</p>
      </div>
    </form>
  )
}
