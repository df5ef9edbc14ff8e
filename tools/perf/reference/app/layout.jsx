/** The reference's root layout: Next.js's own minimum, no stylesheet, no font, no client component. */
export const metadata = {
  title: 'Reference page',
  description: 'A bare Next.js page: the yardstick npm run audit measures the site against.',
};

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
