import Image from 'next/image';

/**
 * The reference for a route whose LCP is a photo: the same photo (copied to public/photo.jpg by
 * tools/perf/audit.mjs) through the framework's own `<Image priority>`, at the box and sizes the
 * site's machine page gives it (components/equipment/MachineDetail.tsx).
 */
export default function Page() {
  return (
    <main>
      <h1>Reference page with a photo</h1>
      <Image
        src="/photo.jpg"
        alt="The reference photo"
        width={494}
        height={370}
        sizes="(max-width: 760px) calc(100vw - 2rem), (max-width: 1200px) calc((100vw - 4rem) / 2.3), 494px"
        priority
        style={{ width: '100%', height: 'auto', objectFit: 'contain' }}
      />
    </main>
  );
}
