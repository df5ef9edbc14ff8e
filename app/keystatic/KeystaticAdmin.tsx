'use client';

import { makePage } from '@keystatic/next/ui/app';
import config from '@/keystatic.config';

/** The content editor's screen (Keystatic's admin), for the editor's config (keystatic.config.ts). */
export const KeystaticAdmin = makePage(config);
