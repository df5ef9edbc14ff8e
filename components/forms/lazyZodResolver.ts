import type { FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';

/** A react-hook-form resolver whose zod schema is loaded on first use, and a way to start loading early. */
export interface LazyZodResolver<Input extends FieldValues, Output extends FieldValues> {
  /** Pass to `useForm({ resolver })`: waits for the schema, then validates exactly as `zodResolver` does. */
  resolver: Resolver<Input, unknown, Output>;
  /** Starts loading now (e.g. when the visitor first focuses a field) so the first check is quick. */
  preload: () => void;
}

/**
 * zod set to check without compiling parsers, before any schema is made: to choose, zod tries
 * `new Function`, which the site's policy forbids, and the browser reports that as a policy
 * violation even though zod catches the error (zod's `jitless` setting).
 */
const loadZodWithoutEval = () => import('zod').then(({ config }) => config({ jitless: true }));

/**
 * A schema (or anything else) fetched by dynamic `import()` on first use, then kept: the one way
 * the browser loads zod (docs/requirements.md#speed), set up without `eval` (see above).
 * @param load imports the module and picks what is needed
 * @returns a function that answers it, loading it the first time; a failed load is retried on next use
 */
export function lazySchema<Schema>(load: () => Promise<Schema>): () => Promise<Schema> {
  let loading: Promise<Schema> | undefined;
  return () =>
    (loading ??= loadZodWithoutEval()
      .then(load)
      .catch((error: unknown) => {
        loading = undefined;
        throw error;
      }));
}

/**
 * `zodResolver(schema)` with the schema and the resolver fetched by dynamic `import()` the first
 * time a form validates. The form's schemas bring zod and libphonenumber-js, about 50 KB gzip that
 * a visitor who only reads the page never needs: loading them with the page would put a form page
 * over its JavaScript budget (docs/requirements.md#speed: at most 60 KB over the framework
 * baseline). The schema is still the one in lib/forms/ that the route handler checks with.
 * @param loadSchema imports the schema module and picks the schema, e.g.
 *   `() => import('@/lib/forms/contact').then((m) => m.contactSchemaFor('quote'))`
 * @returns a resolver to give `useForm`, and `preload`; a failed load is retried on next use
 */
export function lazyZodResolver<Input extends FieldValues, Output extends FieldValues>(
  loadSchema: () => Promise<ZodType<Output, Input>>,
): LazyZodResolver<Input, Output> {
  const load = lazySchema(() =>
    Promise.all([loadSchema(), import('@hookform/resolvers/zod')]).then(([schema, { zodResolver }]) => zodResolver(schema)),
  );
  return {
    resolver: async (values, context, options) => (await load())(values, context, options),
    preload: () => {
      load().catch(() => {});
    },
  };
}
