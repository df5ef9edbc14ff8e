/** The reference page: one heading and a paragraph, as `create-next-app` would leave it stripped. */
export default function Page() {
  return (
    <main>
      <h1>Reference page</h1>
      <p>A bare Next.js page of the same Next.js and React versions as the site, built and served the same way.</p>
    </main>
  );
}
