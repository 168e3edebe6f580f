import { useEffect, useState } from 'react'

import { PRODUCT_CATEGORIES } from '../../core/contract/catalog.ts'
import { productListSchema, type ProductListQuery } from '../../core/contract/back-office-catalogue.ts'
import type { PageProps } from '../page-props.ts'
import { adminMessages } from '../../core/messages/back-office-ui.ts'
import { staffMessage } from '../api/admin-failures.ts'
import { adminRequest } from '../api/admin-request.ts'
import { effectAnswers } from '../api/effect-answers.ts'
import { CATEGORY_LABELS } from '../../core/messages/back-office-catalogue-labels.ts'
import { productPageMessages } from '../../core/messages/back-office-catalogue-ui.ts'
import { CatalogueTable } from './CatalogueTable.tsx'
import * as z from 'zod/mini'

type Filters = Partial<Record<keyof ProductListQuery, string>>
type ListAnswer = z.infer<typeof productListSchema>

const catalogue = productPageMessages.catalogue
const SORTS = catalogue.sorts

function Select({
  name,
  label,
  value,
  options,
  onChange
}: {
  name: string
  label: string
  value: string
  options: [string, string][]
  onChange: (value: string) => void
}) {
  return (
    <label className="admin-field">
      <span>{label}</span>
      <select name={name} value={value} onChange={(event) => onChange(event.currentTarget.value)}>
        <option value="">{catalogue.any}</option>
        {options.map(([key, text]) => (
          <option key={key} value={key}>
            {text}
          </option>
        ))}
      </select>
    </label>
  )
}

/** The catalogue: search, filters, sort, pages; each row opens the product's page. */
export function CataloguePage(_: PageProps) {
  const [filters, setFilters] = useState<Filters>({ sort: 'id', dir: 'asc', page: '1' })
  const [answer, setAnswer] = useState<ListAnswer>()
  const [error, setError] = useState<string>()
  const set = (key: keyof ProductListQuery) => (value: string) =>
    setFilters({ ...filters, [key]: value, page: key === 'page' ? value : '1' })

  useEffect(() => {
    const answers = effectAnswers()
    const timer = setTimeout(() => {
      adminRequest('/products', productListSchema, { query: filters }).then(
        answers.take(setAnswer),
        answers.take((failure: unknown) => setError(staffMessage(failure)))
      )
    }, 150)
    return () => (clearTimeout(timer), answers.end())
  }, [filters])

  const page = Number(filters.page ?? '1')
  const pages = answer ? Math.ceil(answer.total / answer.pageSize) : 1
  return (
    <section className="admin-page">
      <div className="admin-title-row">
        <h1 className="page-title">{catalogue.title}</h1>
        <a className="button" href="/admin/produits/nouveau" data-testid="new-product">
          {catalogue.newProduct}
        </a>
      </div>
      <form className="admin-card admin-filters" role="search" onSubmit={(event) => event.preventDefault()}>
        <label className="admin-field admin-filters__search">
          <span>{catalogue.search}</span>
          <input
            name="search"
            type="search"
            maxLength={80}
            value={filters.search ?? ''}
            onInput={(event) => set('search')(event.currentTarget.value)}
          />
        </label>
        <Select
          name="category"
          label={catalogue.category}
          value={filters.category ?? ''}
          options={PRODUCT_CATEGORIES.map((category) => [category, CATEGORY_LABELS[category]])}
          onChange={set('category')}
        />
        <Select
          name="moneyType"
          label={catalogue.moneyType}
          value={filters.moneyType ?? ''}
          options={[
            ['tokens', catalogue.moneyTypes.tokens],
            ['cash', catalogue.moneyTypes.cash]
          ]}
          onChange={set('moneyType')}
        />
        <Select
          name="active"
          label={catalogue.state}
          value={filters.active ?? ''}
          options={[
            ['true', catalogue.states.true],
            ['false', catalogue.states.false]
          ]}
          onChange={set('active')}
        />
        <Select
          name="stock"
          label={catalogue.stock}
          value={filters.stock ?? ''}
          options={[
            ['unlimited', catalogue.stocks.unlimited],
            ['limited', catalogue.stocks.limited],
            ['out', catalogue.stocks.out]
          ]}
          onChange={set('stock')}
        />
        <Select
          name="daily"
          label={catalogue.daily}
          value={filters.daily ?? ''}
          options={[
            ['eligible', catalogue.dailies.eligible],
            ['only', catalogue.dailies.only],
            ['none', catalogue.dailies.none]
          ]}
          onChange={set('daily')}
        />
        <label className="admin-field">
          <span>{catalogue.sortBy}</span>
          <select name="sort" value={filters.sort} onChange={(event) => set('sort')(event.currentTarget.value)}>
            {Object.entries(SORTS).map(([key, text]) => (
              <option key={key} value={key}>
                {text}
              </option>
            ))}
          </select>
        </label>
        <label className="admin-field">
          <span>{catalogue.direction}</span>
          <select name="dir" value={filters.dir} onChange={(event) => set('dir')(event.currentTarget.value)}>
            <option value="asc">{catalogue.ascending}</option>
            <option value="desc">{catalogue.descending}</option>
          </select>
        </label>
      </form>
      {error && (
        <p className="admin-error" role="alert">
          {error}
        </p>
      )}
      <p className="muted" aria-live="polite">
        {answer ? catalogue.count(answer.total) : adminMessages.loading}
      </p>
      <CatalogueTable products={answer?.products} />
      <nav className="admin-pager" aria-label={catalogue.pages}>
        <button className="button button--ghost" type="button" disabled={page <= 1} onClick={() => set('page')(String(page - 1))}>
          {adminMessages.previous}
        </button>
        <span>{adminMessages.pageOf(page, pages)}</span>
        <button className="button button--ghost" type="button" disabled={page >= pages} onClick={() => set('page')(String(page + 1))}>
          {adminMessages.next}
        </button>
      </nav>
    </section>
  )
}
