/**
 * The reference form: a plain HTML form of a name field and Send, no client component. The forms'
 * first keypress is measured against it: how soon a typed character shows where the framework
 * adds nothing to a field (tools/perf/first-keypress.mjs).
 */
export default function FormPage() {
  return (
    <main>
      <h1>Reference form</h1>
      <form method="post" action="/">
        <label htmlFor="name">Name</label>
        <input id="name" name="name" type="text" />
        <button type="submit">Send</button>
      </form>
    </main>
  );
}
