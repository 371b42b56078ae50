import { Trans } from '@lingui/react/macro'
import type { PrintioProductData } from '../../api/schemas/product'

/** What a print-on-demand product adds: how it is made, what to mind, and its sizes. */
export function ProductPrintio({ data }: { data: PrintioProductData }) {
  const sizes = data.size_detail ?? []
  return (
    <section aria-labelledby="product-detail-printio" className="product-detail__printio">
      <h2 id="product-detail-printio">
        <Trans>Made to order</Trans>
      </h2>
      {data.detail_description && <p className="product-detail__text">{data.detail_description}</p>}
      {data.handsup_description && (
        <p className="product-detail__text">{data.handsup_description}</p>
      )}
      {data.cautions && (
        <>
          <h3>
            <Trans>Please note</Trans>
          </h3>
          <p className="product-detail__text">{data.cautions}</p>
        </>
      )}
      {sizes.length > 0 && (
        <table className="product-detail__sizes">
          <caption>
            <Trans>Sizes</Trans>
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Size</Trans>
              </th>
              <th scope="col">
                <Trans>Measurements</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {sizes.map((size) => (
              <tr key={size.name}>
                <th scope="row">{size.name}</th>
                <td>{size.details}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}
