import { listProducts } from '@/server/catalogue'

// Temporary foundation page: proves server rendering from the catalogue. The home page issue replaces it.
export default async function HomePage() {
  const { products, total } = await listProducts({ featured: true, limit: 4 })
  return (
    <main className="container-content py-16">
      <h1 className="text-3xl font-bold text-navy-900">Catalogue</h1>
      <p>{total} featured products</p>
      <ul>
        {products.map((p) => (
          <li key={p.id}>
            <a href={`/product/${p.slug}`}>{p.name}</a>
          </li>
        ))}
      </ul>
    </main>
  )
}
