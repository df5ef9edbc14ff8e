import type { NextConfig } from 'next';
import { redirectRules } from './lib/routes';
import { siteConfig } from './lib/site';

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  transpilePackages: ['swiper'],
  async redirects() {
    return redirectRules(siteConfig.external);
  },
};

export default nextConfig;
